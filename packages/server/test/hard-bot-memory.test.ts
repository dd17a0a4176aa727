/**
 * The live hard bot's memory of its table (issue 17): rebuilt from the table's log as the seat's
 * own views, the same whether a worker remembers the table or starts cold (a restart, another
 * thread), bounded, and reaching the opponent models: a random seat is recognised live.
 */
import { type BotEntry, decide, randomBot } from '@nobid/bots';
import { botEntry, GAMES } from '@nobid/catalog';
import { type AnyBot, type AnyGame, nextFloat, nextInt, rngFromSeed, type SeatAction } from '@nobid/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { levelBots } from '../src/bot-players.ts';
import { HardBotMemory, type TableHistory } from '../src/hard-bot-memory.ts';

const game = GAMES.nobid as AnyGame;
const entry = botEntry(game);
const options = game.parseOptions(undefined);
/** No Bid's observer reads each seat's belief of playing like the heuristic (`opponents.ts`). */
type Beliefs = { beliefs(view: unknown): number[] };
const SEED = 'memory/2';
const tiny = { iterations: 5 };

/** A seeded 4-player game (heuristic at seats 0-2, random at 3), as its log and every state. */
function playedGame() {
  const bots: AnyBot[] = [entry.heuristic!, entry.heuristic!, entry.heuristic!, randomBot()];
  const table = rngFromSeed(`${SEED}:table`);
  let state: unknown = game.setup(4, options, SEED);
  const states = [state];
  const log: SeatAction[] = [];
  while (game.decisions(state).length > 0) {
    const d = game.decisions(state);
    const seat = d[nextInt(table, d.length)]!.seat;
    const action = decide(game, state, seat, bots[seat]!, rngFromSeed(`${SEED}:${log.length}`));
    const next = game.apply(state, action);
    if (!next.ok) throw new Error(next.error.message);
    log.push(action);
    state = next.state;
    states.push(state);
  }
  return { log, states };
}

const { log, states } = playedGame();
const history = (n: number): TableHistory => ({
  id: 'table-1',
  record: { game: 'nobid', seats: 4, seed: SEED, options, log: log.slice(0, n) },
});
/** The last log length before `end` at which seat 0 must decide. */
const seat0Decides = (end: number) => {
  for (let n = end; n > 0; n--) if (game.decisions(states[n]).some((d) => d.seat === 0)) return n;
  throw new Error('seat 0 never decides');
};

/** Asks the memory's bot for seat 0's decision at log length `n`, as the worker does. */
function decideAt(memory: HardBotMemory, n: number): void {
  const bot = memory.bot(game, entry, history(n), 0, tiny);
  decide(game, states[n], 0, bot, rngFromSeed(`decide:${n}`));
}
const beliefs = (memory: HardBotMemory, n: number) =>
  (memory.settingsOf('table-1', 0)!.observer as unknown as Beliefs).beliefs(game.view(states[n], 0));

describe("the live hard bot's memory of its table", () => {
  const end = seat0Decides(log.length - 1);

  it('recognises the random seat from the log alone, and a worker starting cold remembers the same', () => {
    // One worker asked along the game, and one that (re)started just before the last decision.
    const warm = new HardBotMemory();
    for (const n of [seat0Decides(Math.floor(end / 3)), seat0Decides(Math.floor((2 * end) / 3)), end])
      decideAt(warm, n);
    const cold = new HardBotMemory();
    decideAt(cold, end);
    const b = beliefs(cold, end);
    expect(b[1]).toBeGreaterThan(0.8);
    expect(b[2]).toBeGreaterThan(0.8);
    expect(b[3]).toBeLessThan(0.3);
    expect(beliefs(warm, end)).toEqual(b);
    // A memory for one decision only (the server before) has no evidence yet.
    const none = new HardBotMemory();
    none.bot(game, entry, history(0), 0, tiny);
    expect(beliefs(none, 0).map((x) => x.toFixed(3))).toEqual(['0.800', '0.800', '0.800', '0.800']);
  });

  it("shows the bot only its own seat's views, each once, in the log's order", () => {
    const shown: unknown[] = [];
    const spy: BotEntry = {
      game,
      createSearch: () => ({
        ...entry.search,
        observer: {
          observe(turn) {
            shown.push(turn.view);
            return {};
          },
        },
      }),
    };
    const memory = new HardBotMemory();
    memory.bot(game, spy, history(30), 0, tiny);
    memory.bot(game, spy, history(50), 0, tiny);
    // Every view after actions 1..29, then 31..49 (30 and 50 are the decisions' own).
    const expected = [...Array(49).keys()].map((i) => i + 1).filter((n) => n !== 30);
    expect(shown).toEqual(expected.map((n) => game.view(states[n], 0)));
  });

  it('keeps at most its limit of table seats, the least recently used going first', () => {
    const memory = new HardBotMemory(2);
    for (const id of ['a', 'b', 'a', 'c']) memory.bot(game, entry, { ...history(10), id }, 0, tiny);
    expect(memory.size).toBe(2);
    expect(memory.settingsOf('a', 0)).toBeDefined();
    expect(memory.settingsOf('b', 0)).toBeUndefined();
  });
});

describe.skipIf(!GAMES.nobid)("the server's hard bot with its table's log", () => {
  const bots = levelBots({ threads: 1 });
  afterAll(async () => {
    await bots.close();
  });

  it('searches on the pool with the history and answers legally', async () => {
    const n = seat0Decides(60);
    const rng = rngFromSeed('pool');
    const action = await bots.choose(game, states[n], 0, 'hard', () => nextFloat(rng), 600, history(n));
    expect(game.check(states[n], action)).toBeNull();
  });
});
