/**
 * Startups' print-and-play sheet and its styled rulebook (html and an A5 booklet PDF), in the
 * press's style. Every page says whose game it is and that the files are not for sale.
 */
import { BACK_COVER_CSS } from '../booklet/booklet-html.ts';
import { imposeBooklet, readingOrder } from '../booklet/impose.ts';
import { fitPageCount } from '../booklet/page-count.ts';
import { withPrinter } from '../booklet/print.ts';
import { measurerFor } from '../cards/measure.ts';
import { drawMarks } from '../cards/print-sheet.ts';
import { creditLines } from '../credits.ts';
import { escapeXml as esc } from '../escape.ts';
import { fontsFor } from '../fonts.ts';
import { type Lang, LOCALE_OF } from '../languages.ts';
import { cardPdf } from '../print/pdf-doc.ts';
import {
  type CardSheetLayout,
  cardSheetLayout,
  FOOT_LINE_MM,
  footBox,
  type Grid,
  gridBleed,
  gridMarks,
  gridSize,
  gridSlot,
  MARK_CLEAR_MM,
  MARK_MM,
  MIN_MARGIN_MM,
  mm,
  OUTER_BLEED_MM,
  type Rect,
} from '../print/sheet-layout.ts';
import { css } from '../rulebook/html.ts';
import { STARTUPS_BOX, STARTUPS_CREDITS } from './box.ts';
import { type Company, chipFace, coinFace, companyFace, startupsBack, startupsTexts } from './faces.ts';

export interface StartupsInput {
  readonly lang: Lang;
  /** @nobid/startups' texts/<lang>/rules.ftl. */
  readonly rulesFtl: string;
  readonly companies: readonly Company[];
  /** Coins to print (the game's starting coins times its most players). */
  readonly coins: number;
}

type Paper = readonly [number, number];
const A4: Paper = [595.28, 841.89];
const FOOT_PT = 7;

/** The cards' pages: 3 × 3 with gaps and bleed, the notice in `lines` lines below the marks. */
export const startupsCardLayout = (lines: number, paper: Paper = A4): CardSheetLayout =>
  cardSheetLayout(paper, { w: 63, h: 88 }, { kind: 'under-marks', lines });

export interface TokenPage {
  /** The chips (first page only) and the coins, each a grid with its own marks. */
  readonly chips?: Grid;
  readonly coins: Grid;
  readonly coinCount: number;
  readonly foot: Rect;
}

/**
 * The token pages: on the first, a row of the chips (25 mm) above the coins (20 mm), with room
 * between the two blocks for both sets of marks; later pages coins only. Both sides of a page
 * share it: the chips are printed on both sides, each coin's 3 behind its 1.
 */
export function tokenPages(chips: number, coins: number, lines: number, paper: Paper = A4): TokenPage[] {
  const chipCell = { w: mm(25), h: mm(25) };
  const coinCell = { w: mm(20), h: mm(20) };
  const outer = mm(OUTER_BLEED_MM);
  const between = 2 * (mm(MARK_CLEAR_MM) + mm(MARK_MM)) + mm(1);
  const footNeed = 2 * mm(MARK_CLEAR_MM) + mm(MARK_MM) + lines * mm(FOOT_LINE_MM) + mm(3);
  let cols = 1;
  while (gridSize(cols + 1, 1, coinCell).w + 2 * mm(MIN_MARGIN_MM) <= paper[0]) cols++;
  const pages: TokenPage[] = [];
  for (let left = coins; left > 0 || pages.length === 0; ) {
    const chipGrid: Grid | undefined =
      pages.length === 0
        ? {
            x: (paper[0] - gridSize(chips, 1, chipCell).w) / 2 + outer,
            y: mm(MIN_MARGIN_MM) + outer,
            cols: chips,
            rows: 1,
            cell: chipCell,
          }
        : undefined;
    const top = chipGrid ? gridBleed(chipGrid).y + gridBleed(chipGrid).h + between : mm(MIN_MARGIN_MM);
    let rows = 0;
    while (rows * cols < left && top + gridSize(cols, rows + 1, coinCell).h + footNeed <= paper[1]) rows++;
    const count = Math.min(left, rows * cols);
    const coinGrid: Grid = {
      x: (paper[0] - gridSize(cols, 1, coinCell).w) / 2 + outer,
      y: top + outer,
      cols,
      rows: Math.max(1, Math.ceil(count / cols)),
      cell: coinCell,
    };
    pages.push({
      ...(chipGrid ? { chips: chipGrid } : {}),
      coins: coinGrid,
      coinCount: count,
      foot: footBox(coinGrid, { kind: 'under-marks', lines }),
    });
    left -= count;
    if (count === 0) break;
  }
  return pages;
}

export function startupsFaces(input: StartupsInput): { name: string; svg: string }[] {
  const m = measurerFor(input.lang);
  const t = startupsTexts(input.lang, input.rulesFtl);
  return [
    ...input.companies.map((c, i) => ({ name: `company-${c.key}`, svg: companyFace(m, t, c, i) })),
    { name: 'back', svg: startupsBack(m, t) },
    ...input.companies.map((c, i) => ({ name: `chip-${c.key}`, svg: chipFace(m, t, c, i) })),
    { name: 'coin-1', svg: coinFace(m, t, 1) },
    { name: 'coin-3', svg: coinFace(m, t, 3) },
  ];
}

