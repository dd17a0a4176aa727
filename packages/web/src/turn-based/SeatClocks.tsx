/**
 * A turn-based table's clocks, beside each seat's name (public, like a chess clock): the time left
 * on each bank, which one runs, and who ran out. Drawn by the table frame for every game; a live
 * table's view carries no clocks and shows nothing. It re-reads the time each minute: a bank is
 * days long.
 */
import type { SeatClockInfo } from '@nobid/protocol';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocale, useT } from '../i18n/i18n.ts';
import { clockState } from './clock-text.ts';
import './turn-based.css';

export function SeatClocks({
  clocks,
  names,
  me,
  now,
}: {
  readonly clocks: readonly SeatClockInfo[] | undefined;
  readonly names: readonly string[];
  readonly me: number | null;
  /** Server-clock now. */
  readonly now: () => number;
}): ReactNode {
  const t = useT();
  const locale = useLocale();
  const [, tick] = useState(0);
  useEffect(() => {
    if (!clocks?.length) return;
    const timer = setInterval(() => tick((n) => n + 1), 60_000);
    return () => clearInterval(timer);
  }, [clocks]);
  if (!clocks?.length) return null;
  const at = now();
  return (
    <ul className="seat-clocks" aria-label={t('tb-speed')}>
      {clocks.map((c) => {
        const state = clockState(c, at, locale);
        if (!state) return null;
        return (
          <li
            key={c.seat}
            className={`seat-clock${c.runningSince !== null ? ' running' : ''}${state.key === 'tb-clock-out' ? ' out' : ''}`}
            data-seat={c.seat}
          >
            <span className="seat-clock-name">
              {names[c.seat] ?? ''}
              {c.seat === me && <span className="you"> {t('you')}</span>}
            </span>{' '}
            <span className="seat-clock-time">
              {state.key === 'tb-clock-out' ? t(state.key) : t(state.key, { time: state.time })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
