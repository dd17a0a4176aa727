/** The tutorials for tools and browser tests (`@nobid/web/tutorial`): the files, the walk, the address. */
export { tutorialPath } from '../router.ts';
export { lessonTexts } from './lesson-texts.ts';
export { type Position, type TutorialRun, tutorialRun } from './run.ts';
export type { Lesson, TutorialFile } from './tutorial-file.ts';
export { TUTORIAL_GAMES, TUTORIALS, type Tutorial, type TutorialGame } from './tutorials.ts';
