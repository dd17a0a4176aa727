/**
 * What a live hard bot remembers of its table between decisions (issue 17): its opponent models
 * (`SearchSettings.observer`) need every public action of the table, and the pool's workers
 * would otherwise build a fresh bot, with no evidence, for every decision.
 *
 * The memory is rebuilt from the table's log, shown to the bot only as its own seat's views: a
 * decision's request carries the match record (seed, options, actions so far), the worker replays
 * it and shows the bot the seat's view after every logged action it has not yet seen, exactly
 * what the seat's client was sent. So no hidden information reaches the bot (only `seatView`s),
 * and a worker that restarted, or another thread of the pool, rebuilds the same memory from the
 * same log: the decision does not depend on which thread makes it, nor on what it remembered.
 * A thread keeps at most `limit` table seats, the least recently used going first.
 */
import {
  type BotEntry,
  type Budget,
  hardLevelBot,
  isObservingBot,
  type SearchSettings,
  seatView,
} from '@nobid/bots';
import {
  type AnyBot,
  type AnyGame,
  type MatchRecord,
  replaySteps,
  rngFromSeed,
  type SeatAction,
} from '@nobid/engine';

/** A table's public history as a decision's request carries it (the server's match record). */
export interface TableHistory {
  readonly id: string;
  readonly record: MatchRecord<SeatAction, unknown>;
}

interface SeatMemory {
  readonly seed: string;
  readonly settings: SearchSettings | undefined;
  /** Logged actions whose resulting view the bot has been shown. */
  seen: number;
}

export class HardBotMemory {
  private readonly seats = new Map<string, SeatMemory>();

  constructor(readonly limit = 256) {}

  /** Table seats remembered now. */
  get size(): number {
    return this.seats.size;
  }

  /** The search settings (and so the memory) kept for a table seat, if any. */
  settingsOf(tableId: string, seat: number): SearchSettings | undefined {
    return this.seats.get(`${tableId}/${seat}`)?.settings;
  }

  /**
   * The hard bot for `seat` at this table, within `budget`, having seen the seat's view after
   * every action of the history but the last (the decision itself shows it that one).
   */
  bot(game: AnyGame, entry: BotEntry, history: TableHistory, seat: number, budget: Budget): AnyBot {
    const key = `${history.id}/${seat}`;
    let memory = this.seats.get(key);
    const log = history.record.log;
    // Another game at the same id (a table replayed from scratch) or a log that shrank: anew.
    if (memory && (memory.seed !== history.record.seed || memory.seen > log.length)) memory = undefined;
    memory ??= { seed: history.record.seed, settings: entry.createSearch?.() ?? entry.search, seen: 0 };
    this.seats.delete(key);
    this.seats.set(key, memory);
    while (this.seats.size > this.limit) this.seats.delete(this.seats.keys().next().value!);
    const bot = hardLevelBot(entry, budget, memory.settings);
    if (!isObservingBot(bot) || memory.seen >= log.length - 1) {
      memory.seen = Math.max(memory.seen, log.length);
      return bot;
    }
    // The observer reads nothing but the view; its dice are never used.
    const rng = rngFromSeed('observe');
    let n = 0;
    for (const step of replaySteps(game, history.record)) {
      n++;
      if (n >= log.length) break;
      if (n <= memory.seen) continue;
      bot.observe({
        view: seatView(game, step.state, seat),
        seat,
        legal: game.legalActions(step.state, seat),
        rng,
      });
    }
    memory.seen = log.length;
    return bot;
  }
}