/** The feet of the sheet's pages: the notice under the cards; how to print and the notice under the tokens. */
export function startupsSheetTexts(input: StartupsInput): { cards: string; tokens: string } {
  const t = startupsTexts(input.lang, input.rulesFtl);
  const notice = `${t.t('startups-credit')} ${t.t('startups-short-notice')}`;
  return { cards: notice, tokens: `${t.t('startups-sheet')} ${notice}` };
}

/**
 * Every card (as many copies as each company has), 3 × 3 with backs; then the chips and the
 * coins, all with gaps, bleed and marks from print/sheet-layout.ts, and the notice on every page
 * where no mark runs. A4 unless given (US Letter: the cards 2 × 4 turned, as No Bid's).
 */
export async function startupsSheet(input: StartupsInput, paper: Paper = A4): Promise<Uint8Array> {
  const m = measurerFor(input.lang);
  const t = startupsTexts(input.lang, input.rulesFtl);
  const pdf = cardPdf(fontsFor(input.lang), {
    title: `${t.t('startups-title')} · print and play (${input.lang})`,
    subject: t.t('startups-short-notice'),
  });
  const texts = startupsSheetTexts(input);
  // How many lines a text takes at the foot's size across a box `width` wide.
  const linesOf = (line: string, width: number) =>
    Math.max(1, Math.ceil(pdf.doc.font(pdf.font).fontSize(FOOT_PT).widthOfString(line) / (width * 0.9)));
  const foot = (line: string, box: Rect) =>
    pdf.doc
      .save()
      .font(pdf.font)
      .fontSize(FOOT_PT)
      .fillColor('#333333')
      .text(line, box.x, box.y, { width: box.w, align: 'center', lineGap: 0 })
      .restore();
  const page = () => pdf.doc.addPage({ size: [paper[0], paper[1]], margin: 0 });
  const layout = startupsCardLayout(linesOf(texts.cards, startupsCardLayout(1, paper).foot.w), paper);
  const cards = input.companies.flatMap((c, i) =>
    Array.from({ length: c.cards }, () => companyFace(m, t, c, i)),
  );
  const back = startupsBack(m, t);
  for (let at = 0; at < cards.length; at += layout.perPage) {
    const slots = cards.slice(at, at + layout.perPage);
    for (const mirrored of [false, true]) {
      page();
      slots.forEach((svg, i) => {
        const { trim, bleed } = layout.slot(i, mirrored, slots.length);
        pdf.placeCard(mirrored ? back : svg, trim, bleed, layout.turned);
      });
      drawMarks(pdf.doc, layout.marks(mirrored));
      foot(texts.cards, layout.foot);
    }
  }
  const chips = input.companies.map((c, i) => chipFace(m, t, c, i, true));
  const coinWidth = gridSize(8, 1, { w: mm(20), h: mm(20) }).w;
  for (const p of tokenPages(chips.length, input.coins, linesOf(texts.tokens, coinWidth), paper)) {
    for (const side of [1, 3] as const) {
      // The back mirrored, so each 3 lands behind its 1 and each chip behind itself (long-edge duplex).
      const mirrored = side === 3;
      page();
      if (p.chips) {
        const grid = p.chips;
        chips.forEach((svg, i) => {
          const { trim, bleed } = gridSlot(grid, i, mirrored, paper[0], chips.length);
          pdf.placeCard(svg, trim, bleed);
        });
        drawMarks(pdf.doc, gridMarks(grid, mirrored, paper[0]));
      }
      const coin = coinFace(m, t, side, true);
      for (let k = 0; k < p.coinCount; k++) {
        const { trim, bleed } = gridSlot(p.coins, k, mirrored, paper[0], p.coinCount);
        pdf.placeCard(coin, trim, bleed);
      }
      drawMarks(pdf.doc, gridMarks(p.coins, mirrored, paper[0]));
      foot(texts.tokens, p.foot);
    }
  }
  return pdf.done();
}

