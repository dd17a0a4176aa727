/**
 * Plays a tutorial in the browser as a learner would, lesson by lesson: checks the coach's
 * prompt (the lesson's message in the page's language), does what it asks by clicking the real
 * table (hand cards, targets, the reaction bar, the prompt's buttons), and checks the table
 * afterwards against the position the tutorial's own walk (`@nobid/web/tutorial`, the engine)
 * reaches: counts, hand and stack for No Bid; coins, market and hand for Startups.
 */
import type { NobidView } from '@nobid/nobid';
import type { StartupsView } from '@nobid/startups';
import type { Locale, Translate } from '@nobid/web/i18n';
import { type Position, TUTORIALS, type TutorialGame, tutorialPath, tutorialRun } from '@nobid/web/tutorial';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface PlayOptions {
  /**
   * The page's language, to check each prompt's text (the test's `lessonTexts(locale)`); null
   * skips the texts (the screenshot tool runs outside vitest, where the texts do not load).
   */
  readonly t: Translate | null;
  /** Called at each lesson once its prompt shows, and at the finish ('done'). */
  readonly onLesson?: (lesson: number | 'done') => Promise<void>;
  /** Try a wrong action at this lesson first and check the hint (and that nothing changed). */
  readonly wrongAt?: number;
}

const coach = (page: Page, lesson: number | 'done', phase: string) =>
  page.locator(`.coach[data-lesson="${lesson}"][data-phase="${phase}"]`);

export async function openTutorial(page: Page, base: string, game: TutorialGame, locale: Locale) {
  await page.addInitScript((lang) => localStorage.setItem('nobid.lang', lang), locale);
  await page.goto(`${base}${tutorialPath(game)}`);
  // The coach shows before the game's table, whose code loads on demand.
  await page.locator(game === 'nobid' ? '.nobid-table' : '.su-table').waitFor();
}

export async function playTutorial(page: Page, game: TutorialGame, opts: PlayOptions) {
  const { t } = opts;
  const { file, scenarios } = TUTORIALS[game];
  const run = tutorialRun(file, scenarios);
  for (const [i, lesson] of file.lessons.entries()) {
    const here = coach(page, i, lesson.ask ? 'ask' : 'next');
    await here.waitFor({ timeout: 15_000 });
    if (t) await expect(here.locator('.coach-prompt').textContent()).resolves.toBe(t(lesson.prompt));
    const position = run.at(i);
    await checkTable(page, game, position, file.learner);
    await opts.onLesson?.(i);
    if (opts.wrongAt === i) {
      await wrongAction(page, game);
      const hint = await here.locator('.coach-hint').textContent();
      if (t) expect(hint).toBe(t(lesson.hint ?? 'tut-hint-generic'));
      await checkTable(page, game, position, file.learner);
    }
    if (!lesson.ask) await here.locator('.coach-next').click();
    else await doAction(page, game, run.asked(i, position) as unknown as Record<string, unknown>);
  }
  const done = coach(page, 'done', 'done');
  await done.waitFor({ timeout: 15_000 });
  if (t) await expect(done.locator('.coach-prompt').textContent()).resolves.toBe(t(file.finish));
  await checkTable(page, game, run.at(file.lessons.length), file.learner);
  // The coach's ending is the only one: the table's results offer no rematch, replay or lobby.
  if ((await page.locator('.win-actions, .su-scoring-actions').count()) > 0)
    throw new Error('the tutorial shows the table’s end buttons');
  await opts.onLesson?.('done');
}

/**
 * The table shows the position: what the learner's seat sees of it. Polled, as the table may
 * still be moving its cards into place.
 */
async function checkTable(page: Page, game: TutorialGame, p: Position, learner: number) {
  // A loop of its own, not expect.poll: the screenshot tool runs this outside vitest.
  const until = Date.now() + 5_000;
  for (;;) {
    const diff = await tableDiff(page, game, p, learner);
    if (diff === '') return;
    if (Date.now() > until) throw new Error(`the table does not show the tutorial's position: ${diff}`);
    await page.waitForTimeout(100);
  }
}

/** What differs between the table and the position, or ''. */
async function tableDiff(page: Page, game: TutorialGame, p: Position, learner: number): Promise<string> {
  try {
    await tableMatches(page, game, p, learner);
    return '';
  } catch (e) {
    return (e as Error).message;
  }
}

