/**
 * Every seat of the largest table a game allows is sent its live updates. A human sits in the
 * last seat (seat 6 of a 7-seat Startups table, seat 5 of a 6-seat No Bid one) and another in the
 * first, bots between them; both play a whole game over real sockets. Each is sent every update
 * its cursor moves to, in order, up to the game's end, and plays its own turns: with turn timers
 * of ten minutes, a game that ends within the test's time was played by its players, not by
 * the timers playing their defaults.
 */
import { GAMES } from '@nobid/catalog';
import { replaySteps, rngFromSeed } from '@nobid/engine';
import type { CreateTableResponse, JoinResponse, ViewUpdate } from '@nobid/protocol';
import { describe, expect, it } from 'vitest';
import { ViewerCursors } from '../src/table/viewer-cursors.ts';
import { api, autoPlay } from './helpers/client.ts';
import { fileServer } from './helpers/file-server.ts';
import { randomLegalChoice } from './helpers/random-player.ts';

const { server, connect } = fileServer();

/** Each game of the catalog at its largest table; a No Bid game is kept short by its turn cap. */
const LARGEST = [
  { game: 'nobid', seats: 6, options: { turnCap: 30 } },
  { game: 'startups', seats: 7, options: undefined },
];

it('covers every game of the catalog, each at its largest table', () => {
  expect(LARGEST.map((c) => [c.game, c.seats])).toEqual(
    Object.values(GAMES).map((g) => [g.name, g.maxSeats]),
  );
});

/** Where the seat's cursor ended: the finished table's log replayed, as every node would. */
async function finalCursor(id: string, seat: number): Promise<number> {
  const storage = server().ctx.storage;
  const table = (await storage.getTable(id))!;
  const game = GAMES[table.game]!;
  const options = game.parseOptions(table.options);
  const record = {
    game: game.name,
    seats: table.seats,
    seed: table.seed,
    options,
    log: await storage.readLog(id),
  };
  const cursors = ViewerCursors.start(table.seats, table.seed);
  let before = game.setup(table.seats, options, table.seed);
  for (const step of replaySteps(game, record)) {
    cursors.advance(game, { before, after: step.state, actor: step.action.seat, events: step.events });
    before = step.state;
  }
  return cursors.seq(seat);
}

describe.each(LARGEST)('a $seats-seat $game table', ({ game, seats, options }) => {
  it('sends the human in the last seat every update, and it plays its own turns', async () => {
    const url = server().url;
    const last = seats - 1;
    const human = { kind: 'human' };
    const bot = { kind: 'bot', level: 'easy' };
    const lineUp = Array.from({ length: seats }, (_, s) => (s === 0 || s === last ? human : bot));
    const created = await api<CreateTableResponse>(url, 'POST', '/api/tables', {
      settings: {
        game,
        seats: lineUp,
        turnTimerSeconds: 600,
        reactionWindowSeconds: 120,
        ...(options ? { options } : {}),
      },
      name: 'First',
    });
    expect(created.status).toBe(201);
    const id = created.body.table.id;
    const joined = await api<JoinResponse>(url, 'POST', `/api/tables/${id}/join`, { name: 'Last' });
    expect(joined.body.seat).toBe(last);
    const players = [
      { seat: 0, token: created.body.seatToken!, client: await connect(), acted: 0 },
      { seat: last, token: joined.body.seatToken, client: await connect(), acted: 0 },
    ];
    const rng = rngFromSeed(`largest-${game}`);
    const choose = randomLegalChoice(rng);
    for (const p of players) expect(await p.client.hello(id, p.token)).toMatchObject({ ok: true });
    const stops = players.map((p) =>
      autoPlay(p.client, (v) => {
        const pick = choose(v);
        if (pick) p.acted++;
        return pick;
      }),
    );
    expect(await players[0]!.client.send('start', {})).toMatchObject({ ok: true });
    await Promise.all(players.map((p) => p.client.waitFor((r) => r.event === 'tableOver', 50_000)));
    for (const stop of stops) stop();

    for (const p of players) {
      // The start's whole view (cursor 0), then one update for each move of its cursor, in order.
      const cursors = p.client
        .views()
        .filter((v: ViewUpdate) => v.status !== 'waiting')
        .map((v) => v.cursor);
      const end = await finalCursor(id, p.seat);
      expect(cursors, `seat ${p.seat}'s updates`).toEqual(Array.from({ length: end + 1 }, (_, c) => c));
      expect(p.acted, `seat ${p.seat}'s own actions`).toBeGreaterThan(0);
    }
  });
});
