import { type Bot, type BotTurn, rngFromSeed, type SeatView } from '@nobid/engine';
import { type ToyAction, type ToyView, toyGame } from '@nobid/engine/testing';
import { describe, expect, it } from 'vitest';
import { askBot, decide, seatView, ViewGuardError } from '../src/index.ts';

const options = toyGame.parseOptions({});

/** A bot that records what it was given and plays the first legal action. */
function spyBot(): Bot<ToyView, ToyAction> & { seen: BotTurn<ToyView, ToyAction>[] } {
  const seen: BotTurn<ToyView, ToyAction>[] = [];
  return {
    name: 'spy',
    seen,
    choose: (turn) => {
      seen.push(turn);
      return turn.legal[0]!;
    },
  };
}

describe('a bot sees its seat view, never the full state', () => {
  it('decide hands the bot the view of its own seat, frozen, and never the deck or other hands', () => {
    const state = toyGame.setup(3, options, 'guard');
    const bot = spyBot();
    decide(toyGame, state, 0, bot, rngFromSeed(1));
    const { view, seat } = bot.seen[0]!;
    expect(seat).toBe(0);
    expect(view).toEqual(toyGame.view(state, 0));
    expect(JSON.stringify(view)).not.toContain('"deck"');
    expect(JSON.stringify(view)).not.toContain('"hands"');
    expect(Object.isFrozen(view)).toBe(true);
    expect(Object.isFrozen(view.piles)).toBe(true);
    expect(() => (view.hand as number[]).push(9)).toThrow(TypeError);
  });

  it('refuses a full state at run time (and in the types)', () => {
    const state = toyGame.setup(2, options, 'full');
    const legal = toyGame.legalActions(state, 0);
    const bot = spyBot();
    const turn = { view: state, seat: 0, legal, rng: rngFromSeed(2) };
    // @ts-expect-error a full state is not a SeatView: only seatView() makes one
    expect(() => askBot(toyGame, bot, turn)).toThrow(ViewGuardError);
    expect(bot.seen).toHaveLength(0);
  });

  it('refuses a view built by hand, even one equal to the real view', () => {
    const state = toyGame.setup(2, options, 'copy');
    const copy = structuredClone(toyGame.view(state, 0)) as SeatView<ToyView>;
    const bot = spyBot();
    const run = () =>
      askBot(toyGame, bot, {
        view: copy,
        seat: 0,
        legal: toyGame.legalActions(state, 0),
        rng: rngFromSeed(3),
      });
    expect(run).toThrow(/not a seat's view/);
    expect(bot.seen).toHaveLength(0);
  });

  it("refuses another seat's view", () => {
    const state = toyGame.setup(2, options, 'other');
    const bot = spyBot();
    const view = seatView(toyGame, state, 1);
    const run = () =>
      askBot(toyGame, bot, { view, seat: 0, legal: toyGame.legalActions(state, 0), rng: rngFromSeed(4) });
    expect(run).toThrow(/view of seat 1/);
  });

  it('maps an equal answer onto the legal list and refuses an illegal one', () => {
    const state = toyGame.setup(2, options, 'answer');
    const legal = toyGame.legalActions(state, 0);
    const equal: Bot<ToyView, ToyAction> = { name: 'equal', choose: () => ({ seat: 0, type: 'draw' }) };
    const chosen = decide(toyGame, state, 0, equal, rngFromSeed(5));
    expect(legal).toContainEqual(chosen);
    const cheat: Bot<ToyView, ToyAction> = {
      name: 'cheat',
      choose: () => ({ seat: 0, type: 'play', card: 99 }),
    };
    expect(() => decide(toyGame, state, 0, cheat, rngFromSeed(5))).toThrow(/bot "cheat" chose play:99/);
  });
});
