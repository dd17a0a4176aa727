/**
 * Every tutorial plays to its end on the real engine: as a plain scenario (each step legal, each
 * expectation met, through the game's own runner) and lesson by lesson as the page walks it
 * (each ask is a legal action of the learner's, and a wrong one is told apart from it). Every
 * prompt and hint exists in every language.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, translator } from '../i18n/i18n.ts';
import { lessonTexts } from './lesson-texts.ts';
import { tutorialRun } from './run.ts';
import { parseTutorial, TutorialFileError, toScenario } from './tutorial-file.ts';
import { TUTORIAL_GAMES, TUTORIALS } from './tutorials.ts';
import { learnerUpdate } from './view-update.ts';

describe.each(TUTORIAL_GAMES)('the %s tutorial', (game) => {
  const { file, scenarios } = TUTORIALS[game];

  it('runs to its end as a scenario: every step legal, every expectation met', () => {
    const result = scenarios.run(toScenario(file));
    expect(result.failure).toBeNull();
  });

  it('asks the learner only for legal actions, and refuses another one', () => {
    const run = tutorialRun(file, scenarios);
    let p = run.start();
    file.lessons.forEach((lesson, i) => {
      const asked = run.asked(i, p);
      if (lesson.ask) {
        expect(asked, lesson.prompt).not.toBeNull();
        const legal = scenarios.game.legalActions(p.state, file.learner) as { type: string }[];
        expect(legal.some((a) => run.isAsked(i, p, a as never))).toBe(true);
        const other = legal.find((a) => !run.isAsked(i, p, a as never));
        if (other) expect(run.isAsked(i, p, other as never)).toBe(false);
        p = run.applyAsked(i, p);
      } else expect(asked).toBeNull();
      for (const next of run.scripted(i, p)) p = next;
      expect(JSON.stringify(run.at(i + 1).state)).toBe(JSON.stringify(p.state));
    });
  });

  it('shows the learner only what their seat may see', () => {
    const run = tutorialRun(file, scenarios);
    const p = run.at(1);
    const update = learnerUpdate(scenarios.game, { id: 'tutorial' } as never, file.learner, p, 1, false);
    expect(update.view).toEqual(JSON.parse(JSON.stringify(scenarios.game.view(p.state, file.learner))));
    const secretly = JSON.stringify(scenarios.game.view(p.state, (file.learner + 1) % file.players));
    expect(JSON.stringify(update.view)).not.toBe(secretly);
  });

  it.each(LOCALES)('has every prompt and hint in %s', async (locale) => {
    const t = await lessonTexts(locale);
    const ids = [
      file.finish,
      'tut-hint-generic',
      ...file.lessons.flatMap((l) => [l.prompt, ...(l.hint ? [l.hint] : [])]),
    ];
    for (const id of ids) {
      const text = t(id, { you: 'X', bot: 'Y' });
      expect(text, `${locale} ${id}`).not.toBe(id);
      expect(text).not.toMatch(/\{\$|[{}]/);
    }
  });
});

it.each(LOCALES)('has the same coach texts in %s as in English, and the lobby link', async (locale) => {
  const ids = (source: string) => [...source.matchAll(/^([a-z][\w-]*) =/gm)].map((m) => m[1]);
  const { readFileSync } = await import('node:fs');
  const read = (lang: string) => readFileSync(new URL(`./lessons/${lang}.ftl`, import.meta.url), 'utf8');
  expect(ids(read(locale))).toEqual(ids(read('en')));
  expect(translator(locale)('tut-lobby-link', { game: 'X' })).toContain('X');
});

it('refuses a tutorial file with a clear message', () => {
  expect(() =>
    parseTutorial({ game: 'nobid', learner: 0, finish: 'x', lessons: [{ prompt: 1, bad: true }] }),
  ).toThrow(/lessons\[0\]\.bad: not a lesson field; lessons\[0\]\.prompt: a message id/);
  expect(() =>
    parseTutorial({ game: 'nobid', learner: 0, finish: 'x', lessons: [{ prompt: 'a', ask: { seat: 1 } }] }),
  ).toThrow(TutorialFileError);
});
