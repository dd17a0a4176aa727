/**
 * Scenarios for the engine's toy game "Fifteen" (cards 1..9, two of each; play a card onto your
 * pile or draw; a pile of 15 wins): an adapter that knows nothing of the real games, so the
 * generic runner is tested on its own.
 */
import {
  type ToyAction,
  type ToyEvent,
  type ToyOptions,
  type ToyState,
  toyGame,
} from '@nobid/engine/testing';
import { z } from 'zod';
import { defineScenarios, ScenarioFileError, scenarioMacro } from '../src/index.ts';

const card = z.number().int().min(1).max(9);
const perSeat = z.array(z.array(card));

const setup = z
  .object({
    hands: perSeat.default([]),
    piles: perSeat.default([]),
    /** Top first. */
    deck: z.array(card).default([]),
    active: z.number().int().min(0).default(0),
  })
  .strict();
type Setup = z.infer<typeof setup>;

const actions = {
  play: z.object({ play: card }),
  draw: z.object({ draw: z.literal(true) }),
  pass: z.object({ pass: z.literal(true) }),
};
type Step = { play: number } | { draw: true } | { pass: true };

const expect = z.object({
  piles: z.record(z.string(), z.array(card)).optional(),
  handSizes: z.array(z.number().int()).optional(),
  deckSize: z.number().int().optional(),
  active: z.number().int().optional(),
});
type Expect = z.infer<typeof expect>;

const drawDown = z.object({ drawDownTo: z.number().int().min(0) }).strict();

export const toyScenarios = defineScenarios<ToyState, ToyAction, ToyEvent, ToyOptions, Setup, Step, Expect>({
  game: toyGame,
  docs: 'the toy adapter',
  options: z.object({ turnCap: z.number().int().min(1).default(60) }).strict(),
  setup,
  actions,
  macros: [
    scenarioMacro<ToyState, ToyAction, z.infer<typeof drawDown>>({
      shape: '{ "drawDownTo": N }',
      schema: drawDown,
      matches: (raw) => 'drawDownTo' in raw,
      refuse: (s, st) => (s.deck.length <= st.drawDownTo ? 'nothing to draw' : null),
      next: (s, st) =>
        s.deck.length > st.drawDownTo && !s.outcome ? { seat: s.active, type: 'draw' } : null,
    }),
  ],
  expect,
  decisionKinds: ['act'],
  build(st, table) {
    const s = toyGame.setup(table.players, table.options, table.seed);
    const used = new Array<number>(10).fill(0);
    const take = (c: number, path: string) => {
      if (++used[c]! > 2) throw ScenarioFileError.at(path, `a third ${c}: there are two of each card`);
      return c;
    };
    s.hands = Array.from({ length: table.players }, (_, p) =>
      (st.hands[p] ?? []).map((c, i) => take(c, `setup.hands[${p}][${i}]`)),
    );
    s.piles = Array.from({ length: table.players }, (_, p) =>
      (st.piles[p] ?? []).map((c, i) => take(c, `setup.piles[${p}][${i}]`)),
    );
    s.deck = st.deck.map((c, i) => take(c, `setup.deck[${i}]`)).reverse();
    s.active = st.active;
    return s;
  },
  toAction(_s, st) {
    if ('play' in st) return { seat: st.seat, type: 'play', card: st.play };
    return 'draw' in st ? { seat: st.seat, type: 'draw' } : { seat: st.seat, type: 'pass' };
  },
  refuse: (s, st) =>
    'play' in st && st.play === 9 && s.piles[st.seat]!.length === 0
      ? { code: 'illegal-action', message: 'the adapter refuses an opening 9' }
      : null,
  check(s, e) {
    const problems: string[] = [];
    const want = (name: string, expected: unknown, actual: unknown) => {
      if (JSON.stringify(expected) !== JSON.stringify(actual))
        problems.push(`${name} = ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
    };
    for (const [seat, pile] of Object.entries(e.piles ?? {}))
      want(`piles[${seat}]`, pile, s.piles[Number(seat)]);
    if (e.handSizes)
      want(
        'handSizes',
        e.handSizes,
        s.hands.map((h) => h.length),
      );
    if (e.deckSize !== undefined) want('deckSize', e.deckSize, s.deck.length);
    if (e.active !== undefined) want('active', e.active, s.active);
    return problems;
  },
  stateToJson: (s) => ({
    piles: s.piles,
    hands: s.hands,
    deckTopFirst: s.deck.slice().reverse(),
    active: s.active,
  }),
  eventsToJson: (events) => events.map((e) => e.public),
  actionToStep: (_s, a) =>
    a.type === 'play' ? { seat: a.seat, play: a.card } : { seat: a.seat, [a.type]: true },
});

/** Two seats; seat 0 holds 7 and 8 with 6 on its pile, seat 1 holds 1 and 2. */
export const table = {
  players: 2,
  setup: {
    hands: [
      [7, 8],
      [1, 2],
    ],
    piles: [[6], []],
    deck: [3, 4, 5],
  },
};
