/**
 * The games this client can seat, keyed by the server's game name. A game brings its table
 * component, its log lines and a card preview for the log; the frame does the rest. Its table
 * options in the create form are the lobby's (lobby/game-options.ts), so the lobby loads no table code.
 */
import { type GameName, isGameName } from '@nobid/catalog/names';
import type { TableInfo } from '@nobid/protocol';
import { type ComponentType, use } from 'react';
import type { Locale, Translate } from '../i18n/i18n.ts';
import type { GameTableProps, LogEntry } from './game-props.ts';

export interface GameClient {
  readonly Table: ComponentType<GameTableProps>;
  /**
   * A log line for one event this viewer saw at `table`, or null for events that say nothing.
   * The table's settings say what its ids mean (No Bid: the edition in play, whose own card
   * texts are in `locale`). `me` is the viewer's seat (null for a spectator): the log calls
   * that seat "you", never by its name.
   */
  logLine(
    event: unknown,
    names: readonly string[],
    t: Translate,
    table: TableInfo,
    locale: Locale,
    me?: number | null,
  ): LogEntry | null;
  /**
   * The whole log from every event this viewer saw, when the game's log needs more than one
   * event at a time (the game's start, a window nobody answered); else `logLine` per event.
   */
  logLines?(
    events: readonly unknown[],
    names: readonly string[],
    t: Translate,
    table: TableInfo,
    locale: Locale,
    view: unknown,
    me: number | null,
  ): LogEntry[];
  /** The card a log line names at `table`, shown when the line is hovered. */
  CardPreview: ComponentType<{ card: number; table: TableInfo }>;
  /** Turn number and step label for the header, from the game's view. */
  status(view: unknown, t: Translate): { turn: number; step: string } | null;
  /** The game opens reaction windows, so a seat's standing orders mean something (No Bid). */
  readonly reactionWindows?: boolean;
}

/**
 * One for each of the catalog's games (the compiler holds this table to the catalog's names), each
 * a chunk of its own: a No Bid table does not load Startups' log, nor a Startups table No Bid's
 * card data.
 */
const GAME_CLIENTS: Readonly<Record<GameName, () => Promise<GameClient>>> = {
  nobid: () => import('../games/nobid/index.ts').then((m) => m.nobidClient),
  startups: () => import('../games/startups/index.ts').then((m) => m.startupsClient),
};

const loading = new Map<GameName, Promise<GameClient>>();

/** A game's client, loaded once; the same promise each time. */
export function loadGameClient(name: GameName): Promise<GameClient> {
  let p = loading.get(name);
  if (!p) {
    p = GAME_CLIENTS[name]();
    loading.set(name, p);
  }
  return p;
}

/**
 * The client of a game by the server's name, suspending until its chunk is in; null before the
 * game is known and for a game this client cannot seat.
 */
export function useGameClient(name: string | null): GameClient | null {
  return name !== null && isGameName(name) ? use(loadGameClient(name)) : null;
}
