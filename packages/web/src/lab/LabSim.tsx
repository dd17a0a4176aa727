/**
 * A quick simulation in the browser's workers: of the lab's edition, or of two editions compared
 * (the default, the edited one or a file on either side) on the same seeds. Players, games (at
 * most MAX_LAB_GAMES), seed and the bots' level; progress while it runs; the report after.
 */
import { DEFAULT_SIM_LEVEL, type Level } from '@nobid/bots';
import { DEFAULT_EDITION, type Edition, editionIdentity, editionLabel } from '@nobid/nobid/cards';
import { type ReactNode, useRef, useState } from 'react';
import { useT } from '../i18n/i18n.ts';
import { CompareResults } from './CompareResults.tsx';
import { readEditionFile } from './edition-draft.ts';
import { type LabSweepSpec, MAX_LAB_SWEEP_VALUES, planSweep, todayOf } from './lab-sweep.ts';
import {
  type LabComparison,
  type LabResult,
  type LabSweepResult,
  runLabCompare,
  runLabSim,
  runLabSweep,
} from './run-lab-sim.ts';
import { SimResults } from './SimResults.tsx';
import { SweepResults } from './SweepResults.tsx';
import { LAB_LEVELS, MAX_LAB_GAMES } from './sim-config.ts';

type Mode = 'one' | 'compare' | 'sweep';
type Source = 'default' | 'edited' | 'file';
interface Side {
  readonly source: Source;
  /** The side's file, once one is loaded and checked. */
  readonly file: Edition | null;
  readonly fileName: string;
  readonly problem: string | null;
}
const side = (source: Source): Side => ({ source, file: null, fileName: '', problem: null });
type Outcome =
  | { readonly mode: 'one'; readonly result: LabResult }
  | { readonly mode: 'compare'; readonly result: LabComparison; readonly names: { a: string; b: string } }
  | {
      readonly mode: 'sweep';
      readonly result: LabSweepResult;
      readonly today: number;
      readonly what: string;
    };

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
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>('one');
  const [sides, setSides] = useState<{ a: Side; b: Side }>({ a: side('default'), b: side('edited') });
  const [sweep, setSweep] = useState<LabSweepSpec>({ kind: 'leverage', what: 'copies', from: 6, to: 10 });
  const stop = useRef<AbortController | null>(null);
  const running = done !== null;
  const validGames = Number.isInteger(games) && games >= 1 && games <= MAX_LAB_GAMES;

  const editionOf = (x: Side): Edition | null =>
    x.source === 'default' ? DEFAULT_EDITION : x.source === 'edited' ? edition : x.file;
  const [editionA, editionB] = [editionOf(sides.a), editionOf(sides.b)];
  const ready = mode === 'compare' ? editionA !== null && editionB !== null : edition !== null;
  // Both editions must seat the table: the range is what they share.
  const shown = (mode === 'compare' ? [editionA, editionB] : [edition]).filter(
    (e): e is Edition => e !== null,
  );
  const range = shown.length
    ? {
        min: Math.max(...shown.map((e) => e.players.min)),
        max: Math.min(...shown.map((e) => e.players.max)),
      }
    : { min: 2, max: 6 };
  const seats = Math.min(range.max, Math.max(range.min, players));
  const sweepPlan = mode === 'sweep' && edition ? planSweep(edition, sweep, seats) : null;
  const sweepWhat = t(sweep.what === 'copies' ? 'lab-copies-of' : 'lab-effect-of', {
    card: nameOf(sweep.kind),
  });
  const nameOfSide = (x: Side, e: Edition): string =>
    t(`lab-source-${x.source}-named`, { edition: editionLabel(editionIdentity(e)), file: x.fileName });

  const run = async () => {
    if (!ready || !validGames || range.min > range.max || sweepPlan?.ok === false) return;
    const controller = new AbortController();
    stop.current = controller;
    setError(null);
    setDone(0);
    try {
      if (mode === 'one' && edition)
        setOutcome({
          mode,
          result: await runLabSim(
            { edition, players: seats, games, seed, level },
            setDone,
            controller.signal,
          ),
        });
      else if (mode === 'sweep' && sweepPlan?.ok) {
        const runs = sweepPlan.editions.map((e) => ({ edition: e, players: seats, games, seed, level }));
        const result = await runLabSweep(sweepPlan.values, runs, setDone, controller.signal);
        setOutcome({ mode: 'sweep', result, today: sweepPlan.today, what: sweepWhat });
      } else if (editionA && editionB) {
        const names = { a: nameOfSide(sides.a, editionA), b: nameOfSide(sides.b, editionB) };
        const result = await runLabCompare(
          { edition: editionA, players: seats, games, seed, level },
          { edition: editionB, players: seats, games, seed, level },
          setDone,
          controller.signal,
        );
        setOutcome({ mode: 'compare', result, names });
      }
    } catch (err) {
      if (!(err instanceof DOMException && err.name === 'AbortError'))
        setError(err instanceof Error ? err.message : String(err));
    } finally {
      setDone(null);
      stop.current = null;
    }
  };

  const total =
    mode === 'compare'
      ? 2 * games
      : mode === 'sweep' && sweepPlan?.ok
        ? sweepPlan.values.length * games
        : games;
  const pick = (key: 'a' | 'b', next: Side) => setSides((x) => ({ ...x, [key]: next }));
  return (
    <section className="lab-sim" aria-labelledby="lab-sim-title">
      <h2 id="lab-sim-title">{t('lab-sim')}</h2>
      <p className="hint">{t('lab-sim-about')}</p>
      <fieldset className="lab-mode" disabled={running}>
        <legend>{t('lab-mode')}</legend>
        {(['one', 'compare', 'sweep'] as const).map((m) => (
          <label key={m}>
            <input type="radio" name="lab-mode" checked={mode === m} onChange={() => setMode(m)} />{' '}
            {t(`lab-mode-${m}`)}
          </label>
        ))}
      </fieldset>
      {mode === 'compare' ? (
        <div className="lab-compare-sides">
          {(['a', 'b'] as const).map((key) => (
            <SidePicker
              key={key}
              label={t('lab-side', { side: key.toUpperCase() })}
              side={sides[key]}
              disabled={running}
              onChange={(next) => pick(key, next)}
            />
          ))}
        </div>
      ) : null}
      {mode === 'sweep' && edition ? (
        <SweepPicker
          edition={edition}
          spec={sweep}
          players={seats}
          disabled={running}
          nameOf={nameOf}
          onChange={setSweep}
        />
      ) : null}
      {sweepPlan && !sweepPlan.ok ? (
        <p className="problem" role="alert">
          {t('lab-sweep-refused')} {sweepPlan.problems.join('; ')}
        </p>
      ) : null}
      <div className="lab-sim-controls">
        <label className="field">
          <span>{t('lab-players')}</span>
          <select value={seats} onChange={(e) => onPlayers(Number(e.currentTarget.value))} disabled={running}>
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
            disabled={!ready || !validGames || range.min > range.max || sweepPlan?.ok === false}
          >
            {t(mode === 'compare' ? 'lab-compare-run' : mode === 'sweep' ? 'lab-sweep-run' : 'lab-run')}
          </button>
        )}
      </div>
      {running ? (
        <p role="status">
          <progress max={total} value={done ?? 0} /> {t('lab-progress', { done: done ?? 0, games: total })}
        </p>
      ) : null}
      {error ? (
        <p className="problem" role="alert">
          {error}
        </p>
      ) : null}
      {outcome?.mode === 'one' ? <SimResults result={outcome.result} nameOf={nameOf} /> : null}
      {outcome?.mode === 'compare' ? <CompareResults result={outcome.result} names={outcome.names} /> : null}
      {outcome?.mode === 'sweep' ? (
        <SweepResults result={outcome.result} today={outcome.today} what={outcome.what} />
      ) : null}
    </section>
  );
}

