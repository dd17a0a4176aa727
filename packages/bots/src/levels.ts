import type { AnyBot, AnyGame } from '@nobid/engine';
import { type IsmctsBotOptions, ismctsBot } from './ismcts/bot.ts';
import { type Budget, checkBudget } from './ismcts/budget.ts';
import type { IsmctsOptions } from './ismcts/search.ts';
import { randomBot } from './random-bot.ts';

/** The strengths a lobby offers. */
export const LEVELS = ['easy', 'medium', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

/**
 * The level a simulation seats when none is named, in the designer's lab and in `nobid sim`: a
 * table of random ("easy") bots draws often and makes a first run's balance figures look broken.
 */
export const DEFAULT_SIM_LEVEL: Level = 'medium';

export class UnknownLevelError extends Error {
  override name = 'UnknownLevelError';
}

export function parseLevel(text: string): Level {
  if ((LEVELS as readonly string[]).includes(text)) return text as Level;
  throw new UnknownLevelError(`unknown bot level "${text}"; use one of ${LEVELS.join(', ')}`);
}

/** What the level registry knows of one game: the rules, and its own heuristic bot if it has one. */
export interface BotEntry {
  readonly game: AnyGame;
  /** The game's "medium" bot (it lives in the game's package: bots cannot import games). */
  readonly heuristic?: AnyBot;
  /** The game's own ISMCTS settings for "hard" (a playout policy...), budget aside. */
  readonly search?: SearchSettings;
  /**
   * Makes the settings for one hard bot, when they hold that bot's own memory of the table
   * (`IsmctsBotOptions.observer`); preferred over `search`.
   */
  readonly createSearch?: () => SearchSettings;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds games of unknown state types.
export type SearchSettings = Omit<IsmctsOptions<any, any> & IsmctsBotOptions<any, any, any>, 'budget'>;

export interface LevelSettings {
  /** The hard level's budget per decision. Iterations keep it deterministic for a seed. */
  readonly hardBudget?: Budget;
}

/**
 * "Hard" is one bot everywhere: this many ISMCTS iterations a decision (at 4 players; other
 * table sizes in `HARD_ITERATIONS_BY_SEATS`), in the lobby, the simulator (`nobid sim`), the
 * bench and the library default, so the same seed gives the same decisions and figures on any
 * machine. Chosen for about 100-200 ms of one core a decision (No Bid, heuristic playouts);
 * measured in docs/bot-ladder.md.
 */
export const HARD_ITERATIONS = 600;

/**
 * Hard's iterations by table size: a No Bid playout at 2 players costs about a sixth of one at
 * 4 (measured: 500 iterations took 46 ms at 2 players, 266 ms at 4, 291 ms at 6, on a busy
 * core), so the smaller tables get more of them for the same thinking time.
 */
export const HARD_ITERATIONS_BY_SEATS: Readonly<Record<number, number>> = {
  2: 2400,
  3: 1000,
  4: HARD_ITERATIONS,
  5: 550,
  6: 500,
};

/**
 * The server's safety limit on one hard decision, in milliseconds: the search stops there even
 * if its iterations are not done (`SearchResult.capped`), so an overloaded machine cannot stall
 * a table. A quiet core never reaches it, and then the decision is the same as anywhere else.
 */
export const HARD_SAFETY_MS = 1500;

/** Hard's budget for the simulator, the bench and the library: iterations only. */
export const HARD_BUDGET: Budget = { iterations: HARD_ITERATIONS, bySeats: HARD_ITERATIONS_BY_SEATS };

/** Hard's budget on a live server: the same iterations, capped by `HARD_SAFETY_MS`. */
export const HARD_SERVER_BUDGET: Budget = { ...HARD_BUDGET, ms: HARD_SAFETY_MS };

/**
 * The bot of a level for one game: easy is random, medium the game's heuristic (random for a
 * game without one), hard ISMCTS.
 */
export function levelBot(entry: BotEntry, level: Level, settings: LevelSettings = {}): AnyBot {
  switch (level) {
    case 'easy':
      return randomBot();
    case 'medium':
      return entry.heuristic ?? randomBot();
    case 'hard':
      return hardLevelBot(entry, settings.hardBudget ?? HARD_BUDGET);
  }
}

/**
 * The hard bot with given search settings: a caller that keeps one bot's memory across
 * decisions (a server's worker, which changes the budget's time cap every decision) passes the
 * settings it made once with `entry.createSearch()`; by default each bot gets its own.
 */
export function hardLevelBot(
  entry: BotEntry,
  budget: Budget,
  search: SearchSettings | undefined = entry.createSearch ? entry.createSearch() : entry.search,
): AnyBot {
  return ismctsBot(entry.game, { ...search, budget: checkBudget(budget) });
}

/**
 * The level registry: given each game by name (and its heuristic), answers
 * `botForLevel(gameName, level)`. A game's entry is one line, e.g.
 * `nobid: { game: nobidGame, heuristic: nobidHeuristicBot, search: nobidSearch }`.
 */
export function createBotLevels(entries: Readonly<Record<string, BotEntry>>, settings: LevelSettings = {}) {
  return {
    games: Object.keys(entries),
    botForLevel(gameName: string, level: string): AnyBot {
      const entry = entries[gameName];
      if (!entry) {
        const known = Object.keys(entries).join(', ') || '(none)';
        throw new UnknownLevelError(`no bots for game "${gameName}"; known games: ${known}`);
      }
      return levelBot(entry, parseLevel(level), settings);
    },
  };
}
