/**
 * One card face as an SVG string: the type band in the type's colour with the type and the
 * card's name, the picture (for a Position: pair, direction, chart line and cities), the rules
 * text wrapped to fit, the flavour line in italics, and the edition stamp in the lower right
 * corner, in the margin under the text and away from the art.
 */
import { HAZARD_YELLOW, TYPE_COLOURS } from '../colours.ts';
import type { CardDef, PressData } from '../data.ts';
import { cardEntry } from '../rulebook/card-texts.ts';
import type { Texts } from '../texts.ts';
import { emblem, positionArt } from './art.ts';
import { CARD_H, CARD_W } from './geometry.ts';
import { fit, type Measurer } from './measure.ts';
import { cardStamp } from './stamp.ts';
import { el, points, svgDocument, text, title } from './svg.ts';

const PAD = 45;
const INNER = CARD_W - 2 * PAD;
const BAND_H = 170;
const ART = { x: 40, y: 195, w: CARD_W - 80, h: 300 };
const TEXT_TOP = ART.y + ART.h + 30;
const FLAVOUR_BOTTOM = 822;
/** The stamp's baseline: in the bottom margin, below the flavour line's descenders. */
const STAMP = { x: CARD_W - 36, y: CARD_H - 26, size: 17 };

const isDark = (def: CardDef): boolean => def.type === 'no-bid' || def.type === 'circuit-breaker';

/** Yellow and black diagonal stripes across the band (Circuit Breaker). */
function hazardStripes(): string {
  const stripes: string[] = [];
  for (let x = -BAND_H; x < CARD_W + BAND_H; x += 80) {
    stripes.push(
      el('polygon', {
        points: points([
          [x, BAND_H],
          [x + 40, BAND_H],
          [x + 40 + BAND_H, 0],
          [x + BAND_H, 0],
        ]),
        fill: HAZARD_YELLOW,
      }),
    );
  }
  return el(
    'g',
    {},
    el('defs', {}, el('clipPath', { id: 'band' }, el('rect', { x: 0, y: 0, width: CARD_W, height: BAND_H }))),
    el('g', { 'clip-path': 'url(#band)' }, ...stripes),
  );
}

function lines(
  m: Measurer,
  content: readonly string[],
  at: {
    role: 'name' | 'rules' | 'flavour';
    x: number;
    y: number;
    size: number;
    leading: number;
    fill: string;
    bold?: boolean;
    italic?: boolean;
  },
): string {
  return content
    .map((line, i) =>
      text(
        {
          class: at.role,
          x: at.x,
          y: at.y + i * at.size * at.leading,
          'font-family': m.fonts.family,
          'font-size': at.size,
          'font-weight': at.bold ? 'bold' : undefined,
          'font-style': at.italic ? 'italic' : undefined,
          fill: at.fill,
        },
        line,
      ),
    )
    .join('');
}

export function cardFace(texts: Texts, m: Measurer, data: PressData, def: CardDef): string {
  const entry = cardEntry(texts, data, def);
  const colours = TYPE_COLOURS[def.type];
  const dark = isDark(def);
  const ink = dark ? '#f2f2f2' : '#1c1c1c';
  // The small label over the name: the type, unless the name already says it, and the pile.
  const typeName = texts.t(`type-${def.type}`);
  const label = [
    typeName === entry.name ? '' : typeName,
    def.pile === 'openings' ? texts.t('card-opening-name') : '',
  ]
    .filter(Boolean)
    .join(' · ');

  // The band: type label, then the name, shrunk to fit two lines at most.
  const name = fit(m, entry.name, { width: INNER, height: 100, size: 52, min: 26, leading: 1.1, bold: true });
  const nameBox = label ? { top: 76, height: 90 } : { top: 20, height: BAND_H - 40 };
  const nameTop = nameBox.top + (nameBox.height - name.lines.length * name.size * 1.1) / 2 + name.size * 0.85;
  const bandInk = def.type === 'circuit-breaker' ? '#ffffff' : colours.ink;
  const band = [
    el('rect', { x: 0, y: 0, width: CARD_W, height: BAND_H, fill: colours.band }),
    def.type === 'circuit-breaker' ? hazardStripes() : '',
    def.type === 'circuit-breaker'
      ? el('rect', { x: PAD - 14, y: 22, width: INNER + 28, height: BAND_H - 44, rx: 10, fill: '#111111' })
      : '',
    def.type === 'no-bid'
      ? el('rect', { x: 0, y: BAND_H - 8, width: CARD_W, height: 8, fill: colours.ink })
      : '',
    text(
      {
        x: PAD,
        y: 64,
        'font-family': m.fonts.family,
        'font-size': 26,
        'font-weight': 'bold',
        fill: bandInk,
      },
      label,
    ),
    lines(m, name.lines, {
      role: 'name',
      x: PAD,
      y: nameTop,
      size: name.size,
      leading: 1.1,
      fill: bandInk,
      bold: true,
    }),
  ];

  const art =
    def.type === 'position'
      ? positionArt(m, def, ART, {
          pair: `${def.pair[0]}/${def.pair[1]}`,
          direction: texts.t(`direction-${def.direction.toLowerCase()}`),
          leftCity: texts.t(`city-${def.pair[0].toLowerCase()}`),
          rightCity: texts.t(`city-${def.pair[1].toLowerCase()}`),
        })
      : emblem(def.type, ART);

  // Flavour at the bottom (up to two lines), rules text above it, each as large as fits.
  const flavour = entry.flavour
    ? fit(m, entry.flavour, { width: INNER, height: 75, size: 28, min: 20, leading: 1.25 })
    : undefined;
  const flavourTop = flavour ? FLAVOUR_BOTTOM - flavour.lines.length * flavour.size * 1.25 : FLAVOUR_BOTTOM;
  const body = fit(m, entry.text, {
    width: INNER,
    height: flavourTop - 18 - TEXT_TOP,
    size: 38,
    min: 20,
    leading: 1.3,
  });
  const accessibleName =
    def.type === 'position'
      ? `${def.pair[0]}/${def.pair[1]} ${texts.t(`direction-${def.direction.toLowerCase()}`)} `
      : '';

  return svgDocument(
    CARD_W,
    CARD_H,
    title(`${accessibleName}${entry.name}`),
    el('rect', { x: 0, y: 0, width: CARD_W, height: CARD_H, fill: dark ? '#161616' : '#ffffff' }),
    ...band,
    art,
    lines(m, body.lines, {
      role: 'rules',
      x: PAD,
      y: TEXT_TOP + body.size,
      size: body.size,
      leading: 1.3,
      fill: ink,
    }),
    flavour
      ? lines(m, flavour.lines, {
          role: 'flavour',
          x: PAD,
          y: flavourTop + flavour.size,
          size: flavour.size,
          leading: 1.25,
          fill: dark ? '#bbbbbb' : '#5a564c',
          italic: m.fonts.hasItalic,
        })
      : '',
    text(
      {
        class: 'stamp',
        x: STAMP.x,
        y: STAMP.y,
        'font-family': m.fonts.family,
        'font-size': STAMP.size,
        'text-anchor': 'end',
        fill: dark ? '#8c8c8c' : '#8a8578',
      },
      cardStamp(data, def),
    ),
    el('rect', {
      x: 3,
      y: 3,
      width: CARD_W - 6,
      height: CARD_H - 6,
      rx: 28,
      fill: 'none',
      stroke: dark ? '#444444' : colours.band,
      'stroke-width': 6,
    }),
  );
}
