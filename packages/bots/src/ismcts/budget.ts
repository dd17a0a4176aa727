/**
 * How long a search may run. An iteration budget makes a bot deterministic for a given seed
 * (tests, the simulator); a time budget is what a live table wants ("200 ms a decision").
 */
export type Budget = { readonly iterations: number } | { readonly ms: number };

export class BudgetError extends Error {
  override name = 'BudgetError';
}

/** Parses "500" (iterations), "500it" or "200ms". */
export function parseBudget(text: string): Budget {
  const m = /^(\d+)\s*(it|ms)?$/.exec(text.trim());
  const n = m ? Number(m[1]) : Number.NaN;
  if (!m || !Number.isSafeInteger(n) || n < 1)
    throw new BudgetError(
      `bad search budget "${text}": use a positive number of iterations ("500") or "200ms"`,
    );
  return m[2] === 'ms' ? { ms: n } : { iterations: n };
}

export function checkBudget(budget: Budget): Budget {
  const n = 'ms' in budget ? budget.ms : budget.iterations;
  if (!Number.isFinite(n) || n <= 0) throw new BudgetError(`a search budget must be positive, got ${n}`);
  return budget;
}

export const describeBudget = (budget: Budget): string =>
  'ms' in budget ? `${budget.ms}ms` : `${budget.iterations}it`;
