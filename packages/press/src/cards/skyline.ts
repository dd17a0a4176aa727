/**
 * A city drawn as a skyline silhouette, so that "the two cities either side of the chart line"
 * (the rulebook's "Reading the art") are pictures and not only names. Each currency's city gets
 * its own skyline, made from its code (a small deterministic hash: the same city always looks the
 * same, and no two of the game's cities share one), with one landmark shape on top of its tallest
 * tower: a spire, a dome, a stepped crown or a mast.
 */
import { el, fmt, points } from './svg.ts';

export interface SkylineBox {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** A small string hash (FNV-1a), the seed of a city's shapes. */
function seedOf(code: string): number {
  let h = 2166136261;
  for (const ch of code) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** A repeatable sequence of numbers in [0, 1) from a seed (xorshift). */
function sequence(seed: number): () => number {
  let s = seed || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

export function skyline(code: string, box: SkylineBox, fill: string, windows: string): string {
  const next = sequence(seedOf(code));
  const count = 5 + Math.floor(next() * 3);
  const widths = Array.from({ length: count }, () => 0.6 + next());
  const total = widths.reduce((a, b) => a + b, 0);
  const heights = widths.map(() => 0.3 + next() * 0.45);
  const tallest = heights.indexOf(Math.max(...heights));
  heights[tallest] = 0.78;
  const landmark = seedOf(code) % 4;
  const base = box.y + box.h;
  const parts: string[] = [];
  let x = box.x;
  widths.forEach((wf, i) => {
    const w = (wf / total) * box.w;
    const h = heights[i]! * box.h;
    parts.push(el('rect', { x: x + 1, y: base - h, width: w - 2, height: h, fill }));
    // Two columns of windows in the taller blocks.
    if (h > box.h * 0.4 && w > 14)
      for (let wy = base - h + 10; wy < base - 12; wy += 16)
        for (const fx of [0.3, 0.62])
          parts.push(
            el('rect', { x: x + w * fx, y: wy, width: Math.max(3, w * 0.14), height: 6, fill: windows }),
          );
    if (i === tallest) {
      const cx = x + w / 2;
      const top = base - h;
      if (landmark === 0)
        parts.push(
          el('polygon', {
            points: points([
              [cx - w * 0.3, top],
              [cx, top - box.h * 0.2],
              [cx + w * 0.3, top],
            ]),
            fill,
          }),
        );
      else if (landmark === 1)
        parts.push(
          el('path', {
            d: `M${fmt(cx - w * 0.4)} ${fmt(top)} A${fmt(w * 0.4)} ${fmt(w * 0.4)} 0 0 1 ${fmt(cx + w * 0.4)} ${fmt(top)} Z`,
            fill,
          }),
        );
      else if (landmark === 2)
        parts.push(
          el('rect', { x: cx - w * 0.3, y: top - 10, width: w * 0.6, height: 10, fill }),
          el('rect', { x: cx - w * 0.15, y: top - 20, width: w * 0.3, height: 10, fill }),
        );
      else parts.push(el('rect', { x: cx - 1.5, y: top - box.h * 0.2, width: 3, height: box.h * 0.2, fill }));
    }
    x += w;
  });
  return el('g', { class: 'skyline', 'data-city': code }, ...parts);
}
