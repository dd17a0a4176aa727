/** Builds a full game state from a scenario's setup, card by card. */
import { rngFromSeed, shuffleInPlace } from '@nobid/engine';
import { ScenarioFileError, type ScenarioProblem, type ScenarioTable } from '@nobid/scenario';
import { type CardTable, kindOf } from '../card-table.ts';
import { compileEdition } from '../edition/index.ts';
import { beginTurn, type Sink, winCheck } from '../flow.ts';
import { emptyState, type NobidState } from '../state.ts';
import type { CardId, NobidOptions } from '../types.ts';
import { DOCS, type NobidScenarioSetup } from './schema.ts';

/**
 * Hands out physical copies of each kind, so no card is in two places. A kind it cannot give is
 * a problem noted at its path (and no card), so that the whole setup is read and every problem
 * of it listed at once.
 */
class CardPool {
  private readonly used: Uint8Array;
  constructor(
    private readonly cards: CardTable,
    private readonly problems: ScenarioProblem[],
  ) {
    this.used = new Uint8Array(cards.count);
  }
  take(kind: string, where: string): CardId | undefined {
    const t = this.cards;
    let known = false;
    for (let id = 0; id < t.count; id++) {
      if (t.kind[id] !== kind) continue;
      known = true;
      if (!this.used[id]) {
        this.used[id] = 1;
        return id;
      }
    }
    const edition = `${t.identity.name} ${t.identity.version}`;
    this.problems.push({
      path: where,
      message: known
        ? `no copy of "${kind}" is left (${edition} has only so many at ${t.players} players)`
        : `${edition} has no card of kind "${kind}" at ${t.players} players`,
    });
    return undefined;
  }
  rest(): CardId[] {
    const out: CardId[] = [];
    for (let id = 0; id < this.cards.count; id++) if (!this.used[id]) out.push(id);
    return out;
  }
}

/**
 * Events of a "start" setup's Open and Draw go to `sink`. Throws a ScenarioFileError that lists
 * every problem of a setup the game cannot build (docs/scenarios.md promises all of them).
 */
export function buildScenarioState(
  setup: NobidScenarioSetup,
  table: ScenarioTable<NobidOptions>,
  sink: Sink = null,
): NobidState {
  const n = table.players;
  const cards = compileEdition(table.options.edition, n);
  const s = emptyState(cards, n, table.options.turnCap, rngFromSeed(table.seed));
  const problems: ScenarioProblem[] = [];
  const pool = new CardPool(cards, problems);
  const take = (kinds: readonly string[], where: (i: number) => string): CardId[] =>
    kinds.flatMap((k, i) => pool.take(k, where(i)) ?? []);
  const perSeat = (lists: string[][] | undefined, what: string): string[][] => {
    const l = lists ?? [];
    if (l.length > n)
      problems.push({
        path: `setup.${what}`,
        message: `${l.length} seats listed but there are ${n} players`,
      });
    return Array.from({ length: n }, (_, p) => l[p] ?? []);
  };
  perSeat(setup.books, 'books').forEach((kinds, p) => {
    s.books[p]!.push(...take(kinds, () => `setup.books[${p}]`));
  });
  const known = perSeat(setup.known, 'known');
  perSeat(setup.hands, 'hands').forEach((kinds, p) => {
    s.hands[p]!.push(...take(kinds, () => `setup.hands[${p}]`));
    for (const k of known[p]!) {
      const id = s.hands[p]!.find((c) => kindOf(cards, c) === k && !s.known[p]!.includes(c));
      if (id === undefined)
        problems.push({ path: `setup.known[${p}]`, message: `"${k}" is not in that hand` });
      else s.known[p]!.push(id);
    }
  });
  // Piles are written top first; the state keeps the top at the end.
  s.deck = take(setup.deck, (i) => `setup.deck[${i}]`).reverse();
  s.discard = take(setup.discard, (i) => `setup.discard[${i}]`);
  s.openings = take(setup.openings, (i) => `setup.openings[${i}]`).reverse();
  if (setup.active >= n)
    problems.push({ path: 'setup.active', message: `seat ${setup.active}, but there are ${n} players` });
  if (problems.length > 0) throw new ScenarioFileError(problems, DOCS);
  const rest = pool.rest();
  if (setup.rest === 'deck') s.deck = shuffleInPlace(s.rng, rest).concat(s.deck);
  else s.out = rest;
  s.active = setup.active;
  // A Book that already counts 7 has won the moment it was set up (ruling 6, tie rule included).
  if (winCheck(s, sink)) {
    s.turn = setup.turn;
    return s;
  }
  if (setup.step === 'start') {
    s.turn = setup.turn - 1;
    beginTurn(s, sink);
  } else {
    s.turn = setup.turn;
    s.step = 'act';
    s.phase = 'act';
  }
  return s;
}
