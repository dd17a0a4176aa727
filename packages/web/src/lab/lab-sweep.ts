/**
 * A lab sweep: one number of the edition (a card's copies or its effect number) varied over a few
 * values, each value's edition checked as the form's draft is, and today's value (the edition's
 * own, at this table size) kept to be marked. As `nobid sim --sweep`, a swept card's copies hold
 * at every player count: the edition's per-count copies of that card are dropped.
 */
import { copiesAt, type Edition } from '@nobid/nobid/cards';
import { bookParamOf, checkDraft, withBookParam, withCopies } from './edition-draft.ts';

export type SweepWhat = 'copies' | 'effect';

export interface LabSweepSpec {
  readonly kind: string;
  readonly what: SweepWhat;
  readonly from: number;
  readonly to: number;
}

/** A lab sweep is a quick look: a handful of values, each played in full. */
export const MAX_LAB_SWEEP_VALUES = 8;

export type SweepPlan =
  | {
      readonly ok: true;
      readonly values: readonly number[];
      readonly editions: readonly Edition[];
      readonly today: number;
    }
  | { readonly ok: false; readonly problems: readonly string[] };

/** The number being swept, as the edition has it today at `players`. */
export function todayOf(
  edition: Edition,
  spec: Pick<LabSweepSpec, 'kind' | 'what'>,
  players: number,
): number | null {
  const card = edition.cards.find((c) => c.kind === spec.kind);
  if (!card) return null;
  if (spec.what === 'copies') return copiesAt(edition, players).get(spec.kind) ?? card.copies;
  return bookParamOf(card)?.value ?? null;
}

export function planSweep(edition: Edition, spec: LabSweepSpec, players: number): SweepPlan {
  const { from, to } = spec;
  if (!Number.isInteger(from) || !Number.isInteger(to))
    return { ok: false, problems: ['whole numbers only'] };
  if (from >= to) return { ok: false, problems: [`${from} … ${to}: the first value must be smaller`] };
  if (to - from + 1 > MAX_LAB_SWEEP_VALUES)
    return { ok: false, problems: [`${to - from + 1} values: at most ${MAX_LAB_SWEEP_VALUES}`] };
  const today = todayOf(edition, spec, players);
  if (today === null) return { ok: false, problems: [`${spec.kind} has no effect number`] };
  const values = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const editions: Edition[] = [];
  const problems: string[] = [];
  for (const value of values) {
    const varied =
      spec.what === 'copies'
        ? {
            ...withCopies(edition, spec.kind, value),
            playerCounts: edition.playerCounts.map((rule) => {
              const { [spec.kind]: _dropped, ...copies } = rule.copies;
              return { ...rule, copies };
            }),
          }
        : withBookParam(edition, spec.kind, value);
    const check = checkDraft(varied);
    if (check.ok) editions.push(check.edition);
    else for (const p of check.problems) problems.push(`${value}: ${p.path || '(file)'}: ${p.message}`);
  }
  return problems.length ? { ok: false, problems } : { ok: true, values, editions, today };
}
