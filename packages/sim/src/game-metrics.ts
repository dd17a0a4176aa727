/**
 * A game's own figures for the simulator, by game name: No Bid's drama, per-card and leader
 * figures. A game without an entry (Startups, a test's toy game) gets the figures every game has
 * and a report without these sections; nothing in the generic simulator names a game's events.
 * (The CLI report draws their sections; the specs are in `nobid/charts.ts`.)
 */
import type { GameEvent, Outcome } from '@nobid/engine';
import type { EditionIdentity } from '@nobid/nobid';
import type { FigureDef } from './figures.ts';
import { nobidMetrics } from './nobid/index.ts';
import type { GameRecord } from './record.ts';
import type { SimSummary } from './run.ts';

/** Follows one game, action by action, as a replay of its seed and log would. */
export interface GameTracker {
  onEvents(events: readonly GameEvent<unknown>[], state: unknown): void;
  /** The game's per-game facts: plain data, to cross a thread boundary. */
  finish(outcome: Outcome): unknown;
}

export interface GameMetrics {
  /** The edition a run's (parsed) options name: every report and stats.json carries it. */
  identity(options: unknown): EditionIdentity | null;
  /** Why these options cannot be played at this table size, or null. */
  checkPlayers(options: unknown, players: number): string | null;
  track(initial: unknown): GameTracker;
  figureDefs(players: number): FigureDef[];
  /** Tables and curves beyond the figures, as plain data (stats.json). */
  summarise(records: readonly GameRecord[], options: unknown, players: number): unknown;
  /** Lines for the terminal. */
  describe(summary: SimSummary): string[];
}

export const GAME_METRICS: Readonly<Record<string, GameMetrics>> = { nobid: nobidMetrics };

export const metricsOf = (gameName: string): GameMetrics | undefined => GAME_METRICS[gameName];
