/**
 * Decision ids over real sockets: every action must carry the id of the view it answers, so a
 * retried or doubled answer (a discard meant for the hand limit, a second Stop Loss answer, a
 * second Stop Out choice, a Startups move sent twice) is refused as `stale-decision` and changes
 * nothing, instead of being taken as the decision that follows. Ids are the seat's own: another
 * seat's id is refused, and another seat's pass changes neither a seat's id nor what it receives.
 */
import type { ViewUpdate } from '@nobid/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import { POSITION_GAMES } from './fixtures/positions.ts';
import { TestClient } from './helpers/client.ts';
import { testServer } from './helpers/server.ts';
import { decisionView, legalOf, playingTable } from './helpers/table.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await testServer({ games: POSITION_GAMES });
});
afterAll(async () => {
  await server.close();
});

const stale = {
  ok: false,
  error: { code: 'stale-decision', message: expect.stringContaining('latest view') },
};

/** What the server holds for the table: its log length and the full state. */
async function stored(id: string) {
  const rt = await server.ctx.runtimes.get(id);
  return { version: (await server.ctx.storage.getTable(id))!.version, state: JSON.stringify(rt.state) };
}

const viewsOf = (c: TestClient) => c.views().length;

describe('a decision answered twice', () => {
  it('a discard sent again for the hand limit is not taken as the Wide Spread discard', async () => {
    const { id, clients } = await playingTable(server, { game: 'nobid-discards' }, 2);
    const ann = clients[0]!;
    const seen: string[] = [];
    // Slippage: discard one. Then the extra draw.
    const slippage = await decisionView(ann, 'discard');
    seen.push(slippage.decisionId!);
    expect(
      await ann.act(
        legalOf(slippage, (a) => a.type === 'discard'),
        slippage.decisionId,
      ),
    ).toMatchObject({
      ok: true,
    });
    const act = await decisionView(ann, 'act', seen);
    seen.push(act.decisionId!);
    expect(
      await ann.act(
        legalOf(act, (a) => a.type === 'draw'),
        act.decisionId,
      ),
    ).toMatchObject({ ok: true });
    // The hand limit: two discards.
    const limit1 = await decisionView(ann, 'discard', seen);
    seen.push(limit1.decisionId!);
    expect(
      await ann.act(
        legalOf(limit1, (a) => a.type === 'discard'),
        limit1.decisionId,
      ),
    ).toMatchObject({
      ok: true,
    });
    const limit2 = await decisionView(ann, 'discard', seen);
    seen.push(limit2.decisionId!);
    const [first, second] = (limit2.legal as Record<string, unknown>[]).filter((a) => a.type === 'discard');
    expect(await ann.act(first!, limit2.decisionId)).toMatchObject({ ok: true });

    // Wide Spread asks for one more, under a new id.
    const wide = await decisionView(ann, 'discard', seen);
    expect((wide.view as { phase?: string }).phase ?? 'end').toBe('end');
    const before = await stored(id);
    const received = viewsOf(ann);
    // The same message again (a retry), and the other card under the hand limit's id (a double
    // click): both answer a decision that is gone, and neither reaches the game.
    expect(await ann.act(first!, limit2.decisionId)).toEqual(stale);
    expect(await ann.act(second!, limit2.decisionId)).toEqual(stale);
    expect(await stored(id)).toEqual(before);
    expect(viewsOf(ann)).toBe(received);
    expect(ann.lastView()!.decisionId).toBe(wide.decisionId);

    // The Wide Spread discard itself, with its own id, is taken; the turn passes to seat 1.
    expect(await ann.act(second!, wide.decisionId)).toMatchObject({ ok: true });
    expect((await stored(id)).version).toBe(before.version + 1);
    await decisionView(clients[1]!, 'act');
    for (const c of clients) c.close();
  });

  it('a second Stop Out choice and a second Stop Loss answer are refused, changing nothing', async () => {
    const { id, clients } = await playingTable(server, { game: 'nobid-stop-out' }, 2);
    const bob = clients[1]!;
    const stopOut = await decisionView(bob, 'stop-out');
    const [choice, other] = (stopOut.legal as Record<string, unknown>[]).filter((a) => a.type === 'stop-out');
    expect(other).toBeDefined();
    expect(await bob.act(choice!, stopOut.decisionId)).toMatchObject({ ok: true });

    const stopLoss = await decisionView(bob, 'stop-loss', [stopOut.decisionId!]);
    let before = await stored(id);
    expect(await bob.act(choice!, stopOut.decisionId)).toEqual(stale);
    expect(await bob.act(other!, stopOut.decisionId)).toEqual(stale);
    expect(await stored(id)).toEqual(before);

    const use = legalOf(stopLoss, (a) => a.type === 'stop-loss' && a.use === true);
    expect(await bob.act(use, stopLoss.decisionId)).toMatchObject({ ok: true });
    before = await stored(id);
    const received = viewsOf(bob);
    expect(await bob.act(use, stopLoss.decisionId)).toEqual(stale);
    expect(await bob.act({ ...use, use: false }, stopLoss.decisionId)).toEqual(stale);
    expect(await stored(id)).toEqual(before);
    expect(viewsOf(bob)).toBe(received);
    for (const c of clients) c.close();
  });

  it('a Startups move sent twice is refused the second time', async () => {
    const { id, clients } = await playingTable(server, { game: 'startups' }, 3);
    const first = clients.find((c) => c.lastView()!.decisionId !== null)!;
    const take = first.lastView()!;
    const move = legalOf(take, () => true);
    expect(await first.act(move, take.decisionId)).toMatchObject({ ok: true });
    const next = await first.waitFor((r) => r.event === 'view' && (r.msg as ViewUpdate).cursor > take.cursor);
    const before = await stored(id);
    expect(await first.act(move, take.decisionId)).toEqual(stale);
    expect(await stored(id)).toEqual(before);
    // Its next decision is open under its own id, which the refusal did not touch.
    const now = next.msg as ViewUpdate;
    expect(first.lastView()!.decisionId).toBe(now.decisionId);
    if (now.decisionId !== null)
      expect(
        await first.act(
          legalOf(now, () => true),
          now.decisionId,
        ),
      ).toMatchObject({ ok: true });
    for (const c of clients) c.close();
  });
});

