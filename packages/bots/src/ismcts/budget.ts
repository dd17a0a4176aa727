/**
 * How long a search may run. An iteration budget makes a bot deterministic for a given seed
 * (tests, the simulator, the bench, the lobby); a time budget exists for experiments, and an
 * iteration budget with `ms` as well stops at whichever comes first: the server's safety cap,
 * which a quiet machine never reaches (so the same seed still gives the same decision).
 */
export type Budget =
  | {
      readonly iterations: number;
      readonly ms?: number;
      /**
       * Iterations by number of seats, where they differ from `iterations` (a playout at 2
       * players costs a sixth of one at 4): read from the view's `seats` at each decision.
       */
      readonly bySeats?: Readonly<Record<number, number>>;
    }
  | { readonly ms: number; readonly iterations?: undefined; readonly bySeats?: undefined };

/** The budget of one decision at a table of `seats` (a view's `seats`; unknown: the plain figure). */
export function budgetFor(budget: Budget, seats: unknown): Budget {
  if (budget.iterations === undefined || !budget.bySeats || typeof seats !== 'number') return budget;
  const iterations = budget.bySeats[seats];
  if (iterations === undefined) return budget;
  return budget.ms === undefined ? { iterations } : { iterations, ms: budget.ms };
}

export class BudgetError extends Error {
  override name = 'BudgetError';
}

/** Parses "500" (iterations), "500it", "200ms" or "500it/400ms" (iterations, capped in time). */
export function parseBudget(text: string): Budget {
  const m = /^(\d+)\s*(it|ms)?(?:\s*\/\s*(\d+)\s*ms)?$/.exec(text.trim());
  const n = m ? Number(m[1]) : Number.NaN;
  const cap = m?.[3] === undefined ? undefined : Number(m[3]);
  const bad = () =>
    new BudgetError(
      `bad search budget "${text}": use a positive number of iterations ("500"), "200ms" or "500it/400ms"`,
    );
  if (!m || !Number.isSafeInteger(n) || n < 1) throw bad();
  if (cap !== undefined) {
    if (m[2] === 'ms' || !Number.isSafeInteger(cap) || cap < 1) throw bad();
    return { iterations: n, ms: cap };
  }
  return m[2] === 'ms' ? { ms: n } : { iterations: n };
}

export function checkBudget(budget: Budget): Budget {
  for (const n of [budget.iterations, budget.ms, ...Object.values(budget.bySeats ?? {})])
    if (n !== undefined && (!Number.isFinite(n) || n <= 0))
      throw new BudgetError(`a search budget must be positive, got ${n}`);
  if (budget.iterations === undefined && budget.ms === undefined)
    throw new BudgetError('a search budget needs iterations or milliseconds');
  return budget;
}

export function describeBudget(budget: Budget): string {
  if (budget.iterations === undefined) return `${budget.ms}ms`;
  const seats = Object.entries(budget.bySeats ?? {});
  const its =
    seats.length === 0
      ? `${budget.iterations}it`
      : `${seats.map(([n, i]) => `${n}p:${i}`).join(',')},else:${budget.iterations}it`;
  return budget.ms === undefined ? its : `${its}/${budget.ms}ms`;
}
