import type { AnyBot, AnyGame } from '@nobid/engine';
import { type IsmctsBotOptions, ismctsBot } from './ismcts/bot.ts';
import { type Budget, checkBudget } from './ismcts/budget.ts';
import type { IsmctsOptions } from './ismcts/search.ts';
import { randomBot } from './random-bot.ts';

/** The strengths a lobby offers. */
export const LEVELS = ['easy', 'medium', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

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
  // biome-ignore lint/suspicious/noExplicitAny: the registry holds games of unknown state types.
  readonly search?: Omit<IsmctsOptions<any, any> & IsmctsBotOptions<any, any>, 'budget'>;
}

export interface LevelSettings {
  /** The hard level's budget per decision. Iterations keep it deterministic for a seed. */
  readonly hardBudget?: Budget;
}

/**
 * 1000 iterations a decision: deterministic for a seed. A live table may prefer a time budget
 * (`{ ms: 200 }`, the strength bench's setting) through `LevelSettings.hardBudget`.
 */
export const DEFAULT_HARD_BUDGET: Budget = { iterations: 1000 };

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
      return ismctsBot(entry.game, {
        ...entry.search,
        budget: checkBudget(settings.hardBudget ?? DEFAULT_HARD_BUDGET),
      });
  }
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
