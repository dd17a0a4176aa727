/**
 * One colour per card type, the same on card faces and in the rulebook. Every colour that text is
 * set in is listed with the colour under it in `TEXT_ON` (the contrast test reads that list), so a
 * colour change that makes a word hard to read fails a test.
 */
import type { CardType, Direction } from './data.ts';

export interface TypeColours {
  /** The type band and the accents. */
  readonly band: string;
  /** Text set on the band. */
  readonly ink: string;
  /** A light tint of the band for the rulebook's table rows. */
  readonly tint: string;
  /** The art panel of a face (the tint, or dark on the dark counters). */
  readonly panel: string;
  /** Text and marks set on the panel (the "+1" of a Leverage). */
  readonly mark: string;
}

export const TYPE_COLOURS: Readonly<Record<CardType, TypeColours>> = {
  position: { band: '#d9d4c7', ink: '#1c1c1c', tint: '#f4f2ec', panel: '#f4f2ec', mark: '#4a463c' },
  leverage: { band: '#1f5fbf', ink: '#ffffff', tint: '#e6eef9', panel: '#e6eef9', mark: '#1a4f9f' },
  // Darker than a signal orange: white on it must read at 4.5:1.
  drawdown: { band: '#a84f0c', ink: '#ffffff', tint: '#fcefe2', panel: '#fcefe2', mark: '#8f430a' },
  order: { band: '#6a3ea1', ink: '#ffffff', tint: '#efe8f7', panel: '#efe8f7', mark: '#5a3489' },
  'no-bid': { band: '#111111', ink: '#d4af37', tint: '#f6f0dc', panel: '#262626', mark: '#d4af37' },
  'circuit-breaker': { band: '#111111', ink: '#ffd400', tint: '#fff8cc', panel: '#262626', mark: '#ffd400' },
};

export const GOLD = '#d4af37';
export const HAZARD_YELLOW = '#ffd400';

/** The chart line and direction word of a Position: green rising for LONG, red falling for SHORT. */
export const DIRECTION_COLOURS: Readonly<Record<Direction, string>> = { LONG: '#11683a', SHORT: '#a8231b' };

/** The face's paper and the text on it: light faces, and the dark counters (No Bid, Circuit Breaker). */
export const FACE_INK = {
  light: { paper: '#ffffff', text: '#1c1c1c', flavour: '#5a564c', stamp: '#6b665a' },
  dark: { paper: '#161616', text: '#f2f2f2', flavour: '#bbbbbb', stamp: '#9a9a9a' },
} as const;

/** The backs: a deep field with a lighter pattern, white words; nothing like a face's paper. */
export const BACK_COLOURS = {
  main: { field: '#0f2a4a', pattern: '#1d4673', accent: '#7fb2e5', ink: '#ffffff' },
  openings: { field: '#0d3b2e', pattern: '#1b5c48', accent: '#7fd1b0', ink: '#ffffff' },
} as const;

export interface TextPair {
  readonly what: string;
  readonly ink: string;
  readonly paper: string;
}

/** Every pairing of text colour and the colour under it that a face or a back prints. */
export const TEXT_ON: readonly TextPair[] = [
  ...Object.entries(TYPE_COLOURS).flatMap(([type, c]): TextPair[] => [
    { what: `${type} band`, ink: type === 'circuit-breaker' ? '#ffffff' : c.ink, paper: c.band },
    { what: `${type} mark on its art panel`, ink: c.mark, paper: c.panel },
    {
      what: `${type} index on the paper (bottom right)`,
      ink: c.mark,
      paper: type === 'no-bid' || type === 'circuit-breaker' ? FACE_INK.dark.paper : FACE_INK.light.paper,
    },
  ]),
  ...(['light', 'dark'] as const).flatMap((tone): TextPair[] => [
    { what: `${tone} face text`, ink: FACE_INK[tone].text, paper: FACE_INK[tone].paper },
    { what: `${tone} face flavour`, ink: FACE_INK[tone].flavour, paper: FACE_INK[tone].paper },
    { what: `${tone} face stamp`, ink: FACE_INK[tone].stamp, paper: FACE_INK[tone].paper },
  ]),
  ...Object.entries(DIRECTION_COLOURS).flatMap(([d, colour]): TextPair[] => [
    { what: `${d} word on the Position band`, ink: colour, paper: TYPE_COLOURS.position.band },
    { what: `${d} word in the bottom index`, ink: colour, paper: FACE_INK.light.paper },
  ]),
  ...Object.entries(BACK_COLOURS).flatMap(([pile, c]): TextPair[] => [
    { what: `${pile} back title`, ink: c.ink, paper: c.field },
    { what: `${pile} back title over its pattern`, ink: c.ink, paper: c.pattern },
  ]),
];

const channel = (v: number): number => {
  const c = v / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
