/** (d) The Korean UI shows the Korean card texts (from packages/nobid/texts/ko/cards.ftl). */

import { compileEdition, DEFAULT_EDITION } from '@nobid/nobid/cards';
import { cardDefOf, cardName, defText } from '@nobid/web/cards';
import { translator } from '@nobid/web/i18n';
import { expect, it } from 'vitest';
import { cardButton, createTable, handCards, playStep, promptKind, startGame } from './driver.ts';
import { useServerAndBrowser } from './fixtures.ts';

const env = useServerAndBrowser();

it('switches to Korean and shows every hand card by its Korean name and text', async () => {
  const ko = translator('ko');
  const page = await env.browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(env.server.url);
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('ko');
  await page.getByRole('heading', { name: '테이블 만들기' }).waitFor();
  await createTable(page, env.server.url, {
    name: '민지',
    others: ['easy'],
    language: 'ko',
    windowSeconds: 1,
  });
  await startGame(page);
  await page.locator('.hand .card-hit').first().waitFor();
  const hand = await handCards(page);
  // The table plays the default edition with two seats: its card ids are that table's.
  const cards = compileEdition(DEFAULT_EDITION, 2);
  expect(hand.length).toBeGreaterThanOrEqual(5);
  for (const id of hand) {
    const button = page.locator(cardButton('.hand', id));
    await expect(button.getAttribute('aria-label')).resolves.toBe(cardName(cards, id, ko));
    const def = cardDefOf(cards, id);
    const face = page.locator(`.hand .card[data-card="${id}"]`);
    if (def.type !== 'position') await expect(face.textContent()).resolves.toContain(defText(def, ko));
  }
  // Korean words, not English ones, in the table and in the log.
  await expect(page.locator('.centre').textContent()).resolves.toContain('덱');
  // Play on until our own turn and draw: the log then speaks Korean about us.
  const deadline = Date.now() + 60_000;
  while ((await promptKind(page)) !== 'act' && Date.now() < deadline) {
    if (!(await playStep(page))) await page.waitForTimeout(100);
  }
  await page.getByRole('button', { name: '대신 카드 한 장 뽑기' }).click();
  await page
    .locator('.log-lines li', { hasText: /^당신이 .+ 카드를 뽑습니다\.$/ })
    .first()
    .waitFor();
  const log = (await page.locator('.log-lines').textContent()) ?? '';
  expect(log).not.toMatch(/Turn \d|draws|plays/);
  await page.goto(`${env.server.url}/rules`);
  // The card gallery and the rulebook (the press's Korean edition), side by side on the page, both
  // print Stop Loss as the Korean rulebook does.
  const stopLoss = '당신의 포지션이 청산되려 할 때, 대신 이 카드를 버릴 수 있습니다.';
  await page.locator('.rules-text').getByText(stopLoss).waitFor();
  await page.locator('.gallery').getByText(stopLoss).waitFor();
});
