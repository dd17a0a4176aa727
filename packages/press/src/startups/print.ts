/**
 * Startups' print-and-play sheet and its styled rulebook (html and an A5 booklet PDF), in the
 * press's style. Every page says whose game it is and that the files are not for sale.
 */
import { PDFDocument } from '@cantoo/pdf-lib';
import { BACK_COVER_CSS } from '../booklet/booklet-html.ts';
import { imposeBooklet, readingOrder } from '../booklet/impose.ts';
import { printHtmlToPdfs } from '../booklet/print.ts';
import { measurerFor } from '../cards/measure.ts';
import { cropMarks, slotOrigin } from '../cards/print-sheet.ts';
import { creditLines } from '../credits.ts';
import { escapeXml as esc } from '../escape.ts';
import { fontsFor } from '../fonts.ts';
import { type Lang, LOCALE_OF } from '../languages.ts';
import { cardPdf } from '../print/pdf-doc.ts';
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

const PT_PER_MM = 72 / 25.4;
const A4: readonly [number, number] = [595.28, 841.89];
const CARD = { w: 63 * PT_PER_MM, h: 88 * PT_PER_MM };

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

/** Every card (as many copies as each company has), 3 × 3 with backs; then chips and coins. */
export async function startupsSheet(input: StartupsInput): Promise<Uint8Array> {
  const m = measurerFor(input.lang);
  const t = startupsTexts(input.lang, input.rulesFtl);
  const pdf = cardPdf(fontsFor(input.lang), {
    title: `${t.t('startups-title')} · print and play (${input.lang})`,
    subject: t.t('startups-short-notice'),
  });
  const foot = (line: string) =>
    pdf.doc
      .save()
      .font(pdf.font)
      .fontSize(7)
      .fillColor('#333333')
      .text(line, 40, A4[1] - 30, { width: A4[0] - 80, align: 'center', lineBreak: false })
      .restore();
  const notice = `${t.t('startups-credit')} ${t.t('startups-short-notice')}`;
  const cards = input.companies.flatMap((c, i) =>
    Array.from({ length: c.cards }, () => companyFace(m, t, c, i)),
  );
  const back = startupsBack(m, t);
  for (let at = 0; at < cards.length; at += 9) {
    const slots = cards.slice(at, at + 9);
    for (const mirrored of [false, true]) {
      pdf.doc.addPage({ size: [A4[0], A4[1]], margin: 0 });
      slots.forEach((svg, i) => {
        const o = slotOrigin(i, mirrored, A4);
        pdf.place(mirrored ? back : svg, o.x, o.y, CARD.w, CARD.h);
      });
      cropMarks(pdf.doc, A4);
      foot(notice);
    }
  }
  // Tokens: the chips and the 1-sides of the coins on one page, the 3-sides behind the coins.
  const coinPt = 20 * PT_PER_MM;
  const chipPt = 25 * PT_PER_MM;
  const cols = 8;
  const left = (A4[0] - cols * (coinPt + 4)) / 2;
  const perPage = cols * 9;
  for (let start = 0; start < input.coins; start += perPage) {
    for (const side of [1, 3] as const) {
      pdf.doc.addPage({ size: [A4[0], A4[1]], margin: 0 });
      // The first page starts with the chips (front side only); the coins sit below them on both sides.
      const top = 40 + (start === 0 ? chipPt + 14 : 0);
      if (start === 0 && side === 1)
        for (const [i, c] of input.companies.entries())
          pdf.place(chipFace(m, t, c, i), left + i * (chipPt + 6), 40, chipPt, chipPt);
      const count = Math.min(perPage, input.coins - start);
      for (let k = 0; k < count; k++) {
        // Mirrored on the back, so each 3 lands behind its 1 (long-edge duplex).
        const col = side === 1 ? k % cols : cols - 1 - (k % cols);
        const row = Math.floor(k / cols);
        pdf.place(coinFace(m, t, side), left + col * (coinPt + 4), top + row * (coinPt + 4), coinPt, coinPt);
      }
      foot(`${t.t('startups-sheet')} ${notice}`);
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
  const count = (name: string) => input.companies.find((c) => `company-${c.key}` === name)?.cards;
  const components = all
    .filter((f) => f.name !== 'coin-3')
    .map((f) => {
      const n = count(f.name);
      const label = n !== undefined ? t.t('startups-cards', { count: n }) : '';
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
footer { margin-top: 6mm; border-top: 0.5pt solid #999; padding-top: 2mm; ${forPrint ? 'break-before: page; page-break-before: always;' : ''} }
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
): Promise<{ pdf: Uint8Array; readingPdf: Uint8Array; bookletPages: number; sides: number }> {
  const t = startupsTexts(input.lang, input.rulesFtl);
  // As No Bid's booklet: the first body size whose page count wastes at most one page.
  let reading: Uint8Array | undefined;
  let waste = Number.POSITIVE_INFINITY;
  for (const size of [9.5, 9.2, 9.8, 8.9, 10.2]) {
    const [pdf] = await printHtmlToPdfs([startupsRulebookHtml(input, rulebookHtml, true, size)]);
    const pages = (await PDFDocument.load(pdf!)).getPageCount();
    const blank = Math.ceil(pages / 4) * 4 - pages;
    if (blank < waste) [reading, waste] = [pdf, blank];
    if (waste <= 1) break;
  }
  const info = {
    title: t.t('startups-title'),
    subject: t.t('startups-short-notice'),
  };
  const imposed = await imposeBooklet(reading!, { ...info, backCover: true });
  return {
    pdf: imposed.pdf,
    readingPdf: await readingOrder(reading!, info),
    bookletPages: imposed.bookletPages,
    sides: imposed.sides,
  };
}
