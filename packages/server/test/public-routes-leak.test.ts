/**
 * Hidden passes, seen from outside the table. A No Bid card played opens a reaction window in
 * which every seat may counter or pass, and who has passed stays hidden until the window closes.
 * Someone with no seat can poll every public REST route, read `/metrics` from another machine,
 * watch the table's spectator feed (whole views and patches) and, as the operator's log
 * collector, read the log. Whatever any of them returns must be the same after each hidden pass
 * as it was when the window opened: a body, an order, a size, a time or a count that moved
 * would say that a pass landed, and bots answer on a drawn delay, so when and who.
 *
 * The table is driven directly over real sockets by four human seats, each answering its own
 * card's windows (so the server passes for nobody on a timer of its own), with timers far out:
 * nothing happens unless the test does it, and every comparison is made after the pass's ack.
 *
 * One field is left out of the comparison: a view's `serverNow`, the server's clock when the view
 * was sent (it ticks with no action at all, and a client uses it only to count deadlines down).
 */
import type { CreateTableResponse, JoinResponse, TableInfo, ViewUpdate } from '@nobid/protocol';
import { PROTOCOL_VERSION } from '@nobid/protocol';
import pino from 'pino';
import { expect, it } from 'vitest';
import { Browser } from './helpers/accounts.ts';
import { api } from './helpers/client.ts';
import { fileServer } from './helpers/file-server.ts';
import { current, onlooker, publicRoutes, REMOTE } from './helpers/onlooker.ts';
import { legalOf, playingTable } from './helpers/table.ts';

/** Every line the server logs, at every level: what an operator's log collector would ship. */
const logLines: string[] = [];
const { server, connect } = fileServer({
  logger: pino({ level: 'trace' }, { write: (line: string) => void logLines.push(line) }),
});

/** At least this many windows, each with hidden passes, before the game ends. */
const WINDOWS = 5;
async function publicTable() {
  const url = server().url;
  // Ann plays signed in, so her public profile lists the game while it runs.
  const ann = new Browser(url);
  expect((await ann.signUp('Ann')).status).toBe(201);
  const human = { kind: 'human' };
  const created = await ann.call<CreateTableResponse>(
    'POST',
    '/api/tables',
    {
      settings: {
        game: 'nobid',
        seats: [human, human, human, human],
        visibility: 'public',
        reactionWindowSeconds: 120,
        turnTimerSeconds: 600,
        // Played to its end (a draw at the cap, if nobody wins first), for the log's last line.
        options: { turnCap: 12 },
      },
      name: 'Ann',
    },
    { origin: url },
  );
  expect(created.status).toBe(201);
  const id = created.body.table.id;
  const tokens = [created.body.seatToken!];
  for (const name of ['Bob', 'Cy', 'Di'])
    tokens.push((await api<JoinResponse>(url, 'POST', `/api/tables/${id}/join`, { name })).body.seatToken);
  const seats = await Promise.all(tokens.map(() => connect()));
  for (const [seat, c] of seats.entries()) {
    expect(await c.hello(id, tokens[seat])).toMatchObject({ ok: true });
    // Each seat answers its own cards' windows: no pass is the server's, on a timer.
    expect(await c.send('answerOwnCards', { on: true })).toMatchObject({ ok: true });
  }
  const whole = await connect();
  expect(await whole.hello(id)).toMatchObject({ ok: true });
  const patches = await connect();
  expect(
    await patches.send('hello', { protocol: PROTOCOL_VERSION, tableId: id, viewPatches: true }),
  ).toMatchObject({ ok: true });
  expect(await seats[0]!.send('start', {})).toMatchObject({ ok: true });
  return { id, seats, spectators: [whole, patches] };
}