/** One side of a comparison: the default edition, the edited one, or a file (checked on loading). */
function SidePicker({
  label,
  side: current,
  disabled,
  onChange,
}: {
  label: string;
  side: Side;
  disabled: boolean;
  onChange: (next: Side) => void;
}): ReactNode {
  const t = useT();
  return (
    <div className="lab-side">
      <label className="field">
        <span>{label}</span>
        <select
          value={current.source}
          disabled={disabled}
          onChange={(e) => onChange({ ...current, source: e.currentTarget.value as Source })}
        >
          {(['default', 'edited', 'file'] as const).map((source) => (
            <option key={source} value={source}>
              {t(`lab-source-${source}`)}
            </option>
          ))}
        </select>
      </label>
      {current.source === 'file' ? (
        <label className="btn lab-file">
          {current.file ? current.fileName : t('lab-source-choose', { side: label })}
          <input
            type="file"
            accept="application/json,.json"
            aria-label={t('lab-source-choose', { side: label })}
            disabled={disabled}
            onChange={async (e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (!file) return;
              const loaded = readEditionFile(await file.text());
              onChange(
                loaded.ok
                  ? { source: 'file', file: loaded.edition, fileName: file.name, problem: null }
                  : {
                      source: 'file',
                      file: null,
                      fileName: file.name,
                      problem: loaded.problems.map((p) => `${p.path || '(file)'}: ${p.message}`).join('; '),
                    },
              );
            }}
          />
        </label>
      ) : null}
      {current.source === 'file' && current.problem ? (
        <p className="problem" role="alert">
          {t('lab-file-refused')} {current.problem}
        </p>
      ) : null}
    </div>
  );
}

