/**
 * Startups in print, in the press's style system: company cards (the company's colour in the
 * band, its name, its number of cards large, as many pips, and the project's own geometric
 * emblem), a card back, the anti-monopoly chips and the coins (1 on one side, 3 on the other).
 * Every face carries the short notice (the game is Oink Games'; personal play, not for sale).
 *
 * The press does not depend on @nobid/startups: the caller brings the companies (key and cards,
 * from its companies.ts) and its rules.ftl, whose `company-<key>` messages name them.
 */

import { createBundle, type Lang, typeset } from '@nobid/i18n';
import { fit, type Measurer } from '../cards/fit.ts';
import { BLEED, CARD_H, CARD_W } from '../cards/geometry.ts';
import { el, points, svgDocument, text, title } from '../cards/svg.ts';
import { FACE_INK } from '../colours.ts';
import { companyStamp } from './stamp.ts';
import { STARTUPS_FTL } from './startups-ftl.ts';

export interface Company {
  readonly key: string;
  readonly cards: number;
}

/** One colour per company, in the order of the game's list; white text on each reads at 4.5:1. */
export const COMPANY_COLOURS: readonly string[] = [
  '#8a5d00',
  '#a8321f',
  '#a3265f',
  '#6a4a1a',
  '#1f6385',
  '#3d4aa0',
];

export interface StartupsTexts {
  readonly lang: Lang;
  t(id: string, args?: Record<string, string | number>): string;
}

/** The game's rules.ftl and the press's Startups messages, in one bundle. */
export function startupsTexts(lang: Lang, rulesFtl: string): StartupsTexts {
  const bundle = createBundle(lang, [rulesFtl, STARTUPS_FTL[lang]]);
  return {
    lang,
    t(id, args) {
      const message = bundle.getMessage(id);
      if (!message?.value) throw new Error(`no Startups text "${id}" in ${lang}`);
      return typeset(bundle.formatPattern(message.value, args ?? null), lang);
    },
  };
}

/** The corners of company i's emblem (0: a circle). */
const emblemSides = (i: number): number => [0, 3, 4, 5, 6, 8][i % 6]!;

/** The project's own emblem of company i: a shape per company, no animal drawings of the original. */
function emblem(i: number, cx: number, cy: number, r: number, fill: string): string {
  const sides = emblemSides(i);
  if (sides === 0) return el('circle', { cx, cy, r, fill });
  const pts = Array.from({ length: sides }, (_, k): [number, number] => {
    const a = -Math.PI / 2 + (k * 2 * Math.PI) / sides;
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
  });
  return el('polygon', { points: points(pts), fill });
}

function notice(m: Measurer, line: string, y: number, fill: string): string {
  const f = fit(m, line, { width: CARD_W - 80, height: 24, size: 18, min: 11, leading: 1 });
  return text(
    {
      class: 'notice',
      x: CARD_W / 2,
      y,
      'font-family': m.fonts.family,
      'font-size': f.size,
      'text-anchor': 'middle',
      fill,
    },
    f.lines.join(' '),
  );
}

/** The stamp's baseline: bottom right of the white field, above the notice's band, inside every safe zone. */
const STAMP = { x: CARD_W - 40, y: 762, size: 17 };

export function companyFace(m: Measurer, t: StartupsTexts, company: Company, index: number): string {
  const colour = COMPANY_COLOURS[index % COMPANY_COLOURS.length]!;
  const name = t.t(`company-${company.key}`);
  const line = t.t('startups-short-notice');
  const fitted = fit(m, name, {
    width: CARD_W - 170,
    height: 110,
    size: 50,
    min: 26,
    leading: 1.1,
    bold: true,
  });
  const family = m.fonts.family;
  const big = (x: number, y: number, size: number) =>
    text(
      {
        x,
        y,
        'font-family': family,
        'font-size': size,
        'font-weight': 'bold',
        'text-anchor': 'middle',
        fill: '#ffffff',
      },
      String(company.cards),
    );
  const pips = Array.from({ length: company.cards }, (_, k) =>
    el('circle', { cx: CARD_W / 2 + (k - (company.cards - 1) / 2) * 40, cy: 700, r: 13, fill: colour }),
  );
  return svgDocument(
    CARD_W,
    CARD_H,
    title(`${name} (${company.cards})`),
    el('rect', {
      x: -BLEED,
      y: -BLEED,
      width: CARD_W + 2 * BLEED,
      height: CARD_H + 2 * BLEED,
      fill: '#ffffff',
    }),
    el('rect', { x: -BLEED, y: -BLEED, width: CARD_W + 2 * BLEED, height: 200 + BLEED, fill: colour }),
    big(80, 120, 90),
    ...fitted.lines.map((line, k) =>
      text(
        {
          class: 'name',
          x: 150,
          y:
            100 -
            ((fitted.lines.length - 1) * fitted.size * 1.1) / 2 +
            k * fitted.size * 1.1 +
            fitted.size * 0.35,
          'font-family': family,
          'font-size': fitted.size,
          'font-weight': 'bold',
          fill: '#ffffff',
        },
        line,
      ),
    ),
    el('circle', { cx: CARD_W / 2, cy: 440, r: 170, fill: mix(colour, 0.14) }),
    emblem(index, CARD_W / 2, 440, 120, colour),
    text(
      {
        x: CARD_W / 2,
        y: 470,
        'font-family': family,
        'font-size': 90,
        'font-weight': 'bold',
        'text-anchor': 'middle',
        fill: '#ffffff',
      },
      String(company.cards),
    ),
    ...pips,
    text(
      {
        class: 'stamp',
        x: STAMP.x,
        y: STAMP.y,
        'font-family': family,
        'font-size': STAMP.size,
        'text-anchor': 'end',
        fill: FACE_INK.light.stamp,
      },
      companyStamp({
        lang: t.lang,
        key: company.key,
        cards: company.cards,
        colour,
        emblem: emblemSides(index),
        name,
        notice: line,
      }),
    ),
    el('rect', { x: -BLEED, y: 780, width: CARD_W + 2 * BLEED, height: 100 + BLEED, fill: colour }),
    notice(m, line, 845, '#ffffff'),
  );
}

