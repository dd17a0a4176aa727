/**
 * The tutorials, one per game: its file and the game's own scenario adapter. The page imports
 * this module lazily (pages.ts), so neither the files nor the engines reach the lobby's chunks.
 */
import { GAME_NAMES, type GameName } from '@nobid/catalog/names';
import { nobidScenarios } from '@nobid/nobid';
import type { TableSettings } from '@nobid/protocol';
import { startupsScenarios } from '@nobid/startups';
import type { TutorialScenarios } from './run.ts';
import nobidFile from './scenarios/nobid-first-game.json';
import startupsFile from './scenarios/startups-first-game.json';
import { parseTutorial, type TutorialFile } from './tutorial-file.ts';

/** Every game of the catalog has its tutorial: the compiler holds `TUTORIALS` to the catalog's names. */
export const TUTORIAL_GAMES = GAME_NAMES;
export type TutorialGame = GameName;

export interface Tutorial {
  readonly game: TutorialGame;
  readonly file: TutorialFile;
  readonly scenarios: TutorialScenarios;
}

export const TUTORIALS: Readonly<Record<TutorialGame, Tutorial>> = {
  nobid: { game: 'nobid', file: parseTutorial(nobidFile), scenarios: nobidScenarios },
  startups: {
    game: 'startups',
    file: parseTutorial(startupsFile),
    scenarios: startupsScenarios,
  },
};

/**
 * The table the tutorial's game is drawn at, as the server would report it: the learner's human
 * seat and easy bots, the game's default edition, the protocol's defaults for the rest (written
 * out: parsing them with the protocol's schema would move that schema into the tables' chunks).
 */
export function tutorialSettings(file: TutorialFile, language: TableSettings['language']): TableSettings {
  return {
    game: file.game,
    seats: Array.from({ length: file.players }, (_, s) =>
      s === file.learner ? { kind: 'human' as const } : { kind: 'bot' as const, level: 'easy' as const },
    ),
    language,
    reactionWindowSeconds: 5,
    turnTimerSeconds: 60,
    visibility: 'private',
    ...(file.options ? { options: file.options } : {}),
  };
}
