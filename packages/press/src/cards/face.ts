/**
 * One card face as an SVG string: the type band with the corner index and the card's name (a
 * Position's name is its pair, an arrow and its direction word), the picture (art.ts), the rules
 * text wrapped to fit, the flavour line, the index again turned 180° in the bottom-right corner,
 * and the edition stamp in the lower left corner.
 *
 * Everything that meets the card's edge (paper, band) is drawn `BLEED` units past it, so a print
 * preset can frame the same markup with bleed (svg.ts `reframe`) and the art runs into it. No
 * frame is drawn at the trim line: a cut a little off would show it.
 */
import { DIRECTION_COLOURS, FACE_INK, HAZARD_YELLOW, TYPE_COLOURS } from '../colours.ts';
import type { CardDef, PressData } from '../data.ts';
import { cardEntry } from '../rulebook/card-texts.ts';
import type { Texts } from '../rulebook/strict-texts.ts';
import { ART_BOX, emblem, positionArt } from './art.ts';
import { cornerIndices, INDEX } from './corner.ts';
import { fit, type Measurer, type Wrapped } from './fit.ts';
import { BLEED, CARD_H, CARD_W } from './geometry.ts';
import { cardStamp } from './stamp.ts';
import { el, points, svgDocument, text, title } from './svg.ts';

const PAD = 45;
const INNER = CARD_W - 2 * PAD;
const BAND_H = 160;
const NAME_X = INDEX.x + INDEX.w + 16;
const NAME_W = CARD_W - 34 - NAME_X;
const TEXT_TOP = ART_BOX.y + ART_BOX.h + 22;
/** Above the bottom-right index (which starts at CARD_H − INDEX.y − INDEX.h). */
const FLAVOUR_BOTTOM = CARD_H - INDEX.y - INDEX.h - 12;
/** The stamp's baseline: bottom left, clear of the index in the other corner. */
const STAMP = { x: PAD, y: CARD_H - 34, size: 17 };

const isDark = (def: CardDef): boolean => def.type === 'no-bid' || def.type === 'circuit-breaker';

