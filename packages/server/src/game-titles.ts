/** A game's name in a notice or a mail: a proper name, the same in every language. */
import type { GameName } from '@nobid/catalog';

const GAME_TITLES: Readonly<Record<GameName, string>> = { nobid: 'No Bid', startups: 'Startups' };

/** The title of `game` (its id, for a game the catalog does not name: the toy games of tests). */
export const gameTitle = (game: string): string => GAME_TITLES[game as GameName] ?? game;
