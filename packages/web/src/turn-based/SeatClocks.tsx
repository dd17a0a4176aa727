/**
 * A turn-based table's clocks, beside each seat's name (public, like a chess clock): the time left
 * on each bank, which one runs, and who ran out. Drawn by the table frame for every game; a live
 * table's view carries no clocks and shows nothing. It re-reads the time each minute: a bank is
 * days long. A seated player may skip another seat whose clock ran out, once the profile's skip
 * grace has passed: the button says whom; the server plays that seat's safe default, or refuses
 * (the seat owes no move just now, say), which is said under the clocks.
 */
import type { Ack, SeatClockInfo } from '@nobid/protocol';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocale, useT } from '../i18n/i18n.ts';
import { clockState } from './clock-text.ts';
import './turn-based.css';

export function SeatClocks({
  clocks,
  names,
  me,
  now,
  onSkip,
}: {
  readonly clocks: readonly SeatClockInfo[] | undefined;
  readonly names: readonly string[];
  readonly me: number | null;
  /** Server-clock now. */
  readonly now: () => number;
  /** Skips a run-out seat (a seated player's table only). */
  readonly onSkip?: ((seat: number) => Promise<Ack<null>>) | undefined;
}): ReactNode {
  const t = useT();
  const locale = useLocale();
  const [, tick] = useState(0);
  // A refused skip: the server's refusal (`not-skippable`: the seat has no move to skip just now)
  // is worded here, in the page's language; any other problem is the server's own sentence.
  const [problem, setProblem] = useState<{ seat: number; message: string | null } | null>(null);
  useEffect(() => {
    if (!clocks?.length) return;
    const timer = setInterval(() => tick((n) => n + 1), 60_000);
    return () => clearInterval(timer);
  }, [clocks]);
  if (!clocks?.length) return null;
  const at = now();
  const skippable = (c: SeatClockInfo) =>
    onSkip !== undefined && me !== null && c.seat !== me && c.skippableFrom !== null && at >= c.skippableFrom;
  const skip = async (seat: number) => {
    setProblem(null);
    const res = await onSkip!(seat);
    if (!res.ok) setProblem({ seat, message: res.error.code === 'not-skippable' ? null : res.error.message });
  };
  return (
    <>
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
              {skippable(c) && (
                <button type="button" className="seat-skip" onClick={() => void skip(c.seat)}>
                  {t('tb-skip', { name: names[c.seat] ?? '' })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {problem && (
        <p className="seat-skip-problem" role="status">
          {problem.message ?? t('tb-skip-refused', { name: names[problem.seat] ?? '' })}
        </p>
      )}
    </>
  );
}
