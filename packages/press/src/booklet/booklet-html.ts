/**
 * The HTML Chromium prints as the A5 booklet: the rulebook's blocks (as the html output has them)
 * between a cover and an imprint page, with a components page after the cover.
 *
 * - The cover: the title, a fan of real card faces (the press's own SVGs), players, play time and
 *   age, and the edition's name and version, all from the edition.
 * - The components page: every card type with its count (and its count at the player counts
 *   that change it) and one real face of it.
 * - The imprint: the edition and its release day, the edition's credits (role by role, role
 *   names translated), the seed's "generated from the card data" line, and the seed's "Get in
 *   touch" line with the edition's contact (left out when the edition has none). How to print
 *   the booklet is not in it (one needs it before printing): docs/print.md has it.
 * - The back cover: the game in two sentences, players, play time, age and the edition's label.
 * - Typography of the printed page: curly quotes („…“ in German).
 */

import { typeset as typesetText } from '@nobid/i18n';
import { editionLabel } from '@nobid/nobid/cards';
import german from 'hyphen/de-1996';
import type { CardSvgs } from '../cards/card-set.ts';
import { creditLines } from '../credits.ts';
import { type CardType, copiesIn, copiesOfType, type PressData } from '../data.ts';
import { escapeXml as esc } from '../escape.ts';
import { type Lang, LOCALE_OF } from '../languages.ts';
import type { Block, Rulebook } from '../rulebook/document.ts';
import { blockHtml, css } from '../rulebook/html.ts';
import { copiesColumns, playersPhrase } from '../rulebook/player-count-section.ts';
import type { Texts } from '../rulebook/strict-texts.ts';
import { FIGURE_CSS, figuresAfter } from './figures.ts';

/** The press's one typography pipeline (typography.ts), for text that did not come through the formatter. */
export const curlyQuotes = typesetText;

/**
 * German running text gets soft hyphens where Liang's patterns allow a break (hyphen/de-1996,
 * the same patterns as the card faces): Chromium on Linux has no hyphenation dictionary for
 * `hyphens: auto`, and a long compound in a narrow table cell would otherwise break anywhere or
 * overflow. Headings and card names stay whole.
 */
const hyphenated = (text: string, lang: Lang): string =>
  lang === 'de' ? german.hyphenateSync(text, { hyphenChar: '\u00ad' }) : text;

function typeset(block: Block, lang: Lang): Block {
  const q = (s: string) => curlyQuotes(s, lang);
  const body = (s: string) => hyphenated(q(s), lang);
  switch (block.kind) {
    case 'heading':
      return { ...block, text: q(block.text) };
    case 'paragraph':
      return { ...block, text: body(block.text) };
    case 'list':
      return { ...block, items: block.items.map(body) };
    case 'table':
      return {
        ...block,
        head: block.head.map(q),
        rows: block.rows.map((r) => ({ ...r, cells: r.cells.map(body) })),
      };
    case 'cards':
      return {
        ...block,
        cards: block.cards.map((c) => ({
          ...c,
          name: q(c.name),
          text: body(c.text),
          ...(c.flavour ? { flavour: body(c.flavour) } : {}),
        })),
      };
  }
}

export interface BookletSource {
  readonly book: Rulebook;
  readonly lang: Lang;
  readonly data: PressData;
  readonly texts: Texts;
  readonly svgs: CardSvgs;
  /** The body text size in points; the booklet fits its page count by trying a few. */
  readonly fontSize: number;
}

/**
 * A heading that opens a part of the booklet on a fresh page (the components, the rules, the
 * imprint, the back cover) carries class "part": the page before it is a part's last and may be
 * short, and the page layout test reads it so.
 */
const asPart = (html: string): string =>
  html.includes(' class="')
    ? html.replace(' class="', ' class="part ')
    : html.replace(/^<h(\d)/, '<h$1 class="part"');

