/**
 * The service worker (public/sw.js) in a real Chromium: a push message delivered through the
 * DevTools protocol (as a push service would hand it to the browser, already decrypted) becomes a
 * notification with the payload's title, body, tag and link.
 */
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHROMIUM_ARGS, chromiumPath } from '@nobid/press';
import { missing } from '@nobid/tools/skip';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';

const sw = readFileSync(new URL('../public/sw.js', import.meta.url), 'utf8');

describe.skipIf(missing('chromium'))('the push service worker', () => {
  it('shows the pushed title, body and link as a notification', async () => {
    const server = createServer((req, res) => {
      if (req.url === '/sw.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(sw);
      else res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>t</title>');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
    try {
      const context = await browser.newContext();
      await context.grantPermissions(['notifications'], { origin });
      const page = await context.newPage();
      await page.goto(origin);
      const cdp = await context.newCDPSession(page);
      const registered = new Promise<string>((resolve) =>
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const r = registrations.find((x) => x.scopeURL === `${origin}/` && !x.isDeleted);
          if (r) resolve(r.registrationId);
        }),
      );
      await cdp.send('ServiceWorker.enable');
      await page.evaluate(async () => {
        await navigator.serviceWorker.register('/sw.js', { scope: '/' });
        await navigator.serviceWorker.ready;
      });
      const payload = {
        title: 'Your turn at Lunch',
        body: 'It is your turn.',
        url: `${origin}/t/T1`,
        tag: 'table-T1',
      };
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId: await registered,
        data: JSON.stringify(payload),
      });
      const shown = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        for (;;) {
          const list = await registration.getNotifications();
          if (list.length > 0)
            return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }));
          await new Promise((r) => setTimeout(r, 20));
        }
      });
      expect(shown).toEqual([
        { title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } },
      ]);
    } finally {
      await browser.close();
      server.close();
    }
  });
});