/** Yellow and black diagonal stripes across the band (Circuit Breaker), into the bleed. */
function hazardStripes(): string {
  const stripes: string[] = [];
  const top = -BLEED;
  const h = BAND_H + BLEED;
  for (let x = -BLEED - h; x < CARD_W + BLEED + h; x += 80) {
    stripes.push(
      el('polygon', {
        points: points([
          [x, BAND_H],
          [x + 40, BAND_H],
          [x + 40 + h, top],
          [x + h, top],
        ]),
        fill: HAZARD_YELLOW,
      }),
    );
  }
  // No clip path: the band's top and bottom are the stripes' own, and what runs past the sides is
  // outside every frame (a clip would print as a soft mask, which a PDF for a shop must not have).
  return el('g', { class: 'hazard' }, ...stripes);
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

/** The large mark of a card whose effect changes a number the game counts. */
export function cardMark(texts: Texts, def: CardDef): { art: string; index: string } | undefined {
  if (def.type !== 'leverage' && def.type !== 'drawdown') return undefined;
  const book = def.book;
  if (book.op === 'count') {
    const mark = texts.t('card-mark-count', { delta: book.delta });
    return { art: mark, index: mark };
  }
  if (book.op === 'hand-limit')
    return {
      art: texts.t('card-mark-hand', { delta: book.delta }),
      index: texts.t('card-mark-count', { delta: book.delta }),
    };
  return undefined;
}

export interface FaceLayout {
  readonly svg: string;
  /** The text boxes whose text does not fit even at their smallest size. */
  readonly overflows: readonly string[];
}

/** A Position's title: the pair, an arrow, the direction word; shrunk together to fit the band. */
function positionTitle(
  m: Measurer,
  words: { pair: string; word: string },
  rising: boolean,
  ink: string,
  y: number,
): string {
  const { pair, word } = words;
  const colour = DIRECTION_COLOURS[rising ? 'LONG' : 'SHORT'];
  let size = 52;
  const widthAt = (s: number) =>
    m.width(pair, s, { bold: true }) + s * 0.9 + m.width(word, s * 0.8, { bold: true });
  while (size > 26 && widthAt(size) > NAME_W) size -= 1;
  const pairW = m.width(pair, size, { bold: true });
  const ax = NAME_X + pairW + size * 0.45;
  const arrowY = y - size * 0.35;
  const s = size * 0.3;
  const tip = rising ? -s : s;
  return [
    text(
      {
        class: 'name',
        x: NAME_X,
        y,
        'font-family': m.fonts.family,
        'font-size': size,
        'font-weight': 'bold',
        fill: ink,
      },
      pair,
    ),
    el('polygon', {
      class: 'title-arrow',
      points: points([
        [ax - s, arrowY - tip],
        [ax + s, arrowY - tip],
        [ax, arrowY + tip],
      ]),
      fill: colour,
    }),
    text(
      {
        class: 'direction',
        x: ax + size * 0.45,
        y,
        'font-family': m.fonts.family,
        'font-size': size * 0.8,
        'font-weight': 'bold',
        fill: colour,
      },
      word,
    ),
  ].join('');
}

export function cardFaceLayout(texts: Texts, m: Measurer, data: PressData, def: CardDef): FaceLayout {
  const entry = cardEntry(texts, data, def);
  const colours = TYPE_COLOURS[def.type];
  const dark = isDark(def);
  const ink = dark ? FACE_INK.dark : FACE_INK.light;
  const overflows: string[] = [];
  const check = (box: string, w: Wrapped) => {
    if (!w.fits) overflows.push(box);
    return w;
  };
  // The small label over the name: the type, unless the name already says it, and the pile.
  const typeName = texts.t(`type-${def.type}`);
  const label = [
    def.pile === 'openings' ? texts.t('card-opening-name') : '',
    typeName === entry.name ? '' : typeName,
  ]
    .filter(Boolean)
    .join(' · ');
  const bandInk = def.type === 'circuit-breaker' ? '#ffffff' : colours.ink;
  const direction = def.type === 'position' ? texts.t(`direction-${def.direction.toLowerCase()}`) : '';
  const pair = def.type === 'position' ? `${def.pair[0]}/${def.pair[1]}` : '';

  let title_: string;
  if (def.type === 'position' && !def.texts) {
    title_ = positionTitle(m, { pair, word: direction }, def.direction === 'LONG', bandInk, 132);
  } else {
    const name = check(
      'name',
      fit(m, entry.name, { width: NAME_W, height: 84, size: 50, min: 24, leading: 1.1, bold: true }),
    );
    const nameBox = label ? { top: 70, height: 84 } : { top: 24, height: BAND_H - 40 };
    const nameTop =
      nameBox.top + (nameBox.height - name.lines.length * name.size * 1.1) / 2 + name.size * 0.85;
    title_ = lines(m, name.lines, {
      role: 'name',
      x: NAME_X,
      y: nameTop,
      size: name.size,
      leading: 1.1,
      fill: bandInk,
      bold: true,
    });
  }
  const mark = cardMark(texts, def);
  const band = [
    el('rect', {
      x: -BLEED,
      y: -BLEED,
      width: CARD_W + 2 * BLEED,
      height: BAND_H + BLEED,
      fill: colours.band,
    }),
    def.type === 'circuit-breaker' ? hazardStripes() : '',
    def.type === 'circuit-breaker'
      ? el('rect', {
          x: INDEX.x - 10,
          y: 20,
          width: CARD_W - INDEX.x - 24,
          height: BAND_H - 40,
          rx: 10,
          fill: '#111111',
        })
      : '',
    def.type === 'no-bid'
      ? el('rect', { x: -BLEED, y: BAND_H - 8, width: CARD_W + 2 * BLEED, height: 8, fill: colours.ink })
      : '',
    text(
      {
        x: NAME_X,
        y: 58,
        'font-family': m.fonts.family,
        'font-size': 24,
        'font-weight': 'bold',
        fill: bandInk,
      },
      label,
    ),
    title_,
  ];

  const art =
    def.type === 'position'
      ? positionArt(m, def, ART_BOX, {
          leftCity: texts.t(`city-${def.pair[0].toLowerCase()}`),
          rightCity: texts.t(`city-${def.pair[1].toLowerCase()}`),
        })
      : emblem(m, def, ART_BOX, mark?.art);

  // Flavour at the bottom (up to two lines), rules text above it, each as large as fits.
  const flavour = entry.flavour
    ? check('flavour', fit(m, entry.flavour, { width: INNER, height: 72, size: 27, min: 19, leading: 1.25 }))
    : undefined;
  const flavourTop = flavour ? FLAVOUR_BOTTOM - flavour.lines.length * flavour.size * 1.25 : FLAVOUR_BOTTOM;
  const body = check(
    'rules',
    fit(m, entry.text, { width: INNER, height: flavourTop - 14 - TEXT_TOP, size: 38, min: 20, leading: 1.3 }),
  );
  const accessibleName = def.type === 'position' ? `${pair} ${direction} ` : '';
  const indexContent =
    def.type === 'position' ? { pair: def.pair, directionWord: direction } : mark ? { mark: mark.index } : {};
  const svg = svgDocument(
    CARD_W,
    CARD_H,
    title(`${accessibleName}${entry.name}`),
    el('rect', {
      x: -BLEED,
      y: -BLEED,
      width: CARD_W + 2 * BLEED,
      height: CARD_H + 2 * BLEED,
      fill: ink.paper,
    }),
    ...band,
    art,
    lines(m, body.lines, {
      role: 'rules',
      x: PAD,
      y: TEXT_TOP + body.size,
      size: body.size,
      leading: 1.3,
      fill: ink.text,
    }),
    flavour
      ? lines(m, flavour.lines, {
          role: 'flavour',
          x: PAD,
          y: flavourTop + flavour.size,
          size: flavour.size,
          leading: 1.25,
          fill: ink.flavour,
          italic: m.fonts.hasItalic,
        })
      : '',
    cornerIndices(
      m,
      def,
      indexContent,
      { ink: bandInk, paper: colours.band, direction: def.type === 'position' },
      { ink: colours.mark, paper: ink.paper, direction: def.type === 'position' },
    ),
    text(
      {
        class: 'stamp',
        x: STAMP.x,
        y: STAMP.y,
        'font-family': m.fonts.family,
        'font-size': STAMP.size,
        fill: ink.stamp,
      },
      cardStamp(texts, data, def),
    ),
  );
  return { svg, overflows };
}

export const cardFace = (texts: Texts, m: Measurer, data: PressData, def: CardDef): string =>
  cardFaceLayout(texts, m, data, def).svg;
