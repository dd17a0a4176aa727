/** Turn number, the two steps of a turn (Take · Put down), whose turn it is and its timer. */

import type { StartupsView } from '@nobid/startups';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { Countdown } from '../../table/Countdown.tsx';

const STEPS = ['take', 'play'] as const;

/** The turn being played (1-based); at the end, the number of turns played. */
export const turnOf = (view: StartupsView): number => (view.phase === 'over' ? view.turn : view.turn + 1);

export interface StatusStripProps {
  readonly view: StartupsView;
  readonly me: number | null;
  readonly names: readonly string[];
  readonly deadline: number | null;
  readonly totalMs: number;
  readonly now: () => number;
}

export function StatusStrip({ view, me, names, deadline, totalMs, now }: StatusStripProps): ReactNode {
  const t = useT();
  const over = view.phase === 'over';
  return (
    <div className="status-strip su-status">
      <span className="status-turn">{t('turn-number', { turn: turnOf(view) })}</span>
      <ol className="steps" aria-label={t('su-steps')}>
        {STEPS.map((s) => (
          <li
            key={s}
            className={s === view.phase ? 'current' : ''}
            aria-current={s === view.phase ? 'step' : undefined}
          >
            {t(`su-step-${s}`)}
          </li>
        ))}
      </ol>
      <span className="status-who">
        {over
          ? t('game-over')
          : me === view.active
            ? t('your-turn')
            : t('players-turn', { player: names[view.active] ?? '' })}
      </span>
      {!over && <Countdown deadline={deadline} totalMs={totalMs} now={now} size={28} />}
    </div>
  );
}
