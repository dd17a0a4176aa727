/**
 * Hidden information in replays. For seeded random games of No Bid (2–6 seats) and Startups
 * (3–7), every viewer's replay is checked step by step against the truth:
 * - each step is exactly what the live table sent that viewer at that log index (the game's view,
 *   its part of the events, its decisions), and a step exists exactly where the live broadcast
 *   would have sent something (the viewer's cursor moved);
 * - no step shows a card of another hand or of the deck that the viewer could not see then;
 * - another seat's pass makes no step while its window is open, and no event names it;
 * - Startups' hidden coins stay hidden until the end; no step carries a log index.
 * Only the `reveal` (every seat's final view) shows the other hands.
 */
import { GAMES } from '@nobid/catalog';
import {
  type AnyGame,
  eventsFor,
  type GameEvent,
  nextInt,
  type Rng,
  rngFromSeed,
  type SeatAction,
  type Viewer,
} from '@nobid/engine';
import type { ReplayStep } from '@nobid/protocol';
import { describe, expect, it } from 'vitest';
import { viewerReplay } from '../../src/replays/viewer-replay.ts';
import { decisionFacts } from '../../src/table/decision-facts.ts';
import { ViewerCursors } from '../../src/table/viewer-cursors.ts';

const json = (x: unknown): unknown => JSON.parse(JSON.stringify(x));

interface Played {
  readonly game: AnyGame;
  readonly seats: number;
  readonly seed: string;
  readonly options: unknown;
  readonly log: SeatAction[];
  /** The full state after each log prefix: states[i] has i actions applied. */
  readonly states: unknown[];
  readonly events: GameEvent<unknown>[][];
}

/** A whole game of random legal moves, with every state along the way. */
function playRandom(game: AnyGame, seats: number, seed: string, rawOptions: unknown, rng: Rng): Played {
  const options = game.parseOptions(rawOptions);
  let state = game.setup(seats, options, seed);
  const log: SeatAction[] = [];
  const states: unknown[] = [state];
  const events: GameEvent<unknown>[][] = [[]];
  for (let n = 0; n < 5000; n++) {
    const decisions = game.decisions(state);
    if (decisions.length === 0) break;
    const seat = decisions[nextInt(rng, decisions.length)]!.seat;
    const legal = game.legalActions(state, seat);
    const action = json(legal[nextInt(rng, legal.length)]) as SeatAction;
    const res = game.apply(state, action);
    if (!res.ok) throw new Error(res.error.message);
    state = res.state;
    log.push(action);
    states.push(state);
    events.push(res.events as GameEvent<unknown>[]);
  }
  expect(game.decisions(state)).toHaveLength(0);
  return { game, seats, seed, options, log, states, events };
}

/** Every number under a key that holds No Bid card ids, anywhere in `x`. */
const CARD_KEYS = new Set([
  'hand',
  'books',
  'discard',
  'openingsTop',
  'knownHands',
  'outOfPlay',
  'card',
  'cards',
  'by',
  'saved',
  'position',
  'candidates',
  'openings',
]);
function cardIds(x: unknown, under = false, out: number[] = []): number[] {
  if (typeof x === 'number') {
    if (under) out.push(x);
  } else if (Array.isArray(x)) {
    for (const v of x) cardIds(v, under, out);
  } else if (x && typeof x === 'object') {
    for (const [k, v] of Object.entries(x)) cardIds(v, under || CARD_KEYS.has(k), out);
  }
  return out;
}

interface NobidTruth {
  deck: number[];
  hands: number[][];
  known: number[][];
}
/** The cards `viewer` cannot see in `state`: the deck and the unknown part of every other hand. */
function hiddenNobid(state: NobidTruth, viewer: Viewer): Set<number> {
  const hidden = new Set(state.deck);
  state.hands.forEach((hand, seat) => {
    if (seat === viewer) return;
    for (const c of hand) if (!state.known[seat]!.includes(c)) hidden.add(c);
  });
  return hidden;
}

const SECRET_KEYS = new Set(['deck', 'hands', 'removed', 'rng', 'seed', 'passed']);
function keysOf(x: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(x)) for (const v of x) keysOf(v, out);
  else if (x && typeof x === 'object')
    for (const [k, v] of Object.entries(x)) {
      out.add(k);
      keysOf(v, out);
    }
  return out;
}

/** The log indices at which the live broadcast would send `viewer` something (its cursor moved). */
function liveMoves(p: Played, viewer: Viewer): number[] {
  const cursors = ViewerCursors.start(p.seats, p.seed);
  const out = [0];
  p.log.forEach((action, i) => {
    const moved = cursors.advance(p.game, {
      before: p.states[i],
      after: p.states[i + 1],
      actor: action.seat,
      events: p.events[i + 1]!,
    });
    if (moved.includes(viewer)) out.push(i + 1);
  });
  return out;
}