describe('decision ids are per seat', () => {
  it("another seat's pass changes neither a seat's id nor anything it receives; a foreign id is refused", async () => {
    const { id, clients, tokens } = await playingTable(server, { game: 'nobid-window' }, 3);
    const [ann, bob, cy] = clients as [TestClient, TestClient, TestClient];
    // Ann answers her own cards too, so that her card's window asks all three.
    expect(await ann.send('answerOwnCards', { on: true })).toMatchObject({ ok: true });
    const turn = await decisionView(ann, 'act');
    expect(
      await ann.act(
        legalOf(turn, (a) => a.type === 'play'),
        turn.decisionId,
      ),
    ).toMatchObject({ ok: true });
    // A window is open for all three: each its own id.
    const windows = await Promise.all(clients.map((c) => decisionView(c, 'respond')));
    const ids = windows.map((v) => v.decisionId!);
    expect(new Set(ids).size).toBe(3);
    const others = [
      { client: ann, seat: 0 },
      { client: cy, seat: 2 },
    ];
    const heard = others.map(({ client }) => client.received.length);

    // Bob answers with Cy's id, then with Ann's: refused, nothing moves.
    const before = await stored(id);
    const bobPass = legalOf(windows[1]!, (a) => a.type === 'pass');
    expect(await bob.act(bobPass, ids[2]!)).toEqual(stale);
    expect(await bob.act(bobPass, ids[0]!)).toEqual(stale);
    expect(await stored(id)).toEqual(before);

    // Bob passes: only Bob hears back; Ann and Cy get nothing and keep their ids.
    expect(await bob.act(bobPass, ids[1]!)).toMatchObject({ ok: true });
    await bob.waitFor((r) => r.event === 'view' && (r.msg as ViewUpdate).decisionId !== ids[1]);
    // A round trip on each socket: anything sent for the pass would have come before its ack. The
    // auto-pass switch to what it already is changes nothing, so it is answered by the ack alone.
    for (const { client } of others)
      expect(await client.send('autoPass', { on: false })).toMatchObject({ ok: true });
    for (const [i, { client }] of others.entries()) expect(client.received.slice(heard[i])).toEqual([]);
    // Asked for, the current view is the one of before, down to the cursor: no counter moved.
    for (const [i, { client, seat }] of others.entries()) {
      expect(await client.send('sync', {})).toMatchObject({ ok: true });
      const got = client.received.slice(heard[i]);
      expect(got.map((r) => r.event)).toEqual(['view']);
      const echo = got[0]!.msg as ViewUpdate;
      const was = windows[seat]!;
      expect(echo.cursor).toBe(was.cursor);
      expect(echo.decisionId).toBe(was.decisionId);
      expect([
        echo.view,
        echo.decisions.map((d) => d.kind),
        echo.legal,
        echo.waitingFor,
        echo.window?.windowId,
      ]).toEqual([
        was.view,
        was.decisions.map((d) => d.kind),
        was.legal,
        was.waitingFor,
        was.window?.windowId,
      ]);
    }
    // Nor does a new socket of Ann's, which is sent the current view.
    const ann2 = await TestClient.connect(server.url);
    expect(await ann2.hello(id, tokens[0])).toMatchObject({ ok: true });
    expect(ann2.lastView()!.decisionId).toBe(ids[0]);
    expect(ann2.lastView()!.view).toEqual(windows[0]!.view);
    ann2.close();

    // Ann and Cy pass with their ids of before: the window closes, and everyone moves on.
    expect(
      await ann.act(
        legalOf(windows[0]!, (a) => a.type === 'pass'),
        ids[0]!,
      ),
    ).toMatchObject({ ok: true });
    expect(
      await cy.act(
        legalOf(windows[2]!, (a) => a.type === 'pass'),
        ids[2]!,
      ),
    ).toMatchObject({ ok: true });
    for (const [seat, c] of clients.entries())
      await c.waitFor((r) => {
        const v = r.msg as ViewUpdate;
        return r.event === 'view' && v.cursor > windows[seat]!.cursor && v.window === null;
      });
    for (const c of clients) c.close();
  });
});
