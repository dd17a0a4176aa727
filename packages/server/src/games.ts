/** The games this server hosts: the catalog's, unless it is given others. */
import { GAMES } from '@nobid/catalog';
import type { AnyGame } from '@nobid/engine';
import type { GameInfo } from '@nobid/protocol';
import { defaultEdition } from './editions.ts';

export interface GameRegistry {
  get(name: string): AnyGame | undefined;
  list(): GameInfo[];
}

export function gameRegistry(games: readonly AnyGame[] = Object.values(GAMES)): GameRegistry {
  const byName = new Map<string, AnyGame>(games.map((g) => [g.name, g]));
  return {
    get: (name) => byName.get(name),
    list: () =>
      [...byName.values()].map((g) => ({
        name: g.name,
        minSeats: g.minSeats,
        maxSeats: g.maxSeats,
        defaultEdition: defaultEdition(g),
      })),
  };
}
