/** Builds a full game state from a scenario's setup, card by card. */
import { rngFromSeed, shuffleInPlace } from '@nobid/engine';
import { ScenarioFileError, type ScenarioTable } from '@nobid/scenario';
import { type CardTable, kindOf } from '../card-table.ts';
import { compileEdition } from '../edition/index.ts';
import { beginTurn, type Sink, winCheck } from '../flow.ts';
import { emptyState, type NobidState } from '../state.ts';
import type { CardId, NobidOptions } from '../types.ts';
import { DOCS, type NobidScenarioSetup } from './schema.ts';

const impossible = (path: string, message: string) => ScenarioFileError.at(path, message, DOCS);

/** Hands out physical copies of each kind, so no card is in two places. */
class CardPool {
  private readonly used: Uint8Array;
  constructor(private readonly cards: CardTable) {
    this.used = new Uint8Array(cards.count);
  }
  take(kind: string, where: string): CardId {
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
    throw impossible(
      where,
      known
        ? `no copy of "${kind}" is left (${edition} has only so many at ${t.players} players)`
        : `${edition} has no card of kind "${kind}" at ${t.players} players`,
    );
  }
  rest(): CardId[] {
    const out: CardId[] = [];
    for (let id = 0; id < this.cards.count; id++) if (!this.used[id]) out.push(id);
    return out;
  }
}

/** Events of a "start" setup's Open and Draw go to `sink`. */
export function buildScenarioState(
  setup: NobidScenarioSetup,
  table: ScenarioTable<NobidOptions>,
  sink: Sink = null,
): NobidState {
  const n = table.players;
  const cards = compileEdition(table.options.edition, n);
  const s = emptyState(cards, n, table.options.turnCap, rngFromSeed(table.seed));
  const pool = new CardPool(cards);
  const perSeat = (lists: string[][] | undefined, what: string): string[][] => {
    const l = lists ?? [];
    if (l.length > n)
      throw impossible(`setup.${what}`, `${l.length} seats listed but there are ${n} players`);
    return Array.from({ length: n }, (_, p) => l[p] ?? []);
  };
  perSeat(setup.books, 'books').forEach((kinds, p) => {
    for (const k of kinds) s.books[p]!.push(pool.take(k, `setup.books[${p}]`));
  });
  const known = perSeat(setup.known, 'known');
  perSeat(setup.hands, 'hands').forEach((kinds, p) => {
    for (const k of kinds) s.hands[p]!.push(pool.take(k, `setup.hands[${p}]`));
    for (const k of known[p]!) {
      const id = s.hands[p]!.find((c) => kindOf(cards, c) === k && !s.known[p]!.includes(c));
      if (id === undefined) throw impossible(`setup.known[${p}]`, `"${k}" is not in that hand`);
      s.known[p]!.push(id);
    }
  });
  // Piles are written top first; the state keeps the top at the end.
  s.deck = setup.deck.map((k, i) => pool.take(k, `setup.deck[${i}]`)).reverse();
  s.discard = setup.discard.map((k, i) => pool.take(k, `setup.discard[${i}]`));
  s.openings = setup.openings.map((k, i) => pool.take(k, `setup.openings[${i}]`)).reverse();
  const rest = pool.rest();
  if (setup.rest === 'deck') s.deck = shuffleInPlace(s.rng, rest).concat(s.deck);
  else s.out = rest;
  if (setup.active >= n) throw impossible('setup.active', `seat ${setup.active}, but there are ${n} players`);
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
