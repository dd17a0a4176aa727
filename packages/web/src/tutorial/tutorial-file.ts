/**
 * A tutorial file: a scenario (docs/scenarios.md: `game`, `players`, `seed`, `setup`) whose steps
 * are lessons. Each lesson shows one prompt (a message id in `texts/{en,de,ko}.ftl`) and either
 * asks the learner for exactly one action (`ask`, a scenario action step of the learner's seat)
 * or only for "Next". `then` lists what follows it (the bots' scripted actions, and the passes
 * the server makes for the learner on their own cards), played one by one so the learner sees
 * them; `expect` is a scenario expectation that holds once `then` has run.
 *
 * `toScenario` turns the file into a plain scenario, so the game's own runner checks every step
 * (each action legal, each expectation met) in the unit test, with no second rules engine.
 */

export interface Lesson {
  /** The prompt's message id. */
  readonly prompt: string;
  /** The one action the learner is asked for (scenario step form); absent: a "Next" lesson. */
  readonly ask?: Readonly<Record<string, unknown>>;
  /** Shown when the learner does something else than `ask`; a generic hint if absent. */
  readonly hint?: string;
  /** Scripted steps after the learner's action (scenario step form: actions, `pass: "all"`). */
  readonly then?: readonly Readonly<Record<string, unknown>>[];
  /** A scenario expectation that holds after `then`. */
  readonly expect?: Readonly<Record<string, unknown>>;
}

export interface TutorialFile {
  readonly game: string;
  /** The seat the learner plays. */
  readonly learner: number;
  readonly players: number;
  readonly seed?: string | number;
  readonly options?: Readonly<Record<string, unknown>>;
  readonly setup: Readonly<Record<string, unknown>>;
  /** The prompt of the finish screen. */
  readonly finish: string;
  readonly lessons: readonly Lesson[];
}

export class TutorialFileError extends Error {
  override name = 'TutorialFileError';
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks the tutorial's own fields; the scenario parts are checked by the game's scenario parser. */
export function parseTutorial(raw: unknown): TutorialFile {
  const problems: string[] = [];
  if (!isRecord(raw)) throw new TutorialFileError('a tutorial file is a JSON object');
  if (typeof raw.game !== 'string') problems.push('game: a game name');
  if (typeof raw.learner !== 'number') problems.push('learner: the seat the learner plays');
  if (typeof raw.finish !== 'string') problems.push('finish: the finish prompt id');
  if (!Array.isArray(raw.lessons) || raw.lessons.length === 0) problems.push('lessons: a non-empty list');
  else
    raw.lessons.forEach((l: unknown, i) => {
      const at = `lessons[${i}]`;
      if (!isRecord(l)) {
        problems.push(`${at}: an object`);
        return;
      }
      const known = new Set(['prompt', 'ask', 'hint', 'then', 'expect']);
      for (const k of Object.keys(l)) if (!known.has(k)) problems.push(`${at}.${k}: not a lesson field`);
      if (typeof l.prompt !== 'string') problems.push(`${at}.prompt: a message id`);
      if (l.hint !== undefined && typeof l.hint !== 'string') problems.push(`${at}.hint: a message id`);
      if (l.ask !== undefined && (!isRecord(l.ask) || l.ask.seat !== raw.learner))
        problems.push(`${at}.ask: an action step of the learner's seat (${String(raw.learner)})`);
      if (l.then !== undefined && (!Array.isArray(l.then) || !l.then.every(isRecord)))
        problems.push(`${at}.then: a list of scenario steps`);
      if (l.expect !== undefined && !isRecord(l.expect))
        problems.push(`${at}.expect: a scenario expectation`);
    });
  if (problems.length > 0) throw new TutorialFileError(`tutorial file: ${problems.join('; ')}`);
  return raw as unknown as TutorialFile;
}

/** The scenario steps of one lesson, in order: the learner's action, what follows, the expectation. */
export function lessonSteps(lesson: Lesson): Record<string, unknown>[] {
  return [
    ...(lesson.ask ? [lesson.ask] : []),
    ...(lesson.then ?? []),
    ...(lesson.expect ? [{ expect: lesson.expect, note: lesson.prompt }] : []),
  ];
}

/** The tutorial as a plain scenario file, for the game's scenario runner. */
export function toScenario(file: TutorialFile): Record<string, unknown> {
  return {
    game: file.game,
    question: `tutorial: ${file.finish}`,
    players: file.players,
    ...(file.seed !== undefined ? { seed: file.seed } : {}),
    ...(file.options !== undefined ? { options: file.options } : {}),
    setup: file.setup,
    steps: file.lessons.flatMap(lessonSteps),
  };
}
