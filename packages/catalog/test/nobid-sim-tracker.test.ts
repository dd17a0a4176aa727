/**
 * No Bid's per-game facts: a hand-built position (a leader pulled back through two No Bids), the
 * winner's figures on samples worked out by hand, and a whole bot game checked against what a
 * spectator's views say and against a replay of its seed and log.
 */
import { decide, randomBot } from '@nobid/bots';
import { type GameEvent, type MatchRecord, replaySteps, rngFromSeed } from '@nobid/engine';
import {
  idsOfKind,
  type NobidAction,
  type NobidEvent,
  type NobidState,
  nobidGame,
  nobidScenarios,
} from '@nobid/nobid';
import { onlyLeader, trackNobidGame, winnerFacts } from '@nobid/nobid/sim';
import { describe, expect, it } from 'vitest';

const kindIndex = (s: NobidState, kind: string) => s.cards.kinds.findIndex((d) => d.kind === kind);

describe('the leader and the winner, from public counts', () => {
  it('a leader is the only seat at the top', () => {
    expect(onlyLeader([1, 3, 2])).toBe(1);
    expect(onlyLeader([3, 3, 2])).toBe(-1);
    expect(onlyLeader([0, 0])).toBe(-1);
  });

  it("the winner's deficit, time behind and time in the lead for good", () => {
    // Turn starts: level, behind by 2, behind by 1, level, alone in front twice, then the win.
    const samples = [
      [1, 1, 1],
      [3, 1, 1],
      [3, 2, 2],
      [3, 3, 1],
      [3, 4, 1],
      [4, 5, 2],
    ];
    expect(winnerFacts(samples, 1)).toEqual({ maxDeficit: 2, turnsBehind: 2, turnsLedForGood: 2 });
    // Seat 0 led from turn 2 to 4, lost it at 5: it never led for good.
    expect(winnerFacts(samples, 0).turnsLedForGood).toBe(0);
  });
});

describe('a leader pulled back, on a hand-built table', () => {
  it('counts windows, answers, cancels, resolves and the pull-back by the card at the bottom of the stack', () => {
    // Seat 1 leads with three Positions; seat 0 plays Margin Call on it, seat 1 answers with
    // No Bid, seat 0 answers that with No Bid: the Margin Call stands.
    let s = nobidScenarios.play({
      players: 3,
      setup: {
        rest: 'deck',
        books: [
          ['position-eurusd-long'],
          ['position-usdjpy-long', 'position-gbpusd-long', 'position-usdchf-long'],
          ['position-audusd-long'],
        ],
        hands: [['margin-call', 'no-bid'], ['no-bid'], []],
      },
    }) as NobidState;
    const tracker = trackNobidGame(s);
    const act = (action: NobidAction) => {
      const r = nobidGame.apply(s, action);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      tracker.onEvents(r.events, s);
    };
    const [marginCall] = idsOfKind(s.cards, 'margin-call').filter((id) => s.hands[0]!.includes(id));
    const noBidOf = (seat: number) => s.hands[seat]!.find((id) => s.cards.kind[id] === 'no-bid')!;
    act({ seat: 0, type: 'play', card: marginCall!, target: { seat: 1 } });
    act({ seat: 1, type: 'respond', card: noBidOf(1) });
    act({ seat: 0, type: 'respond', card: noBidOf(0) });
    for (const seat of [0, 1, 2]) act({ seat, type: 'pass' });
    expect(s.books[1]!.map((id) => s.cards.kind[id])).toContain('margin-call');

    const facts = tracker.finish({ kind: 'draw', reason: 'test' });
    const mc = kindIndex(s, 'margin-call');
    const nb = kindIndex(s, 'no-bid');
    expect([facts.windowsOpened, facts.windowsAnswered]).toEqual([3, 2]);
    expect([facts.cards.played[mc], facts.cards.played[nb]]).toEqual([1, 2]);
    expect([facts.cards.cancelled[mc], facts.cards.cancelled[nb]]).toEqual([0, 1]);
    expect([facts.cards.resolved[mc], facts.cards.resolved[nb]]).toEqual([1, 1]);
    expect([facts.cards.stacksOn[mc], facts.cards.answeredOn[mc]]).toEqual([1, 1]);
    expect(facts.cards.playedBy[nb]).toBe(0b011);
    // 3 → 2: still the only leader (1, 2, 1), so pulled back but not overtaken.
    expect(facts.pullbacks).toBe(1);
    expect(facts.pullbacksBy[mc]).toBe(1);
    expect(facts.leadsLost).toBe(0);
    expect(facts.leadChanges).toBe(0);
  });
});

