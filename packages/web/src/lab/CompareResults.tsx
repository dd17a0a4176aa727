/**
 * Two editions compared, as `nobid sim --compare` compares them: every figure's A, B, B − A with
 * the interval its verdict is made at (Holm-adjusted) and the verdict in words, and the plot of
 * those same intervals (`@nobid/sim`'s `differenceChart`).
 */
import { type CompareVerdict, compareVerdict, differenceChart, type FigureUnit } from '@nobid/sim';
import { type ReactNode, useMemo } from 'react';
import type { TopLevelSpec } from 'vega-lite';
import { useLocale, useT } from '../i18n/i18n.ts';
import { localSpec } from './chart-words.ts';
import { FigureRow } from './FigureRow.tsx';
import { figureName, numberFormats, VERDICT_IDS } from './figures-view.ts';
import type { LabComparison } from './run-lab-sim.ts';
import { VegaChart } from './VegaChart.tsx';

/** A unit as a message variant ("book count" → "book-count"). */
const unitKey = (unit: FigureUnit) => unit.replace(' ', '-');

export function CompareResults({
  result,
  names,
}: {
  result: LabComparison;
  /** What each side is, as the page names it: "the default edition (No Bid v2·1a2b)". */
  names: { a: string; b: string };
}): ReactNode {
  const t = useT();
  const locale = useLocale();
  const f = numberFormats(locale);
  const rows = useMemo(
    () => result.figures.map((x) => ({ figure: x, verdict: compareVerdict(x), name: figureName(x, t) })),
    [result, t],
  );
  const counts = (v: CompareVerdict) => rows.filter((r) => r.verdict === v).length;
  const charts = useMemo(() => {
    const units = [...new Set(result.figures.map((x) => x.unit))];
    // A phone's column is narrow: the figures' names (whole in the table) give way to the plot.
    const narrow = typeof window !== 'undefined' && window.innerWidth < 640;
    return units.map((unit) => {
      const axis = t('lab-diff-axis', { unit: unitKey(unit) });
      const title = t('lab-chart-diff', { axis });
      const spec = differenceChart(result.figures, unit, {
        figure: (x) => figureName(x, t),
        verdict: (v) => t(VERDICT_IDS[v]),
        axis: () => axis,
        labelLimit: narrow ? 120 : 320,
      });
      const local = localSpec(spec, new Map(), title) as unknown as Record<string, unknown>;
      return {
        unit,
        title,
        spec: {
          ...local,
          // The title in two lines (what is plotted; how to read it), so that a phone shows it whole.
          title: { text: [axis, t('lab-chart-diff-note')], limit: 0 },
        } as unknown as TopLevelSpec,
      };
    });
  }, [result, t]);
  const s = result.a;
  return (
    <div className="lab-results" data-testid="lab-compare">
      <p className="lab-run-line">
        {t('lab-compare-line', {
          games: s.games,
          players: s.players,
          seed: s.seed,
          bots: t(`level-${s.bots[0] ?? 'medium'}`),
          seconds: f.num(result.seconds),
        })}
      </p>
      <ul className="lab-sides">
        <li>{t('lab-compare-side', { side: 'A', edition: names.a })}</li>
        <li>{t('lab-compare-side', { side: 'B', edition: names.b })}</li>
      </ul>
      <p className="lab-compare-summary" data-testid="lab-compare-summary">
        {t('lab-compare-summary', {
          figures: rows.length,
          differs: counts('differs'),
          inconclusive: counts('inconclusive'),
          same: counts('no difference that matters'),
        })}
      </p>
      <p className="hint">{t('lab-compare-rule')}</p>
      <div className="lab-scroll">
        <table className="lab-table lab-compare-table" data-testid="lab-compare-table">
          <thead>
            <tr>
              <th scope="col">{t('lab-figure')}</th>
              <th scope="col">{t('lab-col-verdict')}</th>
              <th scope="col">{t('lab-col-diff')}</th>
              <th scope="col">A</th>
              <th scope="col">B</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ figure: x, verdict, name }) => (
              <FigureRow
                key={x.id}
                x={x}
                name={name}
                verdict={verdict}
                look={verdict === 'no difference that matters' ? 'same' : verdict}
                words={t(VERDICT_IDS[verdict])}
                f={f}
                t={t}
              />
            ))}
          </tbody>
        </table>
      </div>
      <div className="lab-charts">
        {charts.map((c) => (
          <VegaChart key={c.unit} spec={c.spec} label={c.title} />
        ))}
      </div>
    </div>
  );
}
