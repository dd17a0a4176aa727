/**
 * `nobid sim --sweep KEY=RANGE`: one edition varied along one number, each value played on the
 * same seeds with the same bots. KEY is a card's copies (`leverage=4..10`), one effect parameter
 * of a card (`credit-line.delta=1..5`, `scalp.count=1,2,3`) or the table size (`players=4..6`).
 * Every value's edition is checked before anything is played; every problem is listed.
 */
import { checkNobidEdition, copiesAt, type Edition } from '@nobid/nobid';
import { UsageError } from '../usage-error.ts';

export type SweepTarget =
  | { readonly kind: 'copies'; readonly card: string }
  | { readonly kind: 'param'; readonly card: string; readonly param: string }
  | { readonly kind: 'players' };

export interface SweepPoint {
  readonly value: number;
  /** The edition played at this value (the base one for a players sweep). */
  readonly edition: Edition;
  /** The table size at this value. */
  readonly players: number;
}

export interface Sweep {
  /** As given: "leverage=4..10". */
  readonly spec: string;
  /** What is varied, for axis titles: "leverage copies", "credit-line.delta", "players". */
  readonly label: string;
  readonly target: SweepTarget;
  readonly points: readonly SweepPoint[];
  /**
   * Today's value: the base edition's own number (its copies at this table size, its effect
   * number) or the table size the run was given (null: none given); the report marks it on every plot.
   */
  readonly today: number | null;
}

/** More values would be a grid search, not a sweep: the report plots one point per value. */
export const MAX_SWEEP_VALUES = 25;

function parseValues(range: string, problems: string[]): number[] {
  const int = /^-?\d+$/;
  const span = /^(-?\d+)\.\.(-?\d+)$/.exec(range);
  if (span) {
    const [from, to] = [Number(span[1]), Number(span[2])];
    if (from > to) problems.push(`the range ${range} runs backwards: write ${to}..${from}`);
    else if (to - from + 1 > MAX_SWEEP_VALUES)
      problems.push(`the range ${range} has ${to - from + 1} values; at most ${MAX_SWEEP_VALUES}`);
    else return Array.from({ length: to - from + 1 }, (_, i) => from + i);
    return [];
  }
  const list = range.split(',').map((v) => v.trim());
  if (list.length > 0 && list.every((v) => int.test(v))) {
    const values = list.map(Number);
    if (new Set(values).size !== values.length) problems.push(`the values ${range} repeat one`);
    if (values.length > MAX_SWEEP_VALUES)
      problems.push(`${values.length} values; at most ${MAX_SWEEP_VALUES}`);
    return values;
  }
  problems.push(`"${range}" is not a range of whole numbers: write A..B (4..10) or a list (1,2,3)`);
  return [];
}

type Card = Edition['cards'][number];

/** The numeric parameters a card has, where they live. */
function numericParams(card: Card): Map<string, number> {
  const out = new Map<string, number>();
  const add = (effect: object) => {
    for (const [k, v] of Object.entries(effect)) if (typeof v === 'number') out.set(k, (out.get(k) ?? 0) + 1);
  };
  if (card.type === 'leverage' || card.type === 'drawdown') add(card.book);
  if (card.type === 'order') card.effects.forEach(add);
  return out;
}

function parseTarget(key: string, base: Edition, problems: string[]): SweepTarget | null {
  if (key === 'players') return { kind: 'players' };
  const [card, param, ...rest] = key.split('.');
  const entry = base.cards.find((c) => c.kind === card);
  if (!card || rest.length > 0) {
    problems.push(`"${key}" is not CARD, CARD.PARAM or players`);
    return null;
  }
  if (!entry) {
    problems.push(
      `no card of kind "${card}" in ${base.name} ${base.version} (kinds: ${base.cards.map((c) => c.kind).join(', ')})`,
    );
    return null;
  }
  if (param === undefined) return { kind: 'copies', card };
  const params = numericParams(entry);
  const count = params.get(param);
  if (count === undefined) {
    problems.push(
      `"${card}" has no number "${param}"${params.size ? ` (its numbers: ${[...params.keys()].join(', ')})` : ' (it has no numbers to vary)'}`,
    );
    return null;
  }
  if (count > 1) {
    problems.push(`"${card}" has ${count} effects with "${param}": a sweep varies one number`);
    return null;
  }
  return { kind: 'param', card, param };
}

/** The base edition's own value of the swept number. */
function todayOf(base: Edition, target: SweepTarget, players: number): number | null {
  if (target.kind === 'players') return Number.isInteger(players) ? players : null;
  if (target.kind === 'copies') return copiesAt(base, players).get(target.card) ?? 0;
  return numberOf(base.cards.find((c) => c.kind === target.card)!, target.param);
}

/** A card's one effect number named `param` (parseTarget has checked there is exactly one). */
function numberOf(card: Card, param: string): number {
  const effects: object[] =
    card.type === 'leverage' || card.type === 'drawdown'
      ? [card.book]
      : card.type === 'order'
        ? card.effects
        : [];
  for (const effect of effects) {
    const v = (effect as Record<string, unknown>)[param];
    if (typeof v === 'number') return v;
  }
  return 0;
}

/** The edition at one value, unchecked. Copies apply at every player count (its per-count rules are dropped). */
function variant(base: Edition, target: SweepTarget, value: number): unknown {
  const raw = structuredClone(base) as {
    cards: Record<string, unknown>[];
    playerCounts: { copies: Record<string, number> }[];
  };
  if (target.kind === 'players') return raw;
  const card = raw.cards.find((c) => c.kind === target.card)!;
  if (target.kind === 'copies') {
    card.copies = value;
    for (const rule of raw.playerCounts) delete rule.copies[target.card];
    return raw;
  }
  const effects = (card.book ? [card.book] : (card.effects as Record<string, unknown>[])) as Record<
    string,
    unknown
  >[];
  for (const effect of effects) if (typeof effect[target.param] === 'number') effect[target.param] = value;
  return raw;
}

/**
 * Parses `--sweep` against the base edition and checks every value's edition, or throws one
 * UsageError listing every problem. `players` is the table size when the sweep is not over it.
 */
export function parseSweep(
  spec: string,
  base: Edition,
  players: number,
  limits: { min: number; max: number },
): Sweep {
  const problems: string[] = [];
  const eq = spec.indexOf('=');
  if (eq < 0)
    throw new UsageError(
      `--sweep ${spec}: write KEY=RANGE (leverage=4..10, credit-line.delta=1..5, players=4..6)`,
    );
  const key = spec.slice(0, eq).trim();
  const values = parseValues(spec.slice(eq + 1).trim(), problems);
  const target = parseTarget(key, base, problems);
  const points: SweepPoint[] = [];
  if (target)
    for (const value of values) {
      if (target.kind === 'players') {
        const lo = Math.max(limits.min, base.players.min);
        const hi = Math.min(limits.max, base.players.max);
        if (value < lo || value > hi)
          problems.push(`at players=${value}: the game is for ${lo} to ${hi} players`);
        else points.push({ value, edition: base, players: value });
        continue;
      }
      const check = checkNobidEdition(variant(base, target, value));
      if (check.ok) points.push({ value, edition: check.edition, players });
      else
        for (const p of check.problems)
          problems.push(`at ${key}=${value}: ${p.path || '(file)'}: ${p.message}`);
    }
  if (problems.length)
    throw new UsageError(
      `--sweep ${spec}: ${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
  const label = target!.kind === 'copies' ? `${key} copies` : key;
  return { spec, label, target: target!, points, today: todayOf(base, target!, players) };
}