async function tableMatches(page: Page, game: TutorialGame, p: Position, learner: number) {
  const { scenarios } = TUTORIALS[game];
  if (game === 'nobid') {
    const view = scenarios.game.view(p.state, learner) as NobidView;
    const hand = await page.$$eval('.hand .card[data-card]', (els) => els.map((e) => Number(e.dataset.card)));
    expect(hand.sort((a, b) => a - b)).toEqual([...(view.hand ?? [])].sort((a, b) => a - b));
    const mine = await page.locator('.my-book .count-badge').first().textContent();
    expect(Number(/\d+/.exec(mine ?? '')?.[0])).toBe(view.counts[learner]);
    const stack = await page.$$eval('.stack .card[data-card]', (els) =>
      els.map((e) => Number(e.dataset.card)),
    );
    expect(stack).toEqual(view.stack.map((s) => s.card));
  } else {
    const view = scenarios.game.view(p.state, learner) as StartupsView;
    const market = await page.$$eval('.su-market .su-card', (els) => els.map((e) => Number(e.dataset.coins)));
    expect(market).toEqual(view.market.map((m) => m.coins));
    const hand = await page.locator('.su-hand .su-card').count();
    const held = Object.values(view.hand ?? {}).reduce((a: number, b) => a + Number(b), 0);
    expect(hand).toBe(held);
    const coins = await page.locator('.su-purse.mine').textContent();
    expect(Number(/\d+/.exec(coins ?? '')?.[0])).toBe(view.coins?.[learner]);
  }
}

async function wrongAction(page: Page, game: TutorialGame) {
  // No Bid: draw instead of playing the asked card; Startups: take from the market, not the deck.
  if (game === 'nobid') await page.locator('.prompt[data-prompt=act] .prompt-actions .btn').last().click();
  else await page.locator('.su-market .su-card[data-slot="1"] > .su-hit').click();
}

async function clickCard(page: Page, scope: string, card: number) {
  const hit = page.locator(`${scope} .card[data-card="${card}"] > button.card-hit`).first();
  if (!(await hit.isVisible())) {
    // A phone shows an opponent's Book folded; open the one holding the card.
    const opponent = page.locator('.opponent', { has: page.locator(`.card[data-card="${card}"]`) });
    await opponent.locator('.book-toggle').click();
  }
  await hit.click();
}

async function doAction(page: Page, game: TutorialGame, a: Record<string, unknown>) {
  if (game === 'nobid') {
    switch (a.type) {
      case 'play': {
        await clickCard(page, '.hand', a.card as number);
        const target = a.target as { card?: number; seat?: number } | undefined;
        if (target?.card !== undefined) return clickCard(page, '.opponents', target.card);
        return clickCard(page, '.hand', a.card as number);
      }
      case 'respond':
        return page
          .locator(
            `.reaction-bar .btn-${(await respondKind(page, a.card as number)) === 'no-bid' ? 'nobid' : 'cb'}`,
          )
          .click();
      case 'pass':
        return page.locator('.reaction-bar .btn-pass').click();
      case 'stop-loss':
        return page
          .locator(
            `.prompt[data-prompt=stop-loss] .prompt-actions .btn${a.use ? '.btn-primary' : ':not(.btn-primary)'}`,
          )
          .click();
    }
  } else {
    switch (a.type) {
      case 'take-deck':
        return page.locator('.su-deck.live > .su-hit').click();
      case 'take-market':
        return page.locator(`.su-market .su-card[data-slot="${a.slot}"] > .su-hit`).click();
      case 'invest':
      case 'to-market':
        await page.locator(`.su-hand .su-card[data-company="${a.company}"] > .su-hit`).first().click();
        return page.locator(a.type === 'invest' ? 'button.su-btn-invest' : 'button.su-btn-to-market').click();
    }
  }
  throw new Error(`the tutorial test cannot click ${JSON.stringify(a)}`);
}

/** Whether a hand card is a No Bid or a Circuit Breaker: its face says (type-no-bid / type-circuit-breaker). */
async function respondKind(page: Page, card: number): Promise<string> {
  const cls = (await page.locator(`.hand .card[data-card="${card}"]`).first().getAttribute('class')) ?? '';
  return cls.includes('circuit-breaker') ? 'circuit-breaker' : 'no-bid';
}
