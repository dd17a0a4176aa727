/**
 * Screenshots of both tutorials, every lesson, in en, de and ko at 1280×800 and 390×844, played
 * through as the e2e test plays them (so each shot is also checked).
 *   node --import tsx e2e/tools/tutorial-shots.ts [out-dir] [server-url]
 * Without a server URL it starts one.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, type RunningServer, startServer } from '../harness.ts';
import { openTutorial, playTutorial } from '../tutorial-play.ts';

const out = process.argv[2] ?? 'tutorial-shots';
mkdirSync(out, { recursive: true });
const server: RunningServer | null = process.argv[3] ? null : await startServer();
const base = process.argv[3] ?? server!.url;
const browser = await launchBrowser();
const only = process.env.ONLY?.split(',');
try {
  for (const game of ['nobid', 'startups'] as const)
    for (const locale of ['en', 'de', 'ko'] as const)
      for (const [size, viewport] of [
        ['1280', { width: 1280, height: 800 }],
        ['390', { width: 390, height: 844 }],
      ] as const) {
        const name = `${game}-${locale}-${size}`;
        if (only && !only.some((o) => name.includes(o))) continue;
        const page = await browser.newPage({ viewport });
        await openTutorial(page, base, game, locale);
        await playTutorial(page, game, {
          t: null,
          onLesson: async (lesson) => {
            await page.waitForTimeout(350);
            await page.screenshot({ path: join(out, `${name}-${lesson}.png`) });
          },
        });
        await page.close();
        console.log(name);
      }
} finally {
  await browser.close();
  await server?.stop();
  server?.cleanup();
}
