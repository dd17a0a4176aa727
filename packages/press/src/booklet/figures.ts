/**
 * The booklet's illustrations, drawn from the real card faces (the press's own SVGs, inline):
 * the anatomy of a Position (matching "Reading the art"), the setup for 4 players, one example
 * turn, and one stack (a Forced Liquidation answered by No Bid and a second No Bid). Each is
 * placed after the heading of the section it illustrates, as a float (FIGURE_CSS); the captions
 * are Fluent messages.
 */
import type { CardSvgs } from '../cards/card-set.ts';
import type { PressData } from '../data.ts';
import { escapeXml as esc } from '../escape.ts';
import type { Texts } from '../rulebook/strict-texts.ts';

let uid = 0;
/** A face inline, sized by CSS, its ids unique on the page. */
export const inlineFace = (svg: string): string => {
  const n = ++uid;
  return svg
    .replace(/ width="63mm" height="88mm"/, '')
    .replace(/id="band"/g, `id="band-f${n}"`)
    .replace(/url\(#band\)/g, `url(#band-f${n})`);
};

const card = (svg: string, cls = 'fig-card') => `<div class="${cls}">${inlineFace(svg)}</div>`;

export interface FigureSource {
  readonly texts: Texts;
  readonly data: PressData;
  readonly svgs: CardSvgs;
}

const faceOf = (s: FigureSource, kind: string): string | undefined =>
  s.svgs.faces.find((f) => f.name === kind)?.svg;
const firstOf = (s: FigureSource, pred: (d: PressData['cards'][number]) => boolean): string | undefined => {
  const i = s.data.cards.findIndex(pred);
  return i >= 0 ? s.svgs.faces[i]!.svg : undefined;
};

/**
 * A Position with numbered callouts: the parts "Reading the art" and the pairs section name. A
 * badge never sits on the face, where it would cover the very label it explains: each stands in
 * a gutter beside the card, with a thin leader to a point next to its part (left of the corner
 * index, the end of the title band, the chart, above each city's name on its skyline, left of
 * the stamp). The points are in % of the face's width and height; a test checks the badges
 * against the face's text boxes as Chromium lays them out.
 */
const ANATOMY: readonly { id: string; side: 'left' | 'right'; x: number; y: number }[] = [
  { id: 'figure-anatomy-index', side: 'left', x: 4, y: 8 },
  { id: 'figure-anatomy-title', side: 'right', x: 94, y: 13 },
  { id: 'figure-anatomy-chart', side: 'right', x: 66, y: 28 },
  { id: 'figure-anatomy-left', side: 'left', x: 12, y: 40 },
  { id: 'figure-anatomy-right', side: 'right', x: 88, y: 40 },
  { id: 'figure-anatomy-stamp', side: 'left', x: 3, y: 95 },
];

function anatomy(s: FigureSource): string {
  const svg = firstOf(s, (d) => d.type === 'position' && d.pile === 'main' && d.direction === 'LONG');
  if (!svg) return '';
  const marks = ANATOMY.map(({ side, x, y }, i) => {
    // The leader runs from the badge's centre in the gutter to the point on the face.
    const leader =
      side === 'left'
        ? `left:calc(-1 * var(--gutter) / 2);width:calc(var(--gutter) / 2 + ${x}%)`
        : `left:${x}%;width:calc(${100 - x}% + var(--gutter) / 2)`;
    return `<span class="leader" style="top:${y}%;${leader}"></span><span class="callout ${side}" style="top:${y}%">${i + 1}</span>`;
  }).join('');
  const legend = ANATOMY.map(({ id }) => `<li>${esc(s.texts.t(id))}</li>`).join('');
  return `<figure class="fig anatomy"><div class="fig-card big">${inlineFace(svg)}${marks}</div><ol>${legend}</ol></figure>`;
}

function setup(s: FigureSource): string {
  const openings = s.data.cards.filter((d) => d.pile === 'openings');
  const back = s.svgs.backs.main.svg;
  const seat = (i: number) => {
    const def = openings[i % Math.max(1, openings.length)];
    const opening = def ? faceOf(s, def.kind) : undefined;
    const hand = Array.from({ length: s.data.rules.openingHand }, () => card(back, 'fig-mini')).join('');
    return `<div class="seat"><p>${esc(s.texts.t('figure-setup-player', { n: i + 1 }))}</p>${opening ? card(opening) : ''}<div class="hand">${hand}</div></div>`;
  };
  const pile = openings[4] ? faceOf(s, openings[4].kind) : undefined;
  return `<figure class="fig setup"><div class="table">${[0, 1, 2, 3].map(seat).join('')}<div class="centre">${card(back)}${pile ? card(pile) : ''}</div></div><figcaption>${esc(s.texts.t('figure-setup', { hand: s.data.rules.openingHand }))}</figcaption></figure>`;
}

function turn(s: FigureSource): string {
  const back = s.svgs.backs.main.svg;
  const position = firstOf(s, (d) => d.type === 'position' && d.pile === 'main');
  const leverage = faceOf(s, 'leverage');
  if (!position || !leverage) return '';
  const step = (svg: string, id: string) =>
    `<div class="step">${card(svg)}<p>${esc(s.texts.t(id))}</p></div>`;
  return `<figure class="fig turn"><div class="row">${step(back, 'figure-turn-draw')}${step(position, 'figure-turn-act')}${step(leverage, 'figure-turn-book')}</div><figcaption>${esc(s.texts.t('figure-turn'))}</figcaption></figure>`;
}

function stack(s: FigureSource): string {
  const order = faceOf(s, 'forced-liquidation');
  const noBid = faceOf(s, 'no-bid');
  if (!order || !noBid) return '';
  return `<figure class="fig stack"><div class="pile">${card(order, 'fig-card s0')}${card(noBid, 'fig-card s1')}${card(noBid, 'fig-card s2')}</div><figcaption>${esc(s.texts.t('figure-stack'))}</figcaption></figure>`;
}

/** The figure to put after a heading, by the heading's message id. */
export function figuresAfter(s: FigureSource): ReadonlyMap<string, string> {
  return new Map([
    [s.texts.t('art-heading'), anatomy(s)],
    [s.texts.t('setup-heading'), setup(s)],
    [s.texts.t('turn-heading'), turn(s)],
    [s.texts.t('stack-heading'), stack(s)],
  ]);
}

export const FIGURE_CSS = `
/* A figure is a float the width of the column: where it does not fit at the foot of a page it
   goes to the top of the next, and the text after it goes on filling this page (in flow, a
   figure that jumps leaves a hole as tall as the figure). */
figure.fig { margin: 2mm 0 3mm; break-inside: avoid; page-break-inside: avoid; float: left; width: 100%; }
figure.fig figcaption { font-size: 0.84rem; color: #333; margin-top: 1.5mm; }
.fig-card svg, .fig-mini svg { width: 100%; height: auto; display: block; border-radius: 1.2mm; box-shadow: 0 0.3mm 0.8mm rgba(0,0,0,0.3); }
.fig-card { width: 17mm; position: relative; }
.fig-mini { width: 5mm; margin-left: -2mm; }
/* The big card has a gutter either side for its callouts, clear of the face. */
.fig-card.big { --gutter: 6mm; width: 38mm; flex: none; margin: 0 var(--gutter); }
figure.anatomy { display: flex; gap: 2mm; align-items: flex-start; }
figure.anatomy ol { font-size: 0.84rem; margin: 0; padding-left: 1.6em; }
.leader { position: absolute; height: 0; border-top: 0.3mm solid #c8102e; }
.callout { position: absolute; transform: translate(-50%, -50%); width: 4.2mm; height: 4.2mm; border-radius: 50%; background: #c8102e; color: #fff; font: bold 7pt 'DejaVu Sans', sans-serif; text-align: center; line-height: 4.2mm; }
.callout.left { left: calc(-1 * var(--gutter) / 2); }
.callout.right { left: calc(100% + var(--gutter) / 2); }
/* Three columns of seats within the 124 mm column: each seat's name sits above its cards. */
.setup .table { display: grid; grid-template-columns: auto auto auto; justify-content: center; grid-template-areas: ". a ." "d c b" ". e ."; gap: 1.5mm 4mm; align-items: center; justify-items: center; }
.setup .seat { display: flex; flex-wrap: wrap; align-items: center; gap: 1mm 1.5mm; font-size: 7pt; max-width: 40mm; }
.setup .seat p { margin: 0; flex-basis: 100%; }
.setup .seat:nth-child(1) { grid-area: a; } .setup .seat:nth-child(2) { grid-area: b; }
.setup .seat:nth-child(3) { grid-area: e; } .setup .seat:nth-child(4) { grid-area: d; }
.setup .centre { grid-area: c; display: flex; gap: 1.5mm; }
.setup .hand { display: flex; padding-left: 2mm; }
.turn .row { display: flex; gap: 4mm; }
.turn .step { flex: 1; display: flex; gap: 2mm; align-items: center; font-size: 7.5pt; }
.turn .step p { margin: 0; }
.stack .pile { position: relative; height: 30mm; }
.stack .s0, .stack .s1, .stack .s2 { position: absolute; top: 0; }
.stack .s0 { left: 0; } .stack .s1 { left: 11mm; top: 2mm; } .stack .s2 { left: 22mm; top: 4mm; }
`;
