/**
 * "What would the hard bot do?" at one of the viewer's own decisions: the hard bot's search runs
 * on the view the player had then (in a web worker), and the panel shows its choice, every
 * option's win estimate and how the player's own move compares.
 */
import type { ReplayStep, TableSettings } from '@nobid/protocol';
import { type ReactNode, useState } from 'react';
import { useLocale, useT } from '../../i18n/i18n.ts';
import type { AnalysisResult } from './analysis.ts';
import { moveLabel } from './move-label.ts';
import { runAnalysis } from './run-analysis.ts';

type Status =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running' }
  | { readonly kind: 'done'; readonly result: AnalysisResult }
  | { readonly kind: 'failed'; readonly message: string };

export interface AnalysisPanelProps {
  readonly settings: TableSettings;
  readonly step: ReplayStep;
  readonly seat: number;
  readonly names: readonly string[];
  /** The same seed gives the same answer: the table, the seat and the step. */
  readonly seed: string;
}

const percent = (x: number) => `${Math.round(x * 100)}%`;

export function AnalysisPanel({ settings, step, seat, names, seed }: AnalysisPanelProps): ReactNode {
  const t = useT();
  const locale = useLocale();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const label = (action: unknown) => moveLabel(action, { settings, names, t, locale, view: step.view });
  const ask = () => {
    setStatus({ kind: 'running' });
    runAnalysis({ settings, view: step.view, seat, legal: step.legal, played: step.played, seed }).then(
      (result) => setStatus({ kind: 'done', result }),
      (err: Error) => setStatus({ kind: 'failed', message: err.message }),
    );
  };
  return (
    <section className="analysis" aria-labelledby="analysis-title">
      <h2 id="analysis-title" className="visually-hidden">
        {t('analysis-ask')}
      </h2>
      {status.kind === 'idle' && (
        <button type="button" className="btn btn-primary" onClick={ask}>
          {t('analysis-ask')}
        </button>
      )}
      {status.kind === 'running' && (
        <p role="status" className="analysis-running">
          {t('analysis-running')}
        </p>
      )}
      {status.kind === 'failed' && (
        <p role="alert" className="problem">
          {t('analysis-failed', { message: status.message })}
        </p>
      )}
      {status.kind === 'done' && <AnalysisResultView result={status.result} label={label} />}
    </section>
  );
}

function AnalysisResultView({
  result,
  label,
}: {
  readonly result: AnalysisResult;
  readonly label: (action: unknown) => string;
}): ReactNode {
  const t = useT();
  const choice = result.options.find((o) => o.key === result.choiceKey);
  const verdict = result.verdict;
  return (
    <div className="analysis-result" role="status">
      <p className="analysis-choice">{t('analysis-choice', { move: choice ? label(choice.action) : '?' })}</p>
      <p className={`analysis-verdict${verdict?.amongBest ? ' good' : ''}`}>
        {result.playedKey === null
          ? t('analysis-no-move')
          : verdict?.amongBest
            ? t('analysis-verdict-best')
            : t('analysis-verdict-other', { rank: verdict?.rank ?? 0, of: verdict?.of ?? 0 })}
      </p>
      <table className="analysis-table">
        <thead>
          <tr>
            <th scope="col">{t('analysis-col-move')}</th>
            <th scope="col">{t('analysis-col-win')}</th>
            <th scope="col">{t('analysis-col-tries')}</th>
          </tr>
        </thead>
        <tbody>
          {result.options.map((o) => (
            <tr
              key={o.key}
              className={`${o.key === result.choiceKey ? 'bot-choice' : ''} ${o.key === result.playedKey ? 'played' : ''}`}
            >
              <th scope="row">
                {label(o.action)}
                {o.key === result.choiceKey && <span className="tag tag-bot">{t('analysis-bot')}</span>}
                {o.key === result.playedKey && <span className="tag tag-yours">{t('analysis-yours')}</span>}
              </th>
              <td>
                {o.win === null ? '–' : percent(o.win)}
                {o.win !== null && <span className="interval"> ±{percent((o.high - o.low) / 2)}</span>}
              </td>
              <td>{o.visits}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="analysis-note">{t('analysis-iterations', { iterations: result.iterations })}</p>
    </div>
  );
}
