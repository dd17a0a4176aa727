/**
 * A decision asked of this seat outside the plain "play a card" flow: Stop Loss, the Stop Out
 * choice, a discard, or choosing a target. It sits at the bottom with its own timer and says
 * which default will be taken when the timer runs out.
 */
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { Countdown } from '../../table/Countdown.tsx';

export interface PromptProps {
  /** What is asked ('act', 'target', 'stop-loss', 'stop-out', 'discard'), for styling and tests. */
  readonly kind: string;
  readonly title: string;
  readonly detail?: string;
  readonly defaultText?: string;
  readonly deadline: number | null;
  readonly totalMs: number;
  readonly now: () => number;
  readonly children?: ReactNode;
}

export function Prompt(props: PromptProps): ReactNode {
  const t = useT();
  return (
    <section className="prompt" data-prompt={props.kind} aria-labelledby="prompt-title">
      <Countdown deadline={props.deadline} totalMs={props.totalMs} now={props.now} size={32} />
      <div className="prompt-body">
        <h2 id="prompt-title" className="prompt-title">
          {props.title}
        </h2>
        {props.detail && <p className="prompt-detail">{props.detail}</p>}
        {props.defaultText && props.deadline !== null && (
          <p className="prompt-default">{t('prompt-default', { choice: props.defaultText })}</p>
        )}
      </div>
      <div className="prompt-actions">{props.children}</div>
    </section>
  );
}
