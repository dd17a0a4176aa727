/**
 * A lab sweep's report: each figure's trend across the values (`@nobid/sim`'s `sweepTrends`:
 * least squares, Holm over the figures) with its verdict in words, and the key figures plotted
 * against the value with today's value marked (`sweepChart`, as `nobid sim --sweep` draws them).
 */
import { compareVerdict, type Figure, type FigureTrend, type SweepChartPoint, sweepChart } from '@nobid/sim';
import { type ReactNode, useMemo } from 'react';
import type { TopLevelSpec } from 'vega-lite';
import { useLocale, useT } from '../i18n/i18n.ts';
import { localSpec } from './chart-words.ts';
import { FigureRow } from './FigureRow.tsx';
import { figureName, numberFormats } from './figures-view.ts';
import type { LabSweepResult } from './run-lab-sim.ts';
import { VegaChart } from './VegaChart.tsx';

/** A trend's verdict: which way the figure moves with the value, if it does. */
export type TrendVerdict = 'rises' | 'falls' | 'inconclusive' | 'same';

export function trendVerdict(t: FigureTrend): TrendVerdict {
  const v = compareVerdict(t);
  if (v === 'differs') return t.diff > 0 ? 'rises' : 'falls';
  return v === 'inconclusive' ? 'inconclusive' : 'same';
}

const point = (value: number, series: string, f: Figure): SweepChartPoint => ({
  value,
  series,
  y: f.value,
  lo: f.ci95?.[0] ?? f.value,
  hi: f.ci95?.[1] ?? f.value,
});

export function SweepResults({
  result,
  today,
  what,
}: {
  result: LabSweepResult;
  today: number;
  /** What was varied, in words: "Copies of Leverage". */
  what: string;
}): ReactNode {
  const t = useT();
  const locale = useLocale();
  const f = numberFormats(locale);
  const s = result.summaries[0]!;
  const rows = useMemo(
    () => result.trends.map((x) => ({ trend: x, verdict: trendVerdict(x), name: figureName(x, t) })),
    [result, t],
  );
  const count = (v: TrendVerdict | readonly TrendVerdict[]) =>
    rows.filter((r) => (Array.isArray(v) ? v.includes(r.verdict) : r.verdict === v)).length;
  const charts = useMemo(() => {
    const words = new Map([
      ['share (%)', t('lab-axis-share')],
      ['rounds', t('lab-axis-rounds')],
    ]);
    const todayLabel = t('lab-sweep-today', { value: today });
    const at = (id: string) =>
      result.summaries.map((x, i) => ({ value: result.values[i]!, f: x.figures.find((g) => g.id === id) }));
    const places = result.summaries.flatMap((x, i) =>
      x.figures
        .filter((g) => /^(first-player|position-\d+)$/.test(g.id))
        .map((g) => point(result.values[i]!, figureName(g, t), g)),
    );
    const single = (id: string) =>
      at(id).flatMap(({ value, f: g }) => (g ? [point(value, figureName(g, t), g)] : []));
    const list = [
      {
        id: 'places',
        title: t('lab-sweep-chart-places'),
        spec: sweepChart('', what, 'share', places, 1 / s.players, today, todayLabel),
      },
      {
        id: 'length',
        title: t('lab-sweep-chart-length'),
        spec: sweepChart('', what, 'rounds', single('rounds-median'), undefined, today, todayLabel),
      },
      {
        id: 'draws',
        title: t('lab-sweep-chart-draws'),
        spec: sweepChart('', what, 'share', single('draws'), undefined, today, todayLabel),
      },
    ];
    // Titles in two lines (what; how to read it) and legends below: a phone's column is narrow.
    const lines = (title: string) => {
      const at = title.indexOf(' (');
      return at < 0 ? title : [title.slice(0, at), title.slice(at + 1)];
    };
    return list.map((c) => {
      const local = localSpec(c.spec, words, c.title) as unknown as Record<string, unknown>;
      return {
        ...c,
        spec: {
          ...local,
          title: { text: lines(c.title), limit: 0 },
          config: { legend: { orient: 'bottom', columns: 1, labelLimit: 300 } },
        } as unknown as TopLevelSpec,
      };
    });
  }, [result, t, today, what, s.players]);
  return (
    <div className="lab-results" data-testid="lab-sweep">
      <p className="lab-run-line">
        {t('lab-sweep-line', {
          games: s.games,
          points: result.values.length,
          players: s.players,
          seed: s.seed,
          bots: t(`level-${s.bots[0] ?? 'medium'}`),
          seconds: f.num(result.seconds),
        })}
      </p>
      <p data-testid="lab-sweep-today">{t('lab-sweep-today-line', { what, value: today })}</p>
      <p className="lab-compare-summary" data-testid="lab-sweep-summary">
        {t('lab-sweep-summary', {
          figures: rows.length,
          moves: count(['rises', 'falls']),
          inconclusive: count('inconclusive'),
          same: count('same'),
        })}
      </p>
      <p className="hint">{t('lab-sweep-rule')}</p>
      <div className="lab-scroll">
        <table className="lab-table lab-compare-table" data-testid="lab-sweep-table">
          <thead>
            <tr>
              <th scope="col">{t('lab-figure')}</th>
              <th scope="col">{t('lab-col-verdict')}</th>
              <th scope="col">{t('lab-col-trend')}</th>
              <th scope="col">{result.values[0]}</th>
              <th scope="col">{result.values.at(-1)}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ trend: x, verdict, name }) => (
              <FigureRow
                key={x.id}
                x={x}
                name={name}
                verdict={verdict}
                look={verdict === 'rises' || verdict === 'falls' ? 'differs' : verdict}
                words={t(`lab-trend-${verdict}`)}
                f={f}
                t={t}
              />
            ))}
          </tbody>
        </table>
      </div>
      <div className="lab-charts">
        {charts.map((c) => (
          <VegaChart key={c.id} spec={c.spec} label={c.title} />
        ))}
      </div>
    </div>
  );
}
