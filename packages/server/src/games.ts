/** The games this server hosts: the catalog's, plus any a test or embedder adds. */
import { GAMES } from '@nobid/catalog';
import type { AnyGame } from '@nobid/engine';
import type { GameInfo } from '@nobid/protocol';

export interface GameRegistry {
  get(name: string): AnyGame | undefined;
  list(): GameInfo[];
}

export function gameRegistry(extra: readonly AnyGame[] = []): GameRegistry {
  const byName = new Map<string, AnyGame>(Object.entries(GAMES));
  for (const game of extra) byName.set(game.name, game);
  return {
    get: (name) => byName.get(name),
    list: () =>
      [...byName.values()].map((g) => ({ name: g.name, minSeats: g.minSeats, maxSeats: g.maxSeats })),
  };
}
