/**
 * Icons a player tells apart at corner size (issue 30, Build 6): every corner icon of every shipped
 * edition is rasterised at its printed size at 300 dpi (the smaller corner, 5.2 mm: 61 px), and
 * every two kinds' icons must differ in at least MIN_APART of the pixels either one inks, at the
 * best alignment within ±3 px (so that a shift alone cannot make two icons differ). The icons
 * before the redesign (Flash Crash, Short Squeeze and Margin Squeeze, a target with figures of
 * about a millimetre; IPO and Bull Run, a star with figures) were 0.09–0.21 apart; the nearest
 * other pair was 0.39.
 */
import { SHIPPED_EDITIONS } from '@nobid/nobid';
import { describe, expect, it } from 'vitest';
import { cardIcon } from '../src/cards/icons.ts';
import { svgToPixels } from '../src/cards/png.ts';
import { type CardDef, pressDataOf } from '../src/index.ts';

/** The smaller corner icon's half extent (corner.ts: 26 beside a count mark, 34 alone), in 0.1 mm. */
const HALF = 26;
const PIXELS = Math.round(((2 * HALF) / 10 / 25.4) * 300);
const MAX_SHIFT = 3;
const MIN_APART = 0.3;

interface Ink {
  readonly on: Uint8Array;
  readonly size: number;
}

/** The icon in black on white, as the pixels that carry ink. */
function inkOf(def: CardDef): Ink {
  const box = `${-HALF} ${-HALF} ${2 * HALF} ${2 * HALF}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box}"><rect x="${-HALF}" y="${-HALF}" width="${2 * HALF}" height="${2 * HALF}" fill="#fff"/>${cardIcon(def, 0, 0, HALF, '#000', '#fff')}</svg>`;
  const { pixels, width } = svgToPixels(svg, 'en', PIXELS);
  const on = new Uint8Array(width * width);
  for (let i = 0; i < on.length; i++) on[i] = pixels[i * 4]! < 128 ? 1 : 0;
  return { on, size: width };
}

/** The share of inked pixels that differ (1 − Jaccard), at the best shift of b over a. */
function apart(a: Ink, b: Ink): number {
  const n = a.size;
  let best = 1;
  for (let dy = -MAX_SHIFT; dy <= MAX_SHIFT; dy++)
    for (let dx = -MAX_SHIFT; dx <= MAX_SHIFT; dx++) {
      let differ = 0;
      let inked = 0;
      for (let y = 0; y < n; y++)
        for (let x = 0; x < n; x++) {
          const p = a.on[y * n + x]!;
          const sx = x + dx;
          const sy = y + dy;
          const q = sx >= 0 && sy >= 0 && sx < n && sy < n ? b.on[sy * n + sx]! : 0;
          inked += p | q;
          differ += p ^ q;
        }
      if (inked) best = Math.min(best, differ / inked);
    }
  return best;
}

describe('corner icons at their printed size', () => {
  for (const edition of SHIPPED_EDITIONS) {
    const data = pressDataOf(edition);
    it(`${edition.name} ${edition.version}: every two kinds differ in at least ${MIN_APART * 100}% of their ink`, () => {
      const icons = data.cards.filter((d) => d.type !== 'position').map((d) => [d.kind, inkOf(d)] as const);
      const tooAlike: string[] = [];
      for (let i = 0; i < icons.length; i++)
        for (let j = i + 1; j < icons.length; j++) {
          const d = apart(icons[i]![1], icons[j]![1]);
          if (d < MIN_APART) tooAlike.push(`${icons[i]![0]} ~ ${icons[j]![0]}: ${d.toFixed(2)}`);
        }
      expect(tooAlike).toEqual([]);
    });
  }

  it('the measure is not blind: an icon against itself is 0, and against its mirror more than 0', () => {
    const data = pressDataOf(SHIPPED_EDITIONS[0]!);
    const icon = inkOf(data.cards.find((d) => d.type === 'drawdown')!);
    expect(apart(icon, icon)).toBe(0);
    const mirrored = new Uint8Array(icon.on.length);
    for (let y = 0; y < icon.size; y++)
      for (let x = 0; x < icon.size; x++)
        mirrored[y * icon.size + x] = icon.on[(icon.size - 1 - y) * icon.size + x]!;
    expect(apart(icon, { on: mirrored, size: icon.size })).toBeGreaterThan(MIN_APART);
  });
});
