/**
 * A quick simulation of the lab's edition in the browser's workers: players, games (at most
 * MAX_LAB_GAMES), seed and the bots' level; progress while it runs; the report after.
 */
import { DEFAULT_SIM_LEVEL, type Level } from '@nobid/bots';
import type { Edition } from '@nobid/nobid/cards';
import { type ReactNode, useRef, useState } from 'react';
import { useT } from '../i18n/i18n.ts';
import { type LabResult, runLabSim } from './run-lab-sim.ts';
import { SimResults } from './SimResults.tsx';
import { LAB_LEVELS, MAX_LAB_GAMES } from './sim-config.ts';

export function LabSim({
  edition,
  players,
  onPlayers,
  nameOf,
}: {
  edition: Edition | null;
  players: number;
  onPlayers: (n: number) => void;
  nameOf: (kind: string) => string;
}): ReactNode {
  const t = useT();
  const [games, setGames] = useState(1000);
  const [seed, setSeed] = useState('1');
  const [level, setLevel] = useState<Level>(DEFAULT_SIM_LEVEL);
  const [done, setDone] = useState<number | null>(null);
  const [result, setResult] = useState<LabResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const stop = useRef<AbortController | null>(null);
  const running = done !== null;
  const validGames = Number.isInteger(games) && games >= 1 && games <= MAX_LAB_GAMES;

  const run = async () => {
    if (!edition || !validGames) return;
    const controller = new AbortController();
    stop.current = controller;
    setError(null);
    setDone(0);
    try {
      setResult(await runLabSim({ edition, players, games, seed, level }, setDone, controller.signal));
    } catch (err) {
      if (!(err instanceof DOMException && err.name === 'AbortError'))
        setError(err instanceof Error ? err.message : String(err));
    } finally {
      setDone(null);
      stop.current = null;
    }
  };

  const range = edition ? edition.players : { min: 2, max: 6 };
  return (
    <section className="lab-sim" aria-labelledby="lab-sim-title">
      <h2 id="lab-sim-title">{t('lab-sim')}</h2>
      <p className="hint">{t('lab-sim-about')}</p>
      <div className="lab-sim-controls">
        <label className="field">
          <span>{t('lab-players')}</span>
          <select
            value={players}
            onChange={(e) => onPlayers(Number(e.currentTarget.value))}
            disabled={running}
          >
            {Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('lab-games-count', { max: MAX_LAB_GAMES })}</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LAB_GAMES}
            value={Number.isFinite(games) ? games : ''}
            onChange={(e) => setGames(Number(e.currentTarget.value))}
            disabled={running}
            aria-invalid={!validGames}
          />
        </label>
        <label className="field">
          <span>{t('lab-seed')}</span>
          <input value={seed} onChange={(e) => setSeed(e.currentTarget.value || '1')} disabled={running} />
        </label>
        <label className="field">
          <span>{t('lab-bots')}</span>
          <select value={level} onChange={(e) => setLevel(e.currentTarget.value as Level)} disabled={running}>
            {LAB_LEVELS.map((l) => (
              <option key={l} value={l}>
                {t(`level-${l}`)}
              </option>
            ))}
          </select>
        </label>
        {running ? (
          <button type="button" className="btn" onClick={() => stop.current?.abort()}>
            {t('lab-stop')}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void run()}
            disabled={!edition || !validGames}
          >
            {t('lab-run')}
          </button>
        )}
      </div>
      {running ? (
        <p role="status">
          <progress max={games} value={done ?? 0} /> {t('lab-progress', { done: done ?? 0, games })}
        </p>
      ) : null}
      {error ? (
        <p className="problem" role="alert">
          {error}
        </p>
      ) : null}
      {result ? <SimResults result={result} nameOf={nameOf} /> : null}
    </section>
  );
}
