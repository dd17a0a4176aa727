/** Shared helpers for the No Bid tests: random games, zone accounting, an independent count. */
import { nextInt, type Rng, rngFromSeed, shuffleInPlace, type Viewer } from '@nobid/engine';
import {
  type CardTable,
  compileEdition,
  DEFAULT_EDITION,
  type NobidAction,
  type NobidState,
  nobidGame,
} from '../src/index.ts';

/** The default edition's card table at `players` seats. */
export const defaultTable = (players = 4): CardTable => compileEdition(DEFAULT_EDITION, players);

export const options = (turnCap = 200) => nobidGame.parseOptions({ turnCap });

/** Every card id in every zone, with the zone's name (a card in two zones shows up twice). */
export function zonesOf(s: NobidState): Map<number, string[]> {
  const where = new Map<number, string[]>();
  const put = (cards: readonly number[], zone: string) => {
    for (const c of cards) where.set(c, [...(where.get(c) ?? []), zone]);
  };
  put(s.deck, 'deck');
  put(s.discard, 'discard');
  put(s.openings, 'openings');
  put(s.out, 'out');
  put(s.stack, 'stack');
  for (let p = 0; p < s.seats; p++) {
    put(s.hands[p]!, `hand${p}`);
    put(s.books[p]!, `book${p}`);
  }
  return where;
}

/** Problems with card accounting: a card missing, in two places, or a known card not in its hand. */
export function accountingProblems(s: NobidState): string[] {
  const problems: string[] = [];
  const where = zonesOf(s);
  for (let id = 0; id < s.cards.count; id++) {
    const zones = where.get(id) ?? [];
    if (zones.length !== 1)
      problems.push(`card ${id} (${s.cards.kind[id]}) is in ${zones.length} zones: ${zones}`);
  }
  s.known.forEach((k, p) => {
    for (const c of k) if (!s.hands[p]!.includes(c)) problems.push(`known card ${c} is not in hand ${p}`);
  });
  return problems;
}

/** The rulebook's count, written independently of the engine: by card kind names. */
export function formulaCount(t: CardTable, book: readonly number[]): number {
  let positions = 0;
  let leverage = 0;
  let marginCalls = 0;
  for (const c of book) {
    const kind = t.kind[c]!;
    if (kind.startsWith('position-') || kind.startsWith('opening-')) positions++;
    else if (kind === 'leverage') leverage++;
    else if (kind === 'margin-call') marginCalls++;
  }
  return Math.max(0, positions + leverage - marginCalls);
}

/** A uniformly random legal action for a random deciding seat, or null when the game is over. */
export function randomAction(s: NobidState, rng: Rng): NobidAction | null {
  const ds = nobidGame.decisions(s);
  if (ds.length === 0) return null;
  const d = ds[nextInt(rng, ds.length)]!;
  const legal = nobidGame.legalActions(s, d.seat);
  return legal[nextInt(rng, legal.length)]!;
}

export interface PlayedGame {
  readonly seed: string;
  readonly seats: number;
  readonly log: NobidAction[];
  readonly final: NobidState;
}

/** Plays one random game through the pure `apply`, calling `visit` on every state (the first too). */
export function playGame(
  seed: string,
  seats: number,
  visit: (s: NobidState, i: number) => void = () => {},
  turnCap = 200,
): PlayedGame {
  let s = nobidGame.setup(seats, options(turnCap), seed);
  const rng = rngFromSeed(`choices:${seed}`);
  const log: NobidAction[] = [];
  visit(s, 0);
  for (let i = 1; ; i++) {
    const a = randomAction(s, rng);
    if (!a) break;
    const r = nobidGame.apply(s, a);
    if (!r.ok) throw new Error(`legal action rejected: ${JSON.stringify(a)}: ${r.error.message}`);
    s = r.state;
    log.push(a);
    visit(s, i);
    if (i > 100_000) throw new Error('game does not end');
  }
  return { seed, seats, log, final: s };
}

/**
 * The same state with everything `viewer` may not know dealt afresh: the other hands' unknown
 * cards and the deck exchanged among themselves (hand sizes kept), the deck's order, the generator.
 */
export function reshuffleSecrets(s: NobidState, viewer: Viewer, rng: Rng): NobidState {
  const t = nobidGame.clone(s);
  const pool: number[] = [...t.deck];
  const slots: [number, number][] = [];
  t.hands.forEach((hand, p) => {
    if (p === viewer) return;
    hand.forEach((c, i) => {
      if (!t.known[p]!.includes(c)) {
        pool.push(c);
        slots.push([p, i]);
      }
    });
  });
  shuffleInPlace(rng, pool);
  for (const [p, i] of slots) t.hands[p]![i] = pool.pop()!;
  t.deck = pool;
  t.rng = { ...t.rng, a: nextInt(rng, 1 << 30), b: nextInt(rng, 1 << 30) };
  return t;
}
