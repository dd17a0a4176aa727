/**
 * The contract of a game's own figures for the simulator (No Bid's drama, per-card and leader
 * figures live in `@nobid/nobid/sim`). A run gets them in its `SimConfig.metrics`, from the
 * catalog; a game without them (Startups, a test's toy game) gets the figures every game has and a
 * report without these sections. Nothing in the generic simulator names a game or its events.
 */
import type { GameEvent, Outcome } from '@nobid/engine';
import type { TopLevelSpec } from 'vega-lite';
import type { FigureDef } from './figures.ts';
import type { GameRecord } from './record.ts';
import type { SimSummary } from './run.ts';

/** Follows one game, action by action, as a replay of its seed and log would. */
export interface GameTracker {
  onEvents(events: readonly GameEvent<unknown>[], state: unknown): void;
  /** The game's per-game facts: plain data, to cross a thread boundary. */
  finish(outcome: Outcome): unknown;
}

/** What a report page is made of, handed to a game's sections by whoever draws the page. */
export interface ReportKit {
  esc(text: string): string;
  table(head: readonly string[], rows: readonly (readonly (string | number)[])[]): string;
  figure(spec: TopLevelSpec): Promise<string>;
}

export interface GameMetrics {
  /** Why these options cannot be played at this table size, or null. */
  checkPlayers(options: unknown, players: number): string | null;
  track(initial: unknown): GameTracker;
  figureDefs(players: number): FigureDef[];
  /** Tables and curves beyond the figures, as plain data (stats.json). */
  summarise(records: readonly GameRecord[], options: unknown, players: number): unknown;
  /** Lines for the terminal. */
  describe(summary: SimSummary): string[];
  /** The HTML report's sections for these figures. */
  reportSections(summary: SimSummary, kit: ReportKit): Promise<string[]>;
}
