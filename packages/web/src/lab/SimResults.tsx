/**
 * A lab run's report: the key figures with their 95% intervals, the plots (`@nobid/sim`'s specs,
 * as `nobid sim --report` draws them) and the per-card figures.
 */
import { leaderChart, type NobidSummary, playedOrHeldChart, pullbackChart } from '@nobid/nobid/sim';
import { cardWinChart, lengthChart, rateChart, rateRow, type SimSummary } from '@nobid/sim';
import { type ReactNode, useMemo } from 'react';
import type { TopLevelSpec } from 'vega-lite';
import { useLocale, useT } from '../i18n/i18n.ts';
import { localSpec } from './chart-words.ts';
import { figureName, numberFormats } from './figures-view.ts';
import type { LabResult } from './run-lab-sim.ts';
import { VegaChart } from './VegaChart.tsx';

/** The English words of the shared specs that a reader sees, by the page's message id. */
const SPEC_WORDS: Readonly<Record<string, string>> = {
  'win rate': 'lab-axis-win-rate',
  turns: 'lab-axis-turns',
  games: 'lab-axis-games',
  round: 'lab-axis-round',
  played: 'lab-when-played',
  'held, not played': 'lab-when-held',
  'games still running (grey)': 'lab-axis-running',
  "leader's count (mean over running games)": 'lab-axis-leader',
  'pull-backs per game': 'lab-axis-pullbacks',
};

export function SimResults({
  result,
  nameOf,
}: {
  result: LabResult;
  nameOf: (kind: string) => string;
}): ReactNode {
  const t = useT();
  const locale = useLocale();
  const f = numberFormats(locale);
  const s: SimSummary = result.summary;
  const m = s.metrics as NobidSummary | undefined;
  const charts = useMemo(() => {
    const words = new Map<string, string>(Object.entries(SPEC_WORDS).map(([en, id]) => [en, t(id)]));
    for (const c of s.cards.list) words.set(c.card, nameOf(c.card));
    for (const c of m?.cards ?? []) words.set(c.card, nameOf(c.card));
    const fair = 1 / s.players;
    const list: { id: string; title: string; spec: TopLevelSpec }[] = [];
    const add = (id: string, spec: TopLevelSpec, title: string) =>
      list.push({ id, title, spec: localSpec(spec, words, title) });
    add(
      'seats',
      rateChart(
        '',
        s.seats.map((x) => rateRow(t('lab-seat', { seat: x.seat + 1 }), x.wins)),
        fair,
      ),
      t('lab-chart-seats'),
    );
    add(
      'turn-order',
      rateChart(
        '',
        s.positions.map((p) => rateRow(t('lab-place', { place: p.position + 1 }), p.wins)),
        fair,
      ),
      t('lab-chart-turn-order'),
    );
    add(
      'length',
      lengthChart(s),
      t('lab-chart-length', { median: s.length.median, mean: f.num(s.length.mean) }),
    );
    if (s.cards.list.some((c) => c.playerWins.of > 0))
      add('card-wins', cardWinChart(s), t('lab-chart-card-wins'));
    if (m) {
      add('played-held', playedOrHeldChart(m, s.players), t('lab-chart-played-held'));
      add(
        'leader',
        leaderChart(m, s.players, m.target, s.games),
        t('lab-chart-leader', { target: m.target }),
      );
      if (m.pullbacksByCard.length) add('pullbacks', pullbackChart(m), t('lab-chart-pullbacks'));
    }
    return list;
  }, [s, m, t, nameOf, f.num]);

  const first = s.positions[0];
  const keyFigures = s.figures.filter((x) => x.group === 'who wins' || x.group === 'length');
  const ownFigures = s.figures.filter((x) => x.group !== 'who wins' && x.group !== 'length');
  const cardRows = m
    ? [
        ...m.cards.filter((c) => c.type !== 'position'),
        ...m.cards.filter((c) => c.type === 'position'),
      ].filter((c) => c.drawnPerGame > 0 || c.playedPerGame > 0)
    : [];
  return (
    <div className="lab-results" data-testid="lab-results">
      <p className="lab-run-line">
        {t('lab-run-line', {
          games: s.games,
          players: s.players,
          seed: s.seed,
          bots: t(`level-${s.bots[0] ?? 'medium'}`),
          seconds: f.num(result.seconds),
          workers: result.workers,
        })}
      </p>
      <dl className="lab-key">
        {first ? (
          <div>
            <dt>{t('lab-figure-first-player')}</dt>
            <dd data-testid="lab-advantage" data-count={first.wins.count} data-of={first.wins.of}>
              {f.rate(first.wins)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('lab-figure-draws')}</dt>
          <dd data-testid="lab-draws" data-count={s.draws.count}>
            {f.rate(s.draws)}
          </dd>
        </div>
        <div>
          <dt>{t('lab-length')}</dt>
          <dd>
            {t('lab-length-value', {
              median: f.num(s.length.rounds.median),
              mean: f.num(s.length.rounds.mean),
            })}
          </dd>
        </div>
      </dl>
      <p className="hint">
        {s.games >= s.verdictGames
          ? t('lab-verdict-enough', { games: s.verdictGames, players: s.players })
          : t('lab-verdict-few', { games: s.verdictGames, players: s.players })}
      </p>
      <h3>{t('lab-who-wins')}</h3>
      <table className="lab-table" data-testid="lab-seat-table">
        <thead>
          <tr>
            <th scope="col">{t('lab-figure')}</th>
            <th scope="col">{t('lab-value')}</th>
            <th scope="col">{t('lab-games')}</th>
          </tr>
        </thead>
        <tbody>
          {keyFigures.map((x) => (
            <tr key={x.id} data-figure={x.id} data-value={x.value}>
              <th scope="row">{figureName(x, t)}</th>
              <td>{f.figure(x)}</td>
              <td>{f.int(x.n)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="lab-charts">
        {charts.map((c) => (
          <VegaChart key={c.id} spec={c.spec} label={c.title} />
        ))}
      </div>
      {ownFigures.length ? (
        <>
          <h3>{t('lab-drama')}</h3>
          <table className="lab-table">
            <tbody>
              {ownFigures.map((x) => (
                <tr key={x.id}>
                  <th scope="row">{figureName(x, t)}</th>
                  <td>{f.figure(x)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {cardRows.length ? (
        <>
          <h3>{t('lab-per-card')}</h3>
          <p className="hint">{t('lab-correlation')}</p>
          <div className="lab-scroll">
            <table className="lab-table" data-testid="lab-card-table">
              <thead>
                <tr>
                  <th scope="col">{t('lab-card')}</th>
                  <th scope="col">{t('lab-drawn')}</th>
                  <th scope="col">{t('lab-played')}</th>
                  <th scope="col">{t('lab-win-played')}</th>
                  <th scope="col">{t('lab-win-held')}</th>
                </tr>
              </thead>
              <tbody>
                {cardRows.map((c) => (
                  <tr key={c.card}>
                    <th scope="row">{nameOf(c.card)}</th>
                    <td>{f.num(c.drawnPerGame)}</td>
                    <td>{f.num(c.playedPerGame)}</td>
                    <td>{c.winWhenPlayed.of ? f.rate(c.winWhenPlayed) : '–'}</td>
                    <td>{c.winWhenHeldNotPlayed.of ? f.rate(c.winWhenHeldNotPlayed) : '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </div>
  );
}