/** Plays one game with random bots, keeping its log as a match record. */
function playRecorded(seed: string, players: number) {
  const options = nobidGame.parseOptions({});
  const record = { game: 'nobid', seats: players, seed, options, log: [] as NobidAction[] };
  let s = nobidGame.setup(players, options, seed);
  const tracker = trackNobidGame(s);
  const initial = s;
  const rngs = Array.from({ length: players }, (_, i) => rngFromSeed(`${seed}:${i}`));
  const views: { turn: number; counts: readonly number[] }[] = [
    { turn: 1, counts: nobidGame.view(s, 'spectator').counts },
  ];
  const events: GameEvent<NobidEvent>[] = [];
  for (;;) {
    const decisions = nobidGame.decisions(s);
    if (decisions.length === 0) break;
    const { seat } = decisions[0]!;
    const action = decide(nobidGame, s, seat, randomBot(), rngs[seat]!);
    record.log.push(action);
    const r = nobidGame.apply(s, action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    events.push(...r.events);
    tracker.onEvents(r.events, s);
    const view = nobidGame.view(s, 'spectator');
    if (r.events.some((e) => e.public?.type === 'turn')) views.push({ turn: view.turn, counts: view.counts });
  }
  return {
    record: record as MatchRecord<NobidAction, typeof options>,
    facts: tracker.finish(s.outcome!),
    views,
    events,
    initial,
    final: s,
  };
}

describe('a whole game', () => {
  const game = playRecorded('tracker', 4);

  it("reads the leader's count only from what a spectator sees", () => {
    const byRound = game.views.filter((_, i) => i % 4 === 0).map((v) => Math.max(...v.counts));
    expect(game.facts.leaderByRound).toEqual(byRound);
    expect(game.facts.turns).toBe(game.views.length);
    expect(game.facts.reshuffles).toBe(game.events.filter((e) => e.public?.type === 'reshuffle').length);
  });

  it('accounts for every card: each played card resolves or is cancelled, each answer answers a window', () => {
    const { cards } = game.facts;
    expect(cards.played.map((_, k) => cards.resolved[k]! + cards.cancelled[k]!)).toEqual(cards.played);
    const responses = game.events.filter((e) => e.public?.type === 'play' && e.public.response).length;
    expect(game.facts.windowsAnswered).toBe(responses);
    expect(cards.heldAtEnd.reduce((a, b) => a + b, 0)).toBe(game.final.hands.flat().length);
    const dealt = game.initial.hands.flat().length;
    const drawn = game.events.reduce((n, e) => n + (e.public?.type === 'draw' ? e.public.count : 0), 0);
    expect(cards.drawn.reduce((a, b) => a + b, 0)).toBe(dealt + drawn);
  });

  it('gives the same facts when the game is replayed from its seed and log', () => {
    const replayed = trackNobidGame(nobidGame.setup(4, game.record.options, game.record.seed));
    let last: NobidState | undefined;
    for (const step of replaySteps(nobidGame, game.record)) {
      replayed.onEvents(step.events, step.state);
      last = step.state;
    }
    expect(replayed.finish(last!.outcome!)).toEqual(game.facts);
  });
});
