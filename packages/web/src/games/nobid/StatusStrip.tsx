/** Whose turn, which step (Open · Draw · Act · Close), who we are waiting for, and the turn timer. */

import type { ViewUpdate } from '@nobid/protocol';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { Countdown } from '../../table/Countdown.tsx';
import { currentStep, STEPS } from './steps.ts';
import type { WireView } from './wire-view.ts';

export interface StatusStripProps {
  readonly view: WireView;
  readonly update: ViewUpdate;
  readonly names: readonly string[];
  readonly now: () => number;
  readonly totalMs: number;
}

export function StatusStrip({ view, update, names, now, totalMs }: StatusStripProps): ReactNode {
  const t = useT();
  // Over: no step is the current one any more.
  const step = view.outcome ? null : currentStep(view);
  const mine = update.decisions.find((d) => d.kind !== 'respond');
  const waiting = update.waitingFor[0];
  const deadline = mine?.deadline ?? waiting?.deadline ?? null;
  // Whom the table waits for, by name: never the viewer, whom the prompt asks ("you", not "Ann").
  const other = update.waitingFor.find((w) => w.seat !== update.seat);
  const who =
    update.seat !== null && view.active === update.seat
      ? t('your-turn')
      : t('players-turn', { player: names[view.active] ?? '' });
  return (
    <div className="status-strip">
      <span className="status-turn">{t('turn-number', { turn: view.turn })}</span>
      <ol className="steps" aria-label={t('steps')}>
        {STEPS.map((s) => (
          <li key={s} className={s === step ? 'current' : ''} aria-current={s === step ? 'step' : undefined}>
            {t(`step-${s}`)}
          </li>
        ))}
      </ol>
      <span className="status-who">{view.outcome ? t('game-over') : who}</span>
      {other && !view.outcome && other.seat !== view.active && (
        <span className="status-waiting">
          {t('waiting-for', { player: names[other.seat] ?? '', decision: t(`decision-${other.kind}`) })}
        </span>
      )}
      {!view.outcome && <Countdown deadline={deadline} totalMs={totalMs} now={now} size={28} />}
    </div>
  );
}