export function startupsBack(m: Measurer, t: StartupsTexts): string {
  const family = m.fonts.family;
  const word = (turn: boolean) =>
    text(
      {
        x: CARD_W / 2,
        y: 300,
        'font-family': family,
        'font-size': 70,
        'font-weight': 'bold',
        'text-anchor': 'middle',
        fill: '#ffffff',
        ...(turn ? { transform: `rotate(180 ${CARD_W / 2} ${CARD_H / 2})` } : {}),
      },
      t.t('startups-title'),
    );
  const dots = COMPANY_COLOURS.map((c, i) =>
    emblem(i, 165 + (i % 3) * 150, 410 + Math.floor(i / 3) * 60, 24, c),
  );
  return svgDocument(
    CARD_W,
    CARD_H,
    title(t.t('startups-title')),
    el('rect', {
      x: -BLEED,
      y: -BLEED,
      width: CARD_W + 2 * BLEED,
      height: CARD_H + 2 * BLEED,
      fill: '#24262b',
    }),
    el('rect', {
      x: 46,
      y: 46,
      width: CARD_W - 92,
      height: CARD_H - 92,
      rx: 24,
      fill: 'none',
      stroke: '#e8e8e8',
      'stroke-width': 4,
    }),
    word(false),
    word(true),
    ...dots,
  );
}

/** Each channel of a colour times `f` (a little darker: the cut line on a token's bleed). */
const scaled = (hex: string, f: (v: number) => number): string =>
  `#${(hex.match(/\w\w/g) ?? [])
    .map((h) =>
      Math.round(f(Number.parseInt(h, 16)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
const darker = (hex: string): string => scaled(hex, (v) => v * 0.7);
/** `share` of the colour on white paper, as one opaque colour: a shop's PDF takes no transparency. */
const mix = (hex: string, share: number): string => scaled(hex, (v) => 255 - (255 - v) * share);

/**
 * A round token of `size` units (a chip 250 = 25 mm, a coin 200 = 20 mm). `bleed` (the print and
 * play sheet): the colour runs 2 mm past the edge (the sheet's bleed), where a thin darker circle
 * shows the cut, so scissors or a punch a little off still leave colour to the edge.
 */
function token(
  m: Measurer,
  size: number,
  fill: string,
  lines: readonly string[],
  sizes: readonly number[],
  bleed = false,
): string {
  const c = size / 2;
  return svgDocument(
    size,
    size,
    ...(bleed
      ? [
          el('circle', { cx: c, cy: c, r: c + 20, fill }),
          el('circle', { cx: c, cy: c, r: c - 1.5, fill: 'none', stroke: darker(fill), 'stroke-width': 3 }),
        ]
      : [el('circle', { cx: c, cy: c, r: c - 2, fill })]),
    el('circle', { cx: c, cy: c, r: c - 16, fill: 'none', stroke: '#ffffff', 'stroke-width': 4 }),
    ...lines.map((line, k) =>
      text(
        {
          x: c,
          y: c + (k - (lines.length - 1) / 2) * sizes[k]! * 1.1 + sizes[k]! * 0.35,
          'font-family': m.fonts.family,
          'font-size': sizes[k]!,
          'font-weight': 'bold',
          'text-anchor': 'middle',
          fill: '#ffffff',
        },
        line,
      ),
    ),
  );
}

export const chipFace = (
  m: Measurer,
  t: StartupsTexts,
  company: Company,
  index: number,
  bleed = false,
): string => {
  const name = t.t(`company-${company.key}`);
  const label = t.t('startups-chip');
  const nameSize = fit(m, name, { width: 190, height: 30, size: 24, min: 12, leading: 1, bold: true }).size;
  const labelSize = fit(m, label, { width: 180, height: 26, size: 22, min: 12, leading: 1, bold: true }).size;
  return token(
    m,
    250,
    COMPANY_COLOURS[index % COMPANY_COLOURS.length]!,
    [label, name],
    [labelSize, nameSize],
    bleed,
  );
};

export const coinFace = (m: Measurer, t: StartupsTexts, value: 1 | 3, bleed = false): string =>
  token(m, 200, value === 1 ? '#9c7a12' : '#5f6b73', [String(value), t.t('startups-coin')], [80, 22], bleed);
