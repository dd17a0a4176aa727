/**
 * The tutorials, one per game: its file and the game's own scenario adapter. The page imports
 * this module lazily (pages.ts), so neither the files nor the engines reach the lobby's chunks.
 */
import { nobidScenarios } from '@nobid/nobid';
import { TableSettingsSchema } from '@nobid/protocol';
import type { AnyScenarios } from '@nobid/scenario';
import { startupsScenarios } from '@nobid/startups';
import nobidFile from './scenarios/nobid-first-game.json';
import startupsFile from './scenarios/startups-first-game.json';
import { parseTutorial, type TutorialFile } from './tutorial-file.ts';

export const TUTORIAL_GAMES = ['nobid', 'startups'] as const;
export type TutorialGame = (typeof TUTORIAL_GAMES)[number];

export interface Tutorial {
  readonly game: TutorialGame;
  readonly file: TutorialFile;
  readonly scenarios: AnyScenarios;
}

export const TUTORIALS: Readonly<Record<TutorialGame, Tutorial>> = {
  nobid: { game: 'nobid', file: parseTutorial(nobidFile), scenarios: nobidScenarios as AnyScenarios },
  startups: {
    game: 'startups',
    file: parseTutorial(startupsFile),
    scenarios: startupsScenarios as AnyScenarios,
  },
};

/**
 * The table the tutorial's game is drawn at, as the server would report it: the learner's human
 * seat and easy bots, the game's default edition. Its settings are parsed by the protocol's own
 * schema, so they carry every default a real table has.
 */
export function tutorialSettings(file: TutorialFile, language: string) {
  return TableSettingsSchema.parse({
    game: file.game,
    seats: Array.from({ length: file.players }, (_, s) =>
      s === file.learner ? { kind: 'human' } : { kind: 'bot', level: 'easy' },
    ),
    language,
    visibility: 'private',
    ...(file.options ? { options: file.options } : {}),
  });
}
