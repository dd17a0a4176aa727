/** A countdown ring to a server-clock deadline; it only shows time, it decides nothing. */
import { type ReactNode, useEffect, useState } from 'react';
import { useLocale, useT } from '../i18n/i18n.ts';
import { compactDuration, durationText } from '../turn-based/clock-text.ts';

export interface CountdownProps {
  readonly deadline: number | null;
  /** The full length, for the ring's fraction. */
  readonly totalMs: number;
  readonly now: () => number;
  readonly size?: number;
}

export function useTicker(active: boolean, ms = 250): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTick((n) => n + 1), ms);
    return () => clearInterval(timer);
  }, [active, ms]);
}

export function Countdown({ deadline, totalMs, now, size = 40 }: CountdownProps): ReactNode {
  const t = useT();
  const locale = useLocale();
  useTicker(deadline !== null);
  if (deadline === null) return null;
  const left = Math.max(0, deadline - now());
  const fraction = totalMs > 0 ? Math.min(1, left / totalMs) : 0;
  const seconds = Math.ceil(left / 1000);
  // A turn-based table's deadlines are hours away: seconds past a thousand read as days, hours, minutes.
  const long = seconds >= 1000;
  const title = long ? durationText(left, locale) : t('timer-left', { seconds });
  const r = 16;
  const circumference = 2 * Math.PI * r;
  return (
    <span className={`countdown${seconds <= 3 ? ' urgent' : ''}`} title={title}>
      <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
        <circle className="countdown-track" cx="20" cy="20" r={r} />
        <circle
          className="countdown-ring"
          cx="20"
          cy="20"
          r={r}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - fraction)}
        />
      </svg>
      {/* Three digits (a two-minute timer) need a smaller figure to stay inside the ring. */}
      <span
        className="countdown-text"
        style={{ fontSize: Math.round(size * (long || seconds >= 100 ? 0.28 : 0.36)) }}
      >
        {long ? compactDuration(left, locale) : seconds}
      </span>
      <span className="visually-hidden">{title}</span>
    </span>
  );
}
