/** One colour per card type, the same on card faces, in the rulebook and in the client (design/ui.md). */
import type { CardType, Direction } from './data.ts';

export interface TypeColours {
  /** The type band and the accents. */
  readonly band: string;
  /** Text set on the band. */
  readonly ink: string;
  /** A light tint of the band for table rows and card backgrounds. */
  readonly tint: string;
}

export const TYPE_COLOURS: Readonly<Record<CardType, TypeColours>> = {
  position: { band: '#d9d4c7', ink: '#1c1c1c', tint: '#f4f2ec' },
  leverage: { band: '#1f5fbf', ink: '#ffffff', tint: '#e6eef9' },
  drawdown: { band: '#e0761b', ink: '#ffffff', tint: '#fcefe2' },
  order: { band: '#6a3ea1', ink: '#ffffff', tint: '#efe8f7' },
  'no-bid': { band: '#111111', ink: '#d4af37', tint: '#f6f0dc' },
  'circuit-breaker': { band: '#111111', ink: '#ffd400', tint: '#fff8cc' },
};

export const GOLD = '#d4af37';
export const HAZARD_YELLOW = '#ffd400';

/** The chart line of a Position: green rising for LONG, red falling for SHORT. */
export const DIRECTION_COLOURS: Readonly<Record<Direction, string>> = { LONG: '#1a9e4b', SHORT: '#d23a2f' };