/** A face inline, without its own size (CSS sets it); ids made unique per copy. */
const inline = (svg: string, n: number): string =>
  svg
    .replace(/ width="63mm" height="88mm"/, '')
    .replace(/id="band"/g, `id="band-${n}"`)
    .replace(/url\(#band\)/g, `url(#band-${n})`);

function cover(s: BookletSource): string {
  const { texts: t, data } = s;
  const first = (type: CardType) => data.cards.findIndex((d) => d.type === type && d.pile === 'main');
  const fan = (['position', 'leverage', 'order', 'drawdown', 'no-bid'] as const)
    .map(first)
    .filter((i) => i >= 0)
    .map((i, n, all) => {
      const turn = (n - (all.length - 1) / 2) * 11;
      return `<div class="fan-card" style="transform: rotate(${turn}deg) translateY(${Math.abs(turn) * 0.5}mm)">${inline(s.svgs.faces[i]!.svg, n)}</div>`;
    })
    .join('');
  const range = ({ min, max }: { min: number; max: number }) =>
    min === max ? String(min) : t.t('edition-range', { min, max });
  return `<section class="cover">
<h1 class="title">${esc(t.t('card-back-title'))}</h1>
<p class="subtitle">${esc(t.t('rulebook-title'))}</p>
<div class="fan">${fan}</div>
<p class="box">${esc(t.t('edition-box', { players: range(data.players), minutes: range(data.playTime), age: data.age }))}</p>
<p class="edition">${esc(`${data.edition.name} · ${data.edition.version}`)}</p>
</section>`;
}

function components(s: BookletSource): string {
  const { texts: t, data } = s;
  const columns = copiesColumns(data);
  const rows = data.cardTypes.map((type, n) => {
    const i = data.cards.findIndex((d) => d.type === type && d.pile === 'main');
    const at = columns
      .map((c) => ({
        c,
        count: data.cards
          .filter((d) => d.type === type && d.pile === 'main')
          .reduce((k, d) => k + c.copies(d), 0),
      }))
      .filter(({ count }) => count !== copiesOfType(data, type))
      .map(
        ({ c, count }) =>
          `<br><span class="at">${esc(t.t('booklet-cards-at', { count, players: playersPhrase(t, c.players) }))}</span>`,
      )
      .join('');
    return `<div class="component">${i >= 0 ? inline(s.svgs.faces[i]!.svg, 100 + n) : ''}<p><strong>${esc(t.t(`type-${type}`))}</strong><br>${esc(t.t('booklet-cards', { count: copiesOfType(data, type) }))}${at}</p></div>`;
  });
  const opening = data.cards.findIndex((d) => d.pile === 'openings');
  if (opening >= 0)
    rows.push(
      `<div class="component">${inline(s.svgs.faces[opening]!.svg, 200)}<p><strong>${esc(t.t('booklet-openings-pile'))}</strong><br>${esc(t.t('booklet-cards', { count: copiesIn(data, 'openings') }))}</p></div>`,
    );
  rows.push(
    `<div class="component">${inline(s.svgs.backs.main.svg, 300)}<p>${esc(t.t('booklet-backs'))}</p></div>`,
  );
  return `<section class="components"><h2 class="part">${esc(t.t('booklet-components'))}</h2><div class="grid">${rows.join('')}</div></section>`;
}

function imprint(s: BookletSource): string {
  const date = s.data.released;
  const t = s.texts;
  const p = (text: string) => `<p>${esc(curlyQuotes(text, s.lang))}</p>`;
  const edition = editionLabel(s.data.edition);
  // The edition's release day, never the machine's: an edition without one prints no date.
  const version = date
    ? t.t('booklet-version', { edition, date: date.toISOString().slice(0, 10) })
    : t.t('booklet-version-undated', { edition });
  const credits = creditLines(t, s.lang, s.data.credits);
  // "Get in touch" only with somewhere to get in touch: an edition without a contact leaves it out.
  // On paper an address is read, not clicked: a mailto: address prints as the bare address.
  const contact = s.data.contact
    ? `<p class="contact">${esc(curlyQuotes(t.t('rulebook-contact'), s.lang))}<br>${esc(t.t('booklet-contact', { url: s.data.contact.replace(/^mailto:/, '') }))}</p>`
    : '';
  return `<section class="imprint"><h2 class="part">${esc(t.t('booklet-imprint'))}</h2>
${p(version)}
${credits.length ? `<p class="credits">${credits.map((line) => esc(curlyQuotes(line, s.lang))).join('<br>')}</p>` : ''}
${p(t.t('rulebook-generated'))}
${contact}
</section>`;
}

/** The back cover: what the game is, for whom and how long, and which edition; no page number. */
function backCover(s: BookletSource): string {
  const { texts: t, data } = s;
  const range = ({ min, max }: { min: number; max: number }) =>
    min === max ? String(min) : t.t('edition-range', { min, max });
  return `<section class="back-cover">
<h2 class="part back-title">${esc(t.t('card-back-title'))}</h2>
<p class="summary">${esc(curlyQuotes(t.t('booklet-summary', { target: data.rules.target }), s.lang))}</p>
<p class="box">${esc(t.t('edition-box', { players: range(data.players), minutes: range(data.playTime), age: data.age }))}</p>
<p class="stamp">${esc(t.t('edition-line', { edition: editionLabel(data.edition) }))}</p>
</section>`;
}

/**
 * The back cover, the booklet's last page (the imposition puts any blank before it): the
 * printer's named page 'cover' has no page number (booklet/print.ts).
 */
export const BACK_COVER_CSS = `
section.back-cover { page: cover; break-before: page; page-break-before: always; text-align: center; padding-top: 40mm; }
section.back-cover h2.back-title { font-size: 26pt; margin: 0 0 8mm; border: none; }
section.back-cover p.summary { font-size: 11pt; margin: 0 8mm 8mm; text-align: center; }
section.back-cover p.box { font-size: 11pt; font-weight: bold; margin: 0 0 3mm; }
section.back-cover p.stamp { font-size: 8.5pt; color: #444; }
`;

const BOOKLET_CSS = `
section.cover, section.components { break-after: page; page-break-after: always; }
section.cover { text-align: center; padding-top: 6mm; }
h1.title { font-size: 40pt; margin: 0; letter-spacing: 0.02em; }
p.subtitle { font-size: 14pt; margin: 0 0 6mm; color: #444; }
.fan { position: relative; height: 88mm; margin: 0 auto 8mm; width: 110mm; }
.fan-card { position: absolute; left: 50%; top: 4mm; width: 40mm; margin-left: -20mm; transform-origin: 50% 140%; }
.fan-card svg { width: 40mm; height: auto; display: block; box-shadow: 0 0.6mm 1.6mm rgba(0,0,0,0.35); border-radius: 2.5mm; }
p.box { font-size: 12pt; font-weight: bold; margin: 0 0 2mm; }
p.edition { font-size: 10pt; color: #444; }
.components .grid { display: grid; grid-template-columns: 1fr 1fr; gap: 3mm 4mm; }
.component { display: flex; gap: 3mm; align-items: center; break-inside: avoid; }
.component svg { width: 21mm; height: auto; flex: none; border-radius: 1.4mm; box-shadow: 0 0.3mm 0.8mm rgba(0,0,0,0.3); }
.component p { margin: 0; font-size: 8.5pt; }
.component .at { color: #444; }
/* Korean faces in the booklet's own Korean font (TrueType: embedded as a CID font, never Type 3). */
:lang(ko) svg text { font-family: 'NanumGothic', 'DejaVu Sans', sans-serif; }
section.imprint { break-before: page; page-break-before: always; }
section.imprint p.credits { line-height: 1.5; }
${BACK_COVER_CSS}
`;

/**
 * The blocks without a heading that heads nothing: "Rules" straight above "The goal" (its lines
 * for the web are not printed) would stand as two stacked headings. The booklet is the rules.
 */
export const withoutEmptyHeadings = (blocks: readonly Block[]): Block[] =>
  blocks.filter((b, i) => !(b.kind === 'heading' && blocks[i + 1]?.kind === 'heading'));

/** The booklet's HTML: cover, components, the rulebook without its web lines, imprint, back cover. */
export function bookletHtml(s: BookletSource): string {
  const web = new Set([s.texts.t('rulebook-generated'), s.texts.t('rulebook-contact')]);
  const figures = figuresAfter(s);
  const blocks = s.book.blocks
    .filter((b) => !(b.kind === 'paragraph' && web.has(b.text)))
    // The cover carries the title: the page header's "Rulebook" heading is not repeated.
    .filter((b) => !(b.kind === 'heading' && b.level === 1 && b.text === s.texts.t('rulebook-title')));
  const body = withoutEmptyHeadings(blocks)
    .map((b, i) => {
      const html = blockHtml(typeset(b, s.lang));
      if (b.kind !== 'heading') return html;
      // The first heading of the rules opens their page (the components end with a page break).
      const part = i === 0 ? asPart(html) : html;
      return part + (figures.get(b.text) ?? '');
    })
    .join('\n');
  return `<!doctype html>
<html lang="${LOCALE_OF[s.lang]}">
<head>
<meta charset="utf-8">
<title>No Bid · ${esc(s.book.title)}</title>
<style>
${css(s.lang)}
html { font-size: ${s.fontSize}pt; }
${BOOKLET_CSS}
${FIGURE_CSS}
</style>
</head>
<body>
${cover(s)}
${components(s)}
${body}
${imprint(s)}
${backCover(s)}
</body>
</html>
`;
}
