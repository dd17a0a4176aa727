import { randomBot } from '@nobid/bots';
import type { AnyGame, Outcome } from '@nobid/engine';
import { toyGame } from '@nobid/engine/testing';
import { describe, expect, it } from 'vitest';
import { balanceChecks, describeBalance } from './balance.ts';
import { type GameRecord, type SimConfig, summariseRecords } from './run.ts';

const noCards = { supported: false, cards: [], stackDepths: [] };

/** A 4-seat run whose games were won `wins[seat]` times (the rest drawn), each `turns` long. */
function run(wins: readonly number[], draws: number, turns: number, bots = ['easy', 'easy', 'easy', 'easy']) {
  const records: GameRecord[] = [];
  // Seat 0 moves first in every game, so a seat's place in turn order is its number.
  const game = (outcome: Outcome): GameRecord => ({
    outcome,
    turns,
    actions: turns * 3,
    cards: noCards,
    first: 0,
    shift: 0,
  });
  wins.forEach((n, seat) => {
    for (let i = 0; i < n; i++) records.push(game({ kind: 'win', winner: seat, reason: 'target' }));
  });
  for (let i = 0; i < draws; i++) records.push(game({ kind: 'draw', reason: 'turn-cap' }));
  const config: SimConfig = {
    gameName: 'nobid',
    game: toyGame as AnyGame,
    players: 4,
    games: records.length,
    seed: 'balance',
    botLabels: bots,
    bots: bots.map(() => randomBot()),
  };
  const report = balanceChecks(summariseRecords(config, records));
  if (!report) throw new Error('No Bid has balance targets');
  return report;
}

const verdicts = (r: ReturnType<typeof run>) => r.checks.map((c) => c.verdict);

describe('the balance targets in the sim report', () => {
  it('a fair, mid-length game without draws meets all three', () => {
    const r = run([250, 250, 250, 250], 0, 60);
    expect(r.equalBots).toBe(true);
    expect(verdicts(r)).toEqual(['met', 'met', 'met', 'met']);
    expect(r.checks[2]!.measured).toBe('15.0 rounds (60 turns)');
  });

  it('a seat clearly off its fair share fails; a small sample is only unclear', () => {
    const off = run([400, 200, 200, 200], 0, 60);
    expect(verdicts(off).slice(0, 2)).toEqual(['NOT met', 'NOT met']);
    expect(off.checks[1]!.measured).toMatch(/^the first player is furthest, 15\.0 points off at 40\.0%/);
    const small = run([14, 9, 9, 8], 0, 60);
    expect(small.checks[0]!.verdict).toBe('unclear (too few games)');
    expect(small.checks[0]!.measured).toMatch(/^seat 0 is furthest, 10\.0 points off at 35\.0%/);
  });

  it('never calls a seat unfair (or fair) on fewer games than a ±3-point verdict needs', () => {
    // 801 games at 4 players: 1.96² × 0.25 × 0.75 / 0.03² = 800.4.
    const clearlyOff = run([240, 120, 120, 120], 0, 60); // 600 games, seat 0 at 40% [36.1, 44.0]
    expect(clearlyOff.checks[0]!.verdict).toBe('unclear (too few games)');
    expect(clearlyOff.checks[0]!.measured).toMatch(/a ±3-point verdict needs 801 games at 4 players$/);
    expect(run([150, 150, 150, 150], 0, 60).checks[0]!.verdict).toBe('unclear (too few games)');
    // From 801 games on, the same shares get their verdicts.
    expect(run([321, 160, 160, 160], 0, 60).checks[0]!.verdict).toBe('NOT met');
    expect(run([201, 200, 200, 200], 0, 60).checks[0]!.verdict).toBe('met');
  });

  it('long games and drawn games fail their targets', () => {
    // 120 turns of 4 players is 30 rounds; 10 draws in 1,000 games is 1%.
    const r = run([248, 248, 247, 247], 10, 120);
    expect(verdicts(r).slice(2)).toEqual(['NOT met', 'NOT met']);
    expect(r.checks[3]!.measured).toBe('1.0% (10 of 1000)');
  });

  it('has no targets for a game the publisher gave none', () => {
    const config: SimConfig = {
      gameName: 'fifteen',
      game: toyGame as AnyGame,
      players: 2,
      games: 1,
      seed: 'x',
      botLabels: ['easy', 'easy'],
      bots: [randomBot(), randomBot()],
    };
    const record: GameRecord = {
      outcome: { kind: 'win', winner: 0, reason: 'target' },
      turns: 9,
      actions: 9,
      cards: noCards,
      first: 0,
      shift: 0,
    };
    expect(balanceChecks(summariseRecords(config, [record]))).toBeNull();
    expect(describeBalance(null)).toEqual([]);
  });

  it('says when mixed bots make the seat check a measure of the bots', () => {
    const r = run([250, 250, 250, 250], 0, 60, ['hard', 'medium', 'medium', 'easy']);
    expect(r.equalBots).toBe(false);
    expect(describeBalance(r)[0]).toMatch(/mixed bots/);
  });
});
