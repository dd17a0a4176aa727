/**
 * The names of the games this project hosts: the catalog's keys, importable alone (no rules, no
 * bots), so that a page that only lists games (the lobby) loads nothing else. `CATALOG` must have
 * an entry for each name and no other, and so must every surface's own table of a game's parts
 * (the web's table components, tutorials): the compiler holds them to this list.
 */
export const GAME_NAMES = ['nobid', 'startups'] as const;

export type GameName = (typeof GAME_NAMES)[number];

export const isGameName = (name: string): name is GameName =>
  (GAME_NAMES as readonly string[]).includes(name);
