/**
 * "What would the hard bot do?" at one of the viewer's own decisions: the hard bot's search runs
 * on the view the player had then (in a web worker), and the panel shows its choice, every
 * option's win estimate and how the player's own move compares (`panel-model.ts` derives what it
 * says from the figures).
 */

import { type ChoiceRule, saysAmongBest } from '@nobid/bots';
import type { ReplayStep, TableSettings } from '@nobid/protocol';
import { type ReactNode, useState } from 'react';
import { type Translate, useLocale, useT } from '../../i18n/i18n.ts';
import type { AnalysisResult } from './analysis.ts';
import { moveLabel } from './move-label.ts';
import { type Headline, type PanelRow, panelModel, type Verdict } from './panel-model.ts';
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

function headlineText(h: Headline, t: Translate): string {
  switch (h.kind) {
    case 'only':
      return t('analysis-why-only', { move: h.choice });
    case 'best':
      return t(h.clear ? 'analysis-why-best' : 'analysis-why-best-noise', { move: h.choice });
    case 'kept-noise':
      return t(h.leads ? 'analysis-why-kept-leads' : 'analysis-why-kept', { move: h.choice });
    case 'kept-behind':
      return t('analysis-why-kept-behind', { move: h.choice, best: h.best });
    case 'most-tried':
      return t(h.withinNoise ? 'analysis-why-most-tried' : 'analysis-why-most-tried-behind', {
        move: h.choice,
        best: h.best,
      });
  }
}

/** The bot's rule for choosing, in words: why it may not play the best estimate. */
function ruleText(rule: ChoiceRule, iterations: number, t: Translate): string {
  switch (rule.kind) {
    case 'margin':
      return t('analysis-rule-margin', { margin: rule.margin });
    case 'visits':
      // The search credits the advised move this many tries (`SearchPrior.weight`, at least one).
      return t('analysis-rule-visits', { tries: Math.max(1, Math.round(rule.credit * iterations)) });
    case 'most-tried':
      return t('analysis-rule-most-tried');
  }
}

function verdictText(v: Verdict, t: Translate): string {
  switch (v.kind) {
    case 'none':
      return t('analysis-no-move');
    case 'same':
      return v.amongBest ? t('analysis-verdict-same') : t('analysis-verdict-same-behind', { best: v.best });
    case 'top':
      return t(v.tied ? 'analysis-verdict-top-tied' : 'analysis-verdict-top', { of: v.of });
    case 'close':
      return t('analysis-verdict-close', { rank: v.rank, of: v.of, best: v.best });
    case 'behind':
      return t('analysis-verdict-behind', { rank: v.rank, of: v.of, best: v.best });
    case 'unsearched':
      return t('analysis-verdict-unsearched', { of: v.of });
  }
}

/** The 95% interval as a bar on a common scale, so that overlaps show at a glance. */
function IntervalBar({ row, scale }: { readonly row: PanelRow; readonly scale: number }): ReactNode {
  if (row.win === null) return null;
  const at = (x: number) => `${(Math.min(x, scale) / scale) * 100}%`;
  return (
    <span className="interval-bar" aria-hidden="true">
      <span
        className="interval-span"
        style={{ left: at(row.low), width: `calc(${at(row.high)} - ${at(row.low)})` }}
      />
      <span className="interval-mean" style={{ left: at(row.win) }} />
    </span>
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
  const model = panelModel(result, label, (move, n) => t('analysis-copy', { move, n }));
  // Moves the search did not weigh are listed apart, folded: they have no figures to compare.
  const others = model.rows.filter((r) => r.rank === null && !r.yours);
  const good = saysAmongBest(model.verdict);
  return (
    <div className="analysis-result" role="status">
      <p className="analysis-choice">{t('analysis-choice', { move: model.headline.choice })}</p>
      {/* The kinds, for a browser test to check the words against the table in any language. */}
      <p className="analysis-why" data-kind={model.headline.kind}>
        {headlineText(model.headline, t)}
      </p>
      <p className="analysis-rule" data-kind={model.rule.kind}>
        {ruleText(model.rule, result.iterations, t)}
      </p>
      <p className={`analysis-verdict${good ? ' good' : ''}`} data-kind={model.verdict.kind}>
        {verdictText(model.verdict, t)}
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
          {model.rows
            .filter((r) => r.rank !== null || r.yours)
            .map((r) => (
              <tr
                key={r.key}
                className={[
                  r.bot ? 'bot-choice' : '',
                  r.yours ? 'played' : '',
                  r.rank === null ? 'unsearched' : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
              >
                <th scope="row">
                  {r.rank !== null && <span className="analysis-rank">{r.rank}.</span>}
                  {r.label}
                  {r.bot && <span className="tag tag-bot">{t('analysis-bot')}</span>}
                  {r.yours && <span className="tag tag-yours">{t('analysis-yours')}</span>}
                </th>
                <td>
                  {r.rank === null ? (
                    <span className="analysis-unsearched">{t('analysis-not-searched')}</span>
                  ) : r.win === null ? (
                    '–'
                  ) : (
                    <>
                      {percent(r.win)}
                      <span className="interval">
                        {' '}
                        {t('analysis-interval', { low: percent(r.low), high: percent(r.high) })}
                      </span>
                      <IntervalBar row={r} scale={model.scale} />
                    </>
                  )}
                </td>
                <td>{r.rank === null ? '–' : r.visits}</td>
              </tr>
            ))}
        </tbody>
      </table>
      {others.length > 0 && (
        <details className="analysis-others">
          <summary>{t('analysis-others', { count: others.length })}</summary>
          <ul>
            {others.map((r) => (
              <li key={r.key}>{r.label}</li>
            ))}
          </ul>
        </details>
      )}
      <p className="analysis-note">
        {t('analysis-iterations', {
          iterations: result.iterations,
          searched: model.searched,
          legal: model.legal,
        })}
      </p>
    </div>
  );
}
