/**
 * The reaction bar, a strip across the centre while a window is open: a countdown ring,
 * `No Bid (n)`, `Circuit Breaker (n)` and `Pass`. It looks the same whether or not you hold a
 * counter (that keeps the secret): with none in hand a counter button is still there, reads as
 * unavailable to you (dimmed, `aria-disabled`) and says why in its tooltip; a click only tells you so.
 */
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { Countdown } from '../../table/Countdown.tsx';

export interface ReactionBarProps {
  readonly deadline: number | null;
  readonly totalMs: number;
  readonly now: () => number;
  /** This seat is asked to answer the window (false once it has passed, and for spectators). */
  readonly canAnswer: boolean;
  readonly spectator: boolean;
  readonly noBid: number;
  readonly circuitBreaker: number;
  readonly onNoBid: () => void;
  readonly onCircuitBreaker: () => void;
  readonly onPass: () => void;
  readonly autoPass: boolean;
  readonly onAutoPass: (on: boolean) => void;
  readonly topCardName: string;
  /** The window is on this seat's own card and the server passes it for them (not asked). */
  readonly ownCard?: boolean;
  /** More of the seat's window settings, after auto-pass (answer my own cards). */
  readonly settings?: ReactNode;
}

export function ReactionBar(props: ReactionBarProps): ReactNode {
  const t = useT();
  return (
    <section className="reaction-bar" aria-label={t('reaction-window')}>
      <Countdown deadline={props.deadline} totalMs={props.totalMs} now={props.now} />
      <span className="reaction-question">
        {props.spectator
          ? t('reaction-watching', { card: props.topCardName })
          : props.canAnswer
            ? t('reaction-question', { card: props.topCardName })
            : props.ownCard
              ? t('own-cards-passing')
              : t('reaction-passed')}
      </span>
      {!props.spectator && (
        <span className="reaction-buttons">
          <button
            type="button"
            className={`btn btn-nobid${props.noBid === 0 ? ' none-held' : ''}`}
            disabled={!props.canAnswer}
            aria-disabled={props.noBid === 0 ? true : undefined}
            title={props.noBid === 0 ? t('counter-none-held', { card: t('card-no-bid-name') }) : undefined}
            onClick={props.onNoBid}
            aria-keyshortcuts="N"
          >
            {t('btn-no-bid', { count: props.noBid })}
          </button>
          <button
            type="button"
            className={`btn btn-cb${props.circuitBreaker === 0 ? ' none-held' : ''}`}
            disabled={!props.canAnswer}
            aria-disabled={props.circuitBreaker === 0 ? true : undefined}
            title={
              props.circuitBreaker === 0
                ? t('counter-none-held', { card: t('card-circuit-breaker-name') })
                : undefined
            }
            onClick={props.onCircuitBreaker}
            aria-keyshortcuts="B"
          >
            {t('btn-circuit-breaker', { count: props.circuitBreaker })}
          </button>
          <button
            type="button"
            className="btn btn-pass"
            disabled={!props.canAnswer}
            onClick={props.onPass}
            aria-keyshortcuts="P"
          >
            {t('btn-pass')}
          </button>
          <label className="auto-pass">
            <input
              type="checkbox"
              checked={props.autoPass}
              onChange={(e) => props.onAutoPass(e.currentTarget.checked)}
            />
            {t('auto-pass')}
          </label>
          {props.settings}
        </span>
      )}
    </section>
  );
}