/** What a sweep varies: a card's copies or its effect number, from one value to another. */
function SweepPicker({
  edition,
  spec,
  players,
  disabled,
  nameOf,
  onChange,
}: {
  edition: Edition;
  spec: LabSweepSpec;
  players: number;
  disabled: boolean;
  nameOf: (kind: string) => string;
  onChange: (next: LabSweepSpec) => void;
}): ReactNode {
  const t = useT();
  const today = todayOf(edition, spec, players);
  // A new card or number starts around today's value, which the report marks.
  const around = (next: Pick<LabSweepSpec, 'kind' | 'what'>): LabSweepSpec => {
    const now = todayOf(edition, next, players) ?? 1;
    const from = Math.max(next.what === 'copies' ? 0 : -3, now - 2);
    return { ...next, from, to: from + 4 };
  };
  const number = (key: 'from' | 'to', label: string) => (
    <label className="field">
      <span>{label}</span>
      <input
        type="number"
        inputMode="numeric"
        value={Number.isFinite(spec[key]) ? spec[key] : ''}
        disabled={disabled}
        onChange={(e) => onChange({ ...spec, [key]: Number(e.currentTarget.value) })}
      />
    </label>
  );
  return (
    <div className="lab-sim-controls lab-sweep-controls">
      <label className="field">
        <span>{t('lab-sweep-card')}</span>
        <select
          value={spec.kind}
          disabled={disabled}
          onChange={(e) => onChange(around({ kind: e.currentTarget.value, what: spec.what }))}
        >
          {edition.cards.map((c) => (
            <option key={c.kind} value={c.kind}>
              {nameOf(c.kind)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('lab-sweep-what')}</span>
        <select
          value={spec.what}
          disabled={disabled}
          onChange={(e) =>
            onChange(around({ kind: spec.kind, what: e.currentTarget.value as LabSweepSpec['what'] }))
          }
        >
          <option value="copies">{t('lab-copies')}</option>
          <option value="effect">{t('lab-effect')}</option>
        </select>
      </label>
      {number('from', t('lab-sweep-from'))}
      {number('to', t('lab-sweep-to', { max: MAX_LAB_SWEEP_VALUES }))}
      {today !== null ? <p className="hint">{t('lab-sweep-today', { value: today })}</p> : null}
    </div>
  );
}