it('nothing anyone without a seat can read moves when a hidden pass lands', async () => {
  const { id, seats, spectators } = await publicTable();
  const look = onlooker(server().url, id, spectators, logLines);
  let windows = 0;
  let passes = 0;
  for (let step = 0; step < 1000; step++) {
    const views: ViewUpdate[] = [];
    for (const c of seats) views.push(await current(c));
    if (views[0]!.status === 'over') break;
    const asked = [...views.keys()].filter((s) => views[s]!.decisions.some((d) => d.kind === 'respond'));
    if (asked.length === 0) {
      // Nobody is in a window: the seat to decide plays a card if it can, which opens one.
      const seat = views.findIndex((v) => v.decisions.length > 0);
      const v = views[seat]!;
      const legal = v.legal as Record<string, unknown>[];
      const action = legal.find((a) => a.type === 'play') ?? legal[0]!;
      expect(await seats[seat]!.act(action, v.decisionId)).toMatchObject({ ok: true });
      continue;
    }
    // A window is open. One seat (a different one each time) holds it open; the others pass.
    windows++;
    const holdout = asked[windows % asked.length]!;
    const opened = await look();
    expect(opened.spectators.every((v) => (v as ViewUpdate).window !== null)).toBe(true);
    for (const seat of asked) {
      if (seat === holdout) continue;
      const v = views[seat]!;
      const ack = await seats[seat]!.act(
        legalOf(v, (a) => a.type === 'pass'),
        v.decisionId,
      );
      expect(ack).toMatchObject({ ok: true });
      passes++;
      const after = await look();
      expect(after.routes, `routes after seat ${seat}'s hidden pass`).toEqual(opened.routes);
      expect(after.spectators, `spectator views after seat ${seat}'s pass`).toEqual(opened.spectators);
      expect(after.pushed, `pushed to spectators after seat ${seat}'s pass`).toEqual([[], []]);
      expect(after.logged, `log lines after seat ${seat}'s pass`).toEqual([]);
    }
    // The last pass closes the window, and that is public: the onlookers see it (the comparison
    // above would have seen a change).
    const v = views[holdout]!;
    expect(
      await seats[holdout]!.act(
        legalOf(v, (a) => a.type === 'pass'),
        v.decisionId,
      ),
    ).toMatchObject({
      ok: true,
    });
    const closed = await look();
    expect(closed.spectators).not.toEqual(opened.spectators);
    expect(closed.pushed.every((p) => p.length > 0)).toBe(true);
  }
  expect(windows).toBeGreaterThanOrEqual(WINDOWS);
  expect(passes).toBeGreaterThanOrEqual(WINDOWS * 2);
  // The polls read what they should have: the table, with its players, until its end.
  const info = await api<TableInfo>(server().url, 'GET', `/api/tables/${id}`);
  expect(info.body.status).toBe('over');
  // The operator's line for the game's end counts what a spectator saw, not the log's length
  // (which counts every hidden pass: not even the replay shows that).
  const [whole] = spectators;
  await whole!.waitFor((r) => r.event === 'tableOver');
  const over = logLines
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .find((l) => l.msg === 'game over');
  expect(over).toMatchObject({ table: id, steps: whole!.lastView()!.cursor });
  expect(over).not.toHaveProperty('actions');
});

it('every public route answers while an action holds the table, so its answer time says nothing', async () => {
  // The table's lock is held while an action (a hidden pass among them) is judged and stored: a
  // route that waited for it would answer late exactly then.
  const { id } = await playingTable(server(), { game: 'nobid', visibility: 'public' }, 2);
  let release = () => {};
  const holding = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = () => {};
  const taken = new Promise<void>((resolve) => {
    held = resolve;
  });
  const lock = server().ctx.lock.run(id, async () => {
    held();
    await holding;
  });
  await taken;
  try {
    for (const path of publicRoutes(id)) {
      // Bounded only so that a route that waits fails here instead of hanging the file.
      const res = await fetch(`${server().url}${path}`, {
        headers: REMOTE,
        signal: AbortSignal.timeout(5000),
      });
      expect(res.status, path).toBeLessThan(500);
    }
  } finally {
    release();
    await lock;
  }
});
