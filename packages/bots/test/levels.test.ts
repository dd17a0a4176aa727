import { type AnyGame, type Bot, rngFromSeed } from '@nobid/engine';
import { type ToyAction, type ToyView, toyGame } from '@nobid/engine/testing';
import { describe, expect, it } from 'vitest';
import {
  budgetFor,
  createBotLevels,
  decide,
  HARD_BUDGET,
  HARD_ITERATIONS,
  HARD_ITERATIONS_BY_SEATS,
  HARD_SAFETY_MS,
  HARD_SERVER_BUDGET,
  parseBudget,
  playBotGame,
  randomBot,
  UnknownLevelError,
} from '../src/index.ts';

const options = toyGame.parseOptions({});
const drawer: Bot<ToyView, ToyAction> = {
  name: 'always-draw',
  choose: ({ legal }) => legal.find((a) => a.type === 'draw') ?? legal[0]!,
};

describe('lobby levels', () => {
  const levels = createBotLevels({
    fifteen: { game: toyGame as AnyGame },
    drawing: { game: toyGame as AnyGame, heuristic: drawer },
  });

  it('easy is random, medium the game heuristic (random without one), hard ISMCTS', () => {
    expect(levels.botForLevel('fifteen', 'easy').name).toBe('random');
    expect(levels.botForLevel('fifteen', 'medium').name).toBe('random');
    expect(levels.botForLevel('drawing', 'medium').name).toBe('always-draw');
    expect(levels.botForLevel('fifteen', 'hard').name).toBe(
      `ismcts(2p:2400,3p:1000,4p:${HARD_ITERATIONS},5p:550,6p:500,else:${HARD_ITERATIONS}it)`,
    );
    expect(
      createBotLevels({ fifteen: { game: toyGame as AnyGame } }, { hardBudget: { ms: 200 } }).botForLevel(
        'fifteen',
        'hard',
      ).name,
    ).toBe('ismcts(200ms)');
  });

  it('refuses an unknown level or game with a clear error', () => {
    expect(() => levels.botForLevel('fifteen', 'expert')).toThrow(UnknownLevelError);
    expect(() => levels.botForLevel('fifteen', 'expert')).toThrow(
      'unknown bot level "expert"; use one of easy, medium, hard',
    );
    expect(() => levels.botForLevel('chess', 'easy')).toThrow(
      'no bots for game "chess"; known games: fifteen, drawing',
    );
  });

  it('parses budgets and refuses bad ones', () => {
    expect(parseBudget('500')).toEqual({ iterations: 500 });
    expect(parseBudget('200ms')).toEqual({ ms: 200 });
    expect(parseBudget('600it/1500ms')).toEqual({ iterations: 600, ms: 1500 });
    expect(() => parseBudget('600ms/1500ms')).toThrow(/bad search budget/);
    expect(() => parseBudget('-3')).toThrow(/bad search budget "-3"/);
    expect(() => parseBudget('0')).toThrow(/bad search budget/);
  });
});

describe('one hard bot', () => {
  it('hard is an iteration budget; the server adds only a time cap on top of the same iterations', () => {
    expect(HARD_BUDGET).toEqual({ iterations: HARD_ITERATIONS, bySeats: HARD_ITERATIONS_BY_SEATS });
    expect(HARD_SERVER_BUDGET).toEqual({ ...HARD_BUDGET, ms: HARD_SAFETY_MS });
    expect(budgetFor(HARD_BUDGET, 2)).toEqual({ iterations: HARD_ITERATIONS_BY_SEATS[2] });
    expect(budgetFor(HARD_SERVER_BUDGET, 6)).toEqual({
      iterations: HARD_ITERATIONS_BY_SEATS[6],
      ms: HARD_SAFETY_MS,
    });
    expect(budgetFor(HARD_BUDGET, 9)).toBe(HARD_BUDGET);
  });
});

describe('determinism', () => {
  it('the random bot answers the same for the same seed', () => {
    const state = toyGame.setup(3, options, 'rb');
    const bot = randomBot<ToyView, ToyAction>();
    const run = (seed: number) =>
      Array.from({ length: 20 }, (_, i) => decide(toyGame, state, 0, bot, rngFromSeed(seed + i)));
    expect(run(1)).toEqual(run(1));
    expect(new Set(run(1).map((a) => toyGame.actionKey(a, state))).size).toBeGreaterThan(1);
  });

  it('a whole bot game replays the same from the same seed, and differs with another', () => {
    const bots = [
      levelsFor().botForLevel('fifteen', 'hard'),
      randomBot<ToyView, ToyAction>(),
      randomBot<ToyView, ToyAction>(),
    ];
    const play = (seed: string) => {
      const log: unknown[] = [];
      const result = playBotGame(toyGame as AnyGame, toyGame.setup(3, options, seed), bots, seed, {
        onEvents: (events) => log.push(...events),
      });
      return { result, log };
    };
    expect(play('same')).toEqual(play('same'));
    expect(play('same').log).not.toEqual(play('other').log);
  });
});

const levelsFor = () =>
  createBotLevels({ fifteen: { game: toyGame as AnyGame } }, { hardBudget: { iterations: 50 } });