/** The styled rulebook page: the game's rulebook (startupsRulebook's html body) with a cover and the credit. */
export function startupsRulebookHtml(
  input: StartupsInput,
  rulebookHtml: string,
  forPrint: boolean,
  fontSize = 9.5,
): string {
  const t = startupsTexts(input.lang, input.rulesFtl);
  const body = /<body>([\s\S]*)<\/body>/.exec(rulebookHtml)?.[1] ?? rulebookHtml;
  const all = startupsFaces(input);
  const faces = all.filter((f) => f.name.startsWith('company-'));
  const bare = (svg: string) => svg.replace(/ width="[\d.]+mm" height="[\d.]+mm"/, '');
  // Every piece counted: each company's cards, each chip, the coins (one part: 1 on one side, 3 on the other).
  const countOf = (name: string): string => {
    const company = input.companies.find((c) => `company-${c.key}` === name);
    if (company) return t.t('startups-cards', { count: company.cards });
    if (name.startsWith('chip-')) return t.t('startups-chips', { count: 1 });
    return name === 'coin-1' ? t.t('startups-coins', { count: input.coins }) : '';
  };
  const components = all
    .filter((f) => f.name !== 'coin-3')
    .map((f) => {
      const label = countOf(f.name);
      return `<div class="part ${f.name.split('-')[0]}">${bare(f.svg)}${label ? `<span>${esc(label)}</span>` : ''}</div>`;
    })
    .join('');
  const fan = faces
    .map((f, n) => {
      const turn = (n - (faces.length - 1) / 2) * 9;
      return `<div class="fan-card" style="transform: rotate(${turn}deg)">${f.svg.replace(/ width="63mm" height="88mm"/, '')}</div>`;
    })
    .join('');
  const credit = `<p class="credit">${esc(t.t('startups-credit'))}</p><p class="notice">${esc(t.t('startups-notice'))}</p>`;
  const credits = creditLines(t, input.lang, STARTUPS_CREDITS).map(esc).join('<br>');
  const range = ({ min, max }: { min: number; max: number }) => (min === max ? String(min) : `${min}–${max}`);
  const box = esc(
    t.t('startups-box', {
      players: range(STARTUPS_BOX.players),
      minutes: range(STARTUPS_BOX.playTime),
      age: STARTUPS_BOX.age,
    }),
  );
  // The back cover (printed booklet only): the game in a few sentences, the box line and the
  // stamp of what was printed (the game, the language); no page number (named page 'cover').
  const back = `<section class="back-cover"><h2 class="back-title">${esc(t.t('startups-title'))}</h2><p class="summary">${esc(t.t('rules-intro', STARTUPS_BOX.players))}</p><p class="box">${box}</p><p class="stamp">${esc(t.t('startups-short-notice'))}</p></section>`;
  return `<!doctype html>
<html lang="${LOCALE_OF[input.lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(t.t('startups-title'))}</title>
<style>
${css(input.lang)}
.cover { text-align: center; ${forPrint ? 'break-after: page; page-break-after: always;' : ''} }
.cover h1.title { font-size: 36pt; margin: 0 0 4mm; }
.fan { position: relative; height: 80mm; width: 110mm; margin: 0 auto 6mm; }
.fan-card { position: absolute; left: 50%; top: 6mm; width: 34mm; margin-left: -17mm; transform-origin: 50% 150%; }
.fan-card svg { width: 34mm; height: auto; display: block; border-radius: 2mm; box-shadow: 0 0.5mm 1.4mm rgba(0,0,0,0.35); }
p.credit { font-weight: bold; }
p.notice { font-size: 8pt; color: #333; }
footer { margin-top: 6mm; padding-top: 2mm; ${forPrint ? 'break-before: page; page-break-before: always;' : 'border-top: 0.5pt solid #999;'} }
footer p.credits { line-height: 1.5; }
${BACK_COVER_CSS}
section.parts { display: grid; grid-template-columns: repeat(4, 1fr); gap: 3mm; align-items: center; break-after: page; page-break-after: always; }
.part { text-align: center; font-size: 8pt; }
.part svg { width: 100%; height: auto; display: block; }
.part.chip svg, .part.coin svg { width: 60%; margin: 0 auto; }
html { font-size: ${fontSize}pt; }
:lang(ko) svg text { font-family: 'NanumGothic', 'DejaVu Sans', sans-serif; }
</style>
</head>
<body>
<section class="cover"><h1 class="title">${esc(t.t('startups-title'))}</h1><div class="fan">${fan}</div>${credit}</section>
${forPrint ? `<section class="parts">${components}</section>` : ''}
${body}
<footer>${forPrint ? `<h2>${esc(t.t('startups-imprint'))}</h2>` : ''}${credit}<p class="credits">${credits}</p></footer>
${forPrint ? back : ''}
</body>
</html>
`;
}

export async function startupsBooklet(
  input: StartupsInput,
  rulebookHtml: string,
): Promise<{ pdf: Uint8Array; readingPdf: Uint8Array; bookletPages: number; sides: number; html: string }> {
  const t = startupsTexts(input.lang, input.rulesFtl);
  // As No Bid's booklet: the body size nearest the design size that needs no blank page.
  const htmls = new Map<number, string>();
  const fitted = await withPrinter((print) =>
    fitPageCount((fontSize) => {
      const html = startupsRulebookHtml(input, rulebookHtml, true, fontSize);
      htmls.set(fontSize, html);
      return print(html);
    }),
  );
  const chosen = { pdf: fitted.pdf, html: htmls.get(fitted.fontSize)! };
  const reading = chosen.pdf;
  const info = {
    title: t.t('startups-title'),
    subject: t.t('startups-short-notice'),
  };
  const imposed = await imposeBooklet(reading, { ...info, backCover: true });
  return {
    pdf: imposed.pdf,
    readingPdf: await readingOrder(reading, info),
    bookletPages: imposed.bookletPages,
    sides: imposed.sides,
    html: chosen.html,
  };
}
