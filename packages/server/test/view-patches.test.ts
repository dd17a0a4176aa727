/**
 * Views as patches (`Hello.viewPatches`): a socket that asked for them gets, at every moment a
 * whole-view socket of the same seat gets a view, a patch that turns the view it held into that
 * very view, with the same cursor, events and decisions. So the patch channel says exactly what
 * the views say and when (a pass in a window still sends the others nothing), and a client that
 * applies the patches holds the same table as one sent whole views.
 */

import { rngFromSeed } from '@nobid/engine';
import {
  applyJsonPatch,
  type CreateTableResponse,
  type JoinResponse,
  PROTOCOL_VERSION,
  type ViewPatchUpdate,
  type ViewUpdate,
} from '@nobid/protocol';
import { describe, expect, it } from 'vitest';
import { api, autoPlay, TestClient } from './helpers/client.ts';
import { fileServer } from './helpers/file-server.ts';
import { randomLegalChoice } from './helpers/random-player.ts';
import { INSTANT_BOTS, NO_LIMITS } from './helpers/server.ts';

const { server } = fileServer({ timing: INSTANT_BOTS, edge: NO_LIMITS });

/** What a patching client holds after each message: whole views as they come, patches applied. */
function folded(client: TestClient): ViewUpdate[] {
  const out: ViewUpdate[] = [];
  for (const r of client.received) {
    if (r.event === 'view') out.push(r.msg as ViewUpdate);
    if (r.event !== 'viewPatch') continue;
    const patch = r.msg as ViewPatchUpdate;
    const held = out.at(-1)!;
    expect(patch.fromCursor).toBe(held.cursor);
    const { viewPatch, ...rest } = patch;
    out.push({ ...rest, view: applyJsonPatch(held.view, viewPatch) });
  }
  return out;
}

const withoutClock = ({ serverNow: _, ...v }: ViewUpdate) => v;
const json = (x: unknown) => JSON.parse(JSON.stringify(x)) as unknown;

describe('views as patches', () => {
  it('a patching socket holds, message for message, what a whole-view socket of its seat is sent', async () => {
    const human = { kind: 'human' };
    const bot = { kind: 'bot', level: 'easy' };
    const created = await api<CreateTableResponse>(server().url, 'POST', '/api/tables', {
      settings: { game: 'nobid', seats: [human, human, bot, bot], reactionWindowSeconds: 5 },
      name: 'Ann',
    });
    const id = created.body.table.id;
    const tokens = [
      created.body.seatToken!,
      (await api<JoinResponse>(server().url, 'POST', `/api/tables/${id}/join`, { name: 'Bo' })).body
        .seatToken,
    ];
    // Each seat: one socket that takes whole views and plays, one that takes patches and watches.
    const wholes = await Promise.all(tokens.map(() => TestClient.connect(server().url)));
    const patching = await Promise.all(tokens.map(() => TestClient.connect(server().url)));
    for (const [seat, token] of tokens.entries()) {
      await wholes[seat]!.hello(id, token);
      const hello = { protocol: PROTOCOL_VERSION, tableId: id, viewPatches: true, seatToken: token };
      expect(await patching[seat]!.send('hello', hello)).toMatchObject({ ok: true });
    }
    const rng = rngFromSeed('patches');
    const stops = wholes.map((c) => autoPlay(c, randomLegalChoice(rng)));
    await wholes[0]!.send('start', {});
    const all = [...wholes, ...patching];
    await Promise.all(all.map((c) => c.waitFor((r) => r.event === 'tableOver', 60_000)));
    for (const stop of stops) stop();

    for (const seat of [0, 1]) {
      expect(patching[seat]!.received.some((r) => r.event === 'viewPatch')).toBe(true);
      // After the hellos (the view before the start), the same updates at the same moments.
      const wholeViews = wholes[seat]!.views().slice(1);
      const patchedViews = folded(patching[seat]!).slice(1);
      expect(patchedViews.map(withoutClock)).toEqual(json(wholeViews.map(withoutClock)));
      expect(patchedViews.at(-1)!.status).toBe('over');
    }
    // A view's patch is smaller than the view it stands for (less than half, over a game).
    const length = (x: unknown) => JSON.stringify(x).length;
    const patches = patching[0]!.received.filter((r) => r.event === 'viewPatch');
    const patched = patches.reduce((n, r) => n + length((r.msg as ViewPatchUpdate).viewPatch), 0);
    const views = wholes[0]!.views().slice(-patches.length);
    expect(patched).toBeLessThan(views.reduce((n, v) => n + length(v.view), 0) / 2);
    for (const c of all) c.close();
  });
});
