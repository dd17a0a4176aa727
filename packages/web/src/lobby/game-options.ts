/**
 * The games the create form offers, and each game's own table options (checked by the server's
 * `game.parseOptions`). Kept apart from the table's registry (table/registry.ts), which brings
 * every game's table code: the lobby must not load it.
 */
import { GAME_NAMES, type GameName, isGameName } from '@nobid/catalog/names';
import type { ComponentType } from 'react';
import { StartupsOptionsFields } from '../games/startups/OptionsFields.tsx';

export interface GameOptionsProps {
  readonly value: Readonly<Record<string, unknown>>;
  onChange(value: Readonly<Record<string, unknown>>): void;
}

export interface GameOptions {
  readonly initial: Readonly<Record<string, unknown>>;
  readonly Fields: ComponentType<GameOptionsProps>;
}

/** Every game this client has a table for: the catalog's (registry.ts has a table for each). */
export const SEATABLE_GAMES: readonly string[] = GAME_NAMES;

export const GAME_OPTIONS: Readonly<Partial<Record<GameName, GameOptions>>> = {
  // Coins are hidden unless the table shows them (the design brief's table option).
  startups: { initial: { showCoins: false }, Fields: StartupsOptionsFields },
};

/** A served game's own table options in the create form, if it has any. */
export const gameOptions = (name: string): GameOptions | undefined =>
  isGameName(name) ? GAME_OPTIONS[name] : undefined;
