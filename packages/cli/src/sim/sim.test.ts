import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { randomBot } from '@nobid/bots';
import type { AnyGame } from '@nobid/engine';
import { toyGame } from '@nobid/engine/testing';
import { DEFAULT_EDITION, editionIdentity } from '@nobid/nobid';
import { median, playRecords, runSim, type SimConfig, seatingOf, summariseRecords, wilson } from '@nobid/sim';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../usage-error.ts';
import { parseSimFlags, parseWorkers } from './args.ts';
import { renderReport } from './report.ts';
import { playRuns, runSimInWorkers } from './workers.ts';

const toyConfig = (seed: string, games = 50): SimConfig => ({
  gameName: 'fifteen',
  game: toyGame as AnyGame,
  players: 3,
  games,
  seed,
  botLabels: ['easy', 'easy', 'easy'],
  bots: [randomBot(), randomBot(), randomBot()],
});

describe('nobid sim statistics', () => {
  it('the same seed gives the same statistics, another seed others', () => {
    expect(runSim(toyConfig('7')).summary).toEqual(runSim(toyConfig('7')).summary);
    expect(runSim(toyConfig('7')).summary.seats).not.toEqual(runSim(toyConfig('8')).summary.seats);
  });

  it('the same seed gives the same No Bid statistics with bots of every level', () => {
    const flags = {
      game: 'nobid',
      players: '3',
      games: '4',
      seed: 's',
      bots: 'hard,medium,easy',
      hardBudget: '10',
    };
    const a = runSim(parseSimFlags(flags)).summary;
    const b = runSim(parseSimFlags(flags)).summary;
    expect(a).toEqual(b);
    expect(a.seats.map((s) => s.bot)).toEqual(['hard', 'medium', 'easy']);
    expect(a.seats.reduce((n, s) => n + s.wins.count, 0) + a.draws.count).toBe(4);
  });

  it('gives the same statistics on three worker threads as in one thread, per-card figures included', async () => {
    const flags = {
      game: 'nobid',
      players: '4',
      games: '23',
      seed: 'threads',
      bots: 'hard,medium,medium,easy',
      hardBudget: '5',
    };
    const config = parseSimFlags(flags);
    const progress: number[] = [];
    const threaded = await runSimInWorkers(flags, config, 3, (done) => progress.push(done));
    expect(threaded.summary).toEqual(runSim(config).summary);
    expect(threaded.summary.cards.list.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(23);
  });

  it('an edition travels to the worker threads as JSON, and several runs share one pool', async () => {
    const edition = {
      ...DEFAULT_EDITION,
      version: '1-leverage-12',
      cards: DEFAULT_EDITION.cards.map((c) => (c.kind === 'leverage' ? { ...c, copies: 12 } : c)),
    };
    const flags = { game: 'nobid', players: '3', games: '9', seed: 'w', bots: 'medium', rotate: true };
    const runs = [flags, { ...flags, options: { edition } }].map((f) => ({
      flags: f,
      config: parseSimFlags(f),
    }));
    const [plain, edited] = await playRuns(runs, 2);
    expect(summariseRecords(runs[1]!.config, edited!)).toEqual(runSim(runs[1]!.config).summary);
    expect(summariseRecords(runs[0]!.config, plain!)).toEqual(runSim(runs[0]!.config).summary);
    expect(summariseRecords(runs[1]!.config, edited!).edition).toEqual(editionIdentity(edition));
    expect(summariseRecords(runs[0]!.config, plain!).edition).toEqual(editionIdentity(DEFAULT_EDITION));
  });

  it('--rotate seats the line-up one seat further each game: per-bot figures follow the bot, per-seat the seat', () => {
    const config = parseSimFlags({
      game: 'nobid',
      players: '4',
      games: '40',
      seed: 'rotate',
      bots: 'medium,easy,easy,easy',
      rotate: true,
    });
    const names = (g: number) => seatingOf(config, g).bots.map((b) => b.name);
    expect(names(0)).toEqual(['nobid-heuristic', 'random', 'random', 'random']);
    expect(names(1)).toEqual(['random', 'nobid-heuristic', 'random', 'random']);
    expect(names(6)).toEqual(['random', 'random', 'nobid-heuristic', 'random']);
    const records = playRecords(config);
    const s = summariseRecords(config, records);
    // The medium bot sat at seat `shift`: it won the games its seat won, wherever that was.
    const mediumWins = records.filter((r) => r.outcome.kind === 'win' && r.outcome.winner === r.shift).length;
    expect(s.byBot).toEqual([
      { bot: 'medium', seats: [0, 1, 2, 3], wins: expect.objectContaining({ count: mediumWins, of: 40 }) },
      { bot: 'easy', seats: [0, 1, 2, 3], wins: expect.objectContaining({ of: 120 }) },
    ]);
    // Greedy against three random bots wins most games, and no seat keeps that advantage.
    expect(mediumWins).toBeGreaterThan(25);
    expect(Math.max(...s.seats.map((x) => x.wins.count))).toBeLessThan(mediumWins);
    expect(s.seats.map((x) => x.bot)).toEqual(['rotated', 'rotated', 'rotated', 'rotated']);
    expect(s.rotate).toBe(true);
    const fixed = parseSimFlags({
      game: 'nobid',
      players: '4',
      games: '5',
      seed: 'rotate',
      bots: 'medium,easy,easy,easy',
    });
    expect(playRecords(fixed).map((r) => r.shift)).toEqual([0, 0, 0, 0, 0]);
  });

  it('knows who moved first: the win rates by place in turn order add up to the games won', () => {
    const { summary } = runSim(
      parseSimFlags({ game: 'nobid', players: '4', games: '30', seed: 'first', bots: 'medium' }),
    );
    const won = summary.games - summary.draws.count;
    expect(summary.positions.reduce((n, p) => n + p.wins.count, 0)).toBe(won);
    expect(summary.figures.find((f) => f.id === 'first-player')!.value).toBe(summary.positions[0]!.wins.rate);
    // Toy game: seat 0 always moves first, so places and seats are the same.
    const toy = runSim(toyConfig('first', 30)).summary;
    expect(toy.positions.map((p) => p.wins.count)).toEqual(toy.seats.map((x) => x.wins.count));
  });

  it('counts wins, draws and lengths consistently', () => {
    const { summary } = runSim(toyConfig('sums', 80));
    const wins = summary.seats.reduce((n, s) => n + s.wins.count, 0);
    expect(wins + summary.draws.count).toBe(80);
    expect(summary.length.histogram.reduce((n, h) => n + h.games, 0)).toBe(80);
    expect(summary.byBot).toEqual([
      { bot: 'easy', seats: [0, 1, 2], wins: expect.objectContaining({ count: wins, of: 240 }) },
    ]);
    expect(summary.cards.supported).toBe(false);
  });

  it('reads No Bid cards from the events: plays, cancels, responses and stack depths agree', () => {
    const { summary } = runSim(parseSimFlags({ game: 'nobid', players: '4', games: '30', seed: 'cards' }));
    const { list, stackDepths } = summary.cards;
    expect(summary.cards.supported).toBe(true);
    const byCard = new Map(list.map((c) => [c.card, c]));
    // No Bid and Circuit Breaker are only ever played as responses; nothing else is.
    expect(byCard.get('no-bid')!.asResponse).toBe(byCard.get('no-bid')!.played);
    expect(byCard.get('leverage')!.asResponse).toBe(0);
    // A Circuit Breaker ends the stack: nothing can cancel it.
    expect(byCard.get('circuit-breaker')?.cancelled ?? 0).toBe(0);
    for (const c of list) expect(c.cancelled).toBeLessThanOrEqual(c.played);
    // Every stack starts with one card that is not a response, and holds all the responses on it.
    const plays = list.reduce((n, c) => n + c.played, 0);
    const responses = list.reduce((n, c) => n + c.asResponse, 0);
    expect(stackDepths.reduce((n, d) => n + d.stacks, 0)).toBe(plays - responses);
    expect(stackDepths.reduce((n, d) => n + d.depth * d.stacks, 0)).toBe(plays);
  });

  it('Wilson intervals and medians', () => {
    const [lo, hi] = wilson(5, 10);
    expect(lo).toBeCloseTo(0.2366, 3);
    expect(hi).toBeCloseTo(0.7634, 3);
    expect(wilson(0, 20)[0]).toBe(0);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });
});

describe('nobid sim input', () => {
  const bad = (flags: Record<string, string>, message: RegExp) =>
    expect(() => parseSimFlags({ game: 'nobid', players: '4', games: '10', ...flags })).toThrow(message);

  it('refuses bad input with a clear UsageError', () => {
    expect(() => parseSimFlags({ game: 'chess', players: '2' })).toThrow(UsageError);
    bad({ game: 'chess' }, /unknown game "chess"; known games: .*nobid/);
    bad({ players: '1' }, /nobid is for 2 to 6 players, not 1/);
    bad({ players: 'four' }, /--players must be a whole number/);
    bad({ games: '0' }, /--games must be a whole number from 1/);
    bad({ games: '2.5' }, /--games must be a whole number/);
    bad({ bots: 'hard,medium' }, /--bots names 2 bot\(s\) but there are 4 players/);
    bad(
      { bots: 'hard,medium,easy,godlike' },
      /unknown bot level "godlike" in --bots; use easy, medium, hard/,
    );
    bad({ hardBudget: '-5' }, /bad search budget "-5"/);
    expect(() => parseWorkers('0')).toThrow(/--workers must be a whole number from 1 to 256, got "0"/);
    expect(() => parseWorkers('two')).toThrow(UsageError);
  });

  it("gives every seat the lab's default bot (medium: the game's heuristic) without --bots", () => {
    const config = parseSimFlags({ game: 'startups', players: '3', games: '1' });
    expect(config.botLabels).toEqual(['medium', 'medium', 'medium']);
    expect(config.bots.map((b) => b.name)).toEqual([
      'startups-heuristic',
      'startups-heuristic',
      'startups-heuristic',
    ]);
  });
});

describe('nobid sim report', () => {
  it('renders the plots to SVG and the figures as tables', async () => {
    const result = runSim(
      parseSimFlags({ game: 'nobid', players: '2', games: '10', seed: 'r', bots: 'medium,easy' }),
    );
    const html = await renderReport(result, ['nobid-heuristic', 'random']);
    expect(html.match(/<svg/g)?.length).toBeGreaterThanOrEqual(7);
    for (const title of [
      'Win rate per seat',
      'Win rate per bot',
      'Game length',
      'Outcomes',
      'Reaction stack depth',
      'Response cards',
      'Balance targets',
    ])
      expect(html).toContain(title);
    expect(html).toContain('no-bid');
    expect(html).toContain('median game of 8 to 25 rounds');
  });

  it('says so when a game has no per-card figures', async () => {
    const html = await renderReport(runSim(toyConfig('r', 5)), ['random', 'random', 'random']);
    expect(html).toContain('no per-card figures');
  });
});

describe('the nobid sim command', () => {
  it('prints the same --json statistics twice for the same seed (timings aside)', () => {
    const bin = join(import.meta.dirname, '..', '..', 'bin', 'nobid.js');
    const run = () => {
      const out = execFileSync(
        process.execPath,
        [bin, 'sim', '--game', 'nobid', '--players', '4', '--games', '20', '--seed', '1', '--json'],
        { encoding: 'utf8' },
      );
      const parsed = JSON.parse(out) as { summary: unknown; timing: { gamesPerSec: number } };
      expect(parsed.timing.gamesPerSec).toBeGreaterThan(0);
      return parsed.summary;
    };
    expect(run()).toEqual(run());
  });
});