function checkReplay(p: Played, viewer: Viewer): number {
  const built = viewerReplay(
    p.game,
    { game: p.game.name, seats: p.seats, seed: p.seed, options: p.options, log: p.log },
    viewer,
  );
  const steps = json(built.steps) as ReplayStep[];
  expect(built.versions).toEqual(liveMoves(p, viewer));
  const shown = new Set(built.versions);
  steps.forEach((step, k) => {
    const at = built.versions[k]!;
    const state = p.states[at];
    // What the live table sent this viewer at that log index, built the live way.
    const facts = decisionFacts(p.game.decisions(state), [], viewer);
    // (Compared as JSON text: a deep comparison per step would cost most of this test's time.)
    const live = [
      p.game.view(state, viewer),
      eventsFor(p.events[at]!, viewer),
      facts.decisions,
      facts.waitingFor,
      facts.window,
    ];
    const replayed = [step.view, step.events, step.decisions, step.waitingFor, step.window];
    if (JSON.stringify(replayed) !== JSON.stringify(live)) expect(replayed).toEqual(json(live));
    // Nothing names a secret field or a log index.
    // (Startups' final scoring lists every hand: the game is over then.)
    const over = (step.view as { outcome: unknown }).outcome != null;
    for (const key of keysOf(step))
      if (!(over && key === 'hands')) expect(SECRET_KEYS.has(key), `key ${key}`).toBe(false);
    expect(Object.keys(step).sort()).toEqual([
      'decisions',
      'events',
      'legal',
      'played',
      'view',
      'waitingFor',
      'window',
    ]);
    // `played` is the viewer's own next action, taken at this step.
    if (step.played !== null) {
      expect(viewer).not.toBe('spectator');
      expect(step.played).toEqual(json(p.log[built.versions[k + 1]! - 1]));
      expect((step.played as SeatAction).seat).toBe(viewer);
    }
    const events = step.events as { type: string; seat?: number; company?: unknown }[];
    if (p.game.name === 'nobid') {
      const hidden = hiddenNobid(state as NobidTruth, viewer);
      const seen = cardIds([step.view, step.events, step.legal, step.played]);
      for (const c of seen) expect(hidden.has(c), `card ${c} hidden from ${viewer} at ${at}`).toBe(false);
      for (const e of events) if (e.type === 'pass') expect(e.seat).toBe(viewer);
    } else {
      const view = step.view as {
        hand: number[] | null;
        coins: (number | null)[];
        phase: string;
        options: { showCoins: boolean };
      };
      if (viewer === 'spectator') expect(view.hand).toBeNull();
      if (!view.options.showCoins && view.phase !== 'over')
        view.coins.forEach((c, seat) => {
          if (seat !== viewer) expect(c, `coins of ${seat} seen by ${viewer}`).toBeNull();
        });
      for (const e of events)
        if (e.type === 'took-deck' && e.seat !== viewer) expect(e.company).toBeUndefined();
    }
  });
  // Another seat's pass while its window stays open sends this viewer nothing: no step there.
  p.log.forEach((action, i) => {
    const open = p.game.decisions(p.states[i + 1]).some((d) => d.window !== undefined);
    if (action.type === 'pass' && action.seat !== viewer && open) expect(shown.has(i + 1)).toBe(false);
  });
  // The reveal is every seat's own final view.
  const final = p.states[p.states.length - 1];
  expect(json(built.reveal.views)).toEqual(
    Array.from({ length: p.seats }, (_, s) => json(p.game.view(final, s))),
  );
  return steps.length;
}

function viewersOf(seats: number): Viewer[] {
  return [...Array.from({ length: seats }, (_, s) => s), 'spectator'];
}

describe('a replay shows each viewer only what it saw live', () => {
  const rng = rngFromSeed('replay-leak');
  it.each([2, 3, 4, 5, 6])('No Bid, %i seats', (seats) => {
    const p = playRandom(GAMES.nobid!, seats, `nb-${seats}`, { turnCap: 30 }, rng);
    let steps = 0;
    for (const viewer of viewersOf(seats)) steps += checkReplay(p, viewer);
    expect(steps).toBeGreaterThan(seats);
  });
  it.each([3, 4, 5, 6, 7])('Startups, %i seats', (seats) => {
    for (let g = 0; g < 2; g++) {
      const p = playRandom(GAMES.startups!, seats, `su-${seats}-${g}`, { showCoins: g === 1 }, rng);
      for (const viewer of viewersOf(seats)) checkReplay(p, viewer);
    }
  });
  it('a pass in an open window shows to the passer alone', () => {
    // A game with passes that leave a window open: some seat passes before another answers.
    const p = playRandom(GAMES.nobid!, 4, 'nb-passes', { turnCap: 30 }, rng);
    const hidden = p.log.filter(
      (a, i) => a.type === 'pass' && p.game.decisions(p.states[i + 1]).some((d) => d.window !== undefined),
    );
    expect(hidden.length).toBeGreaterThan(0);
    for (const viewer of viewersOf(4)) checkReplay(p, viewer);
  });
});
