import { describe, expect, it } from 'vitest';
import {
  eventsFor,
  type MatchRecord,
  nextU32,
  ReplayError,
  randomPlayout,
  replay,
  replaySteps,
  rngFromSeed,
} from '../src/index.ts';
import { type ToyAction, type ToyOptions, toyGame } from '../src/testing/index.ts';

const options: ToyOptions = { turnCap: 60 };

describe('defineGame', () => {
  it('apply is pure: the input state is untouched and a new one returned', () => {
    const s0 = toyGame.setup(2, options, 'pure');
    const before = structuredClone(s0);
    const r = toyGame.apply(s0, { seat: 0, type: 'draw' });
    expect(r.ok).toBe(true);
    expect(s0).toEqual(before);
    if (r.ok) expect(r.state.hands[0]).toHaveLength(3);
  });

  it('a rejected action returns a typed error and leaves the state alone', () => {
    const s0 = toyGame.setup(2, options, 'reject');
    const before = structuredClone(s0);
    const r = toyGame.apply(s0, { seat: 1, type: 'draw' });
    expect(r).toEqual({ ok: false, error: { code: 'not-your-decision', message: "it is seat 0's turn" } });
    expect(s0).toEqual(before);
  });

  it('applyInPlace reaches the same state as apply', () => {
    const s0 = toyGame.setup(3, options, 'same');
    const action: ToyAction = toyGame.legalActions(s0, 0)[0]!;
    const pure = toyGame.apply(s0, action);
    const copy = toyGame.clone(s0);
    toyGame.applyInPlace(copy, action);
    expect(pure.ok && pure.state).toEqual(copy);
  });

  it('splits events: the drawer sees the card, others only that a card was drawn', () => {
    const s0 = toyGame.setup(2, options, 'events');
    const r = toyGame.apply(s0, { seat: 0, type: 'draw' });
    if (!r.ok) throw new Error('draw should be legal');
    const [mine] = eventsFor(r.events, 0);
    const [theirs] = eventsFor(r.events, 1);
    const [spectator] = eventsFor(r.events, 'spectator');
    expect(mine).toMatchObject({ type: 'drew', seat: 0, card: expect.any(Number) });
    expect(theirs).toEqual({ type: 'drew', seat: 0 });
    expect(spectator).toEqual({ type: 'drew', seat: 0 });
  });
});

describe('match replay', () => {
  function playRecord(seed: string): MatchRecord<ToyAction, ToyOptions> {
    let state = toyGame.setup(3, options, seed);
    const log: ToyAction[] = [];
    const rng = rngFromSeed(`${seed}/players`);
    while (!toyGame.result(state)) {
      const [d] = toyGame.decisions(state);
      const legal = toyGame.legalActions(state, d!.seat);
      const action = legal[Math.floor((rng.a >>> 0) % legal.length)]!;
      rng.a = (rng.a * 1664525 + 1013904223) >>> 0;
      const r = toyGame.apply(state, action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      log.push(action);
    }
    return { game: toyGame.name, seats: 3, seed, options, log };
  }

  it('replaying the log reproduces the final state exactly', () => {
    const record = playRecord('replay');
    const a = replay(toyGame, record);
    const b = replay(toyGame, JSON.parse(JSON.stringify(record)));
    expect(a).toEqual(b);
    expect(toyGame.result(a)).not.toBeNull();
  });

  it('names the first action a replay rejects', () => {
    const record = playRecord('tamper');
    const log = [...record.log];
    log[1] = { seat: 2, type: 'draw' };
    expect(() => replay(toyGame, { ...record, log })).toThrow(ReplayError);
    try {
      [...replaySteps(toyGame, { ...record, log })];
    } catch (e) {
      expect((e as ReplayError).index).toBe(1);
    }
  });
});

describe('randomPlayout', () => {
  it('plays to an outcome and is deterministic for a seed', () => {
    const run = (seed: string) => randomPlayout(toyGame, toyGame.setup(4, options, seed), rngFromSeed(seed));
    expect(run('x')).toEqual(run('x'));
    expect(run('x').outcome.kind).toMatch(/win|draw/);
  });

  /** The toy game with `choices` read from its lists; `drawAside` also draws from the state's generator. */
  const withChoices = (drawAside: boolean): typeof toyGame => ({
    ...toyGame,
    choices: {
      deciderCount: (s) => toyGame.decisions(s).length,
      deciderAt: (s, i) => toyGame.decisions(s)[i]!.seat,
      pickAction: (s, seat, pick) => {
        if (drawAside) nextU32(s.rng);
        const legal = toyGame.legalActions(s, seat);
        return legal.length === 0 ? null : legal[pick(legal.length)]!;
      },
    },
  });

  it('through choices draws what the lists draw and leaves the generator where they leave it', () => {
    for (const seed of ['a', 'b', 'c']) {
      const fastRng = rngFromSeed(seed);
      const slowRng = rngFromSeed(seed);
      const fast = randomPlayout(withChoices(false), toyGame.setup(3, options, seed), fastRng);
      const slow = randomPlayout(toyGame, toyGame.setup(3, options, seed), slowRng);
      expect(fast).toEqual(slow);
      expect(fastRng).toEqual(slowRng);
    }
  });

  it("refuses a game that draws from the playout's own generator during the playout", () => {
    const s = toyGame.setup(2, options, 'aside');
    expect(() => randomPlayout(withChoices(true), s, s.rng)).toThrow(/drew from the playout's generator/);
  });
});
