/** A small line chart of a rating's history (ordinal after each rated game), in plain SVG. */
import type { RatingPoint } from '@nobid/protocol';
import type { ReactNode } from 'react';

const W = 320;
const H = 120;
const PAD = 24;

export function RatingChart({
  points,
  label,
}: {
  readonly points: readonly RatingPoint[];
  readonly label: string;
}): ReactNode {
  // The chart starts at a newcomer's 0, so one game already draws a line.
  const values = [0, ...points.map((p) => p.ordinal)];
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const span = hi - lo || 1;
  const x = (i: number) => PAD + (i * (W - 2 * PAD)) / Math.max(1, values.length - 1);
  const y = (v: number) => H - PAD / 2 - ((v - lo) * (H - PAD)) / span;
  const path = values.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  return (
    <svg
      className="rating-chart"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      data-testid="rating-chart"
    >
      <title>{label}</title>
      <line x1={PAD} x2={W - PAD} y1={y(0)} y2={y(0)} className="rating-chart-zero" />
      <text x={2} y={y(hi) + 4} className="rating-chart-axis">
        {hi.toFixed(1)}
      </text>
      <text x={2} y={y(lo) + 4} className="rating-chart-axis">
        {lo.toFixed(1)}
      </text>
      <path d={path} className="rating-chart-line" />
      {values.map((v, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the points are in order and never move.
        <circle key={i} cx={x(i)} cy={y(v)} r={3} className="rating-chart-dot" />
      ))}
    </svg>
  );
}
