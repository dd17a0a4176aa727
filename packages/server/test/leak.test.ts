/**
 * Hidden information over the wire: every message one seat receives over several full games is
 * recorded and checked against the true game. Each view is exactly the game's view for that seat
 * and each batch of events exactly its part of the events; no message holds another seat's hand
 * or token, the deck order, the seed or the RNG state.
 */

import { GAMES } from '@nobid/catalog';
import { type AnyGame, eventsFor, type GameEvent, type Rng, replaySteps, rngFromSeed } from '@nobid/engine';
import { toyGame } from '@nobid/engine/testing';
import type { CreateTableResponse, JoinResponse, ViewUpdate } from '@nobid/protocol';
import { describe, expect, it } from 'vitest';
import { ViewerCursors } from '../src/table/viewer-cursors.ts';
import { api, autoPlay, type Received, TestClient } from './helpers/client.ts';
import { fileServer } from './helpers/file-server.ts';
import { randomLegalChoice } from './helpers/random-player.ts';
import { INSTANT_BOTS, NO_LIMITS } from './helpers/server.ts';

// Two seats answering as fast as bots, from one address: far over a person's message rate.
const { server } = fileServer({ timing: INSTANT_BOTS, edge: NO_LIMITS });

interface FullState {
  rng: Rng;
  deck: unknown[];
  hands: unknown[][];
}

const json = (x: unknown) => JSON.parse(JSON.stringify(x)) as unknown;
const wholeNumber = (n: number) => new RegExp(`(?<![0-9])${n}(?![0-9])`);

/** Plays one game with two socket seats and two bots; returns what seat 0 received and the truth. */
async function playOne(game: AnyGame, rngSeed: string, options: unknown) {
  const human = { kind: 'human' };
  const bot = { kind: 'bot', level: 'easy' };
  const created = await api<CreateTableResponse>(server().url, 'POST', '/api/tables', {
    settings: { game: game.name, seats: [human, human, bot, bot], reactionWindowSeconds: 5, options },
    name: 'Ann',
  });
  expect(created.status).toBe(201);
  const id = created.body.table.id;
  const joined = await api<JoinResponse>(server().url, 'POST', `/api/tables/${id}/join`, { name: 'Bob' });
  const tokens = [created.body.seatToken!, joined.body.seatToken];
  const clients = [await TestClient.connect(server().url), await TestClient.connect(server().url)];
  await clients[0]!.hello(id, tokens[0]);
  await clients[1]!.hello(id, tokens[1]);
  const rng = rngFromSeed(rngSeed);
  const stops = clients.map((c) => autoPlay(c, randomLegalChoice(rng)));
  await clients[0]!.send('start', {});
  await Promise.all(clients.map((c) => c.waitFor((r) => r.event === 'tableOver', 60_000)));
  for (const stop of stops) stop();
  for (const c of clients) c.close();
  const table = (await server().ctx.storage.getTable(id))!;
  const log = await server().ctx.storage.readLog(id);
  // Stored options are what the game parses (No Bid's edition by reference), as the server does.
  const parsed = game.parseOptions(table.options);
  const record = { game: game.name, seats: 4, seed: table.seed, options: parsed, log };
  const states: FullState[] = [game.setup(4, parsed, table.seed)];
  const events: GameEvent<unknown>[][] = [[]];
  // Seat 0's cursor along the log: `reachedAt[c]` is how many actions in it reached cursor c.
  const cursors = ViewerCursors.start(4, table.seed);
  const reachedAt = [0];
  for (const step of replaySteps(game, record)) {
    const before = states.at(-1);
    const moved = cursors.advance(game, {
      before,
      after: step.state,
      actor: step.action.seat,
      events: step.events,
    });
    states.push(step.state as FullState);
    events.push(step.events as GameEvent<unknown>[]);
    if (moved.includes(0)) reachedAt.push(states.length - 1);
  }
  const run = { received: clients[0]!.received, states, events, reachedAt };
  return { ...run, seed: table.seed, otherToken: tokens[1]!, game };
}

function checkMessages(run: Awaited<ReturnType<typeof playOne>>): number {
  const { received, states, events, reachedAt, seed, otherToken, game } = run;
  const rngValues = new Set(states.flatMap((s) => [s.rng.a, s.rng.b, s.rng.c, s.rng.d]));
  let views = 0;
  for (const r of received as Received[]) {
    // Nothing anywhere names a secret: no seed, no other seat's token, no RNG word, no full-state field.
    expect(r.json).not.toContain(seed);
    expect(r.json).not.toContain(otherToken);
    expect(r.json).not.toMatch(/"(hands|deck|rng|seed|seatToken|tokenHash)":/);
    for (const n of rngValues) expect(r.json).not.toMatch(wholeNumber(n));
    if (r.event !== 'view') continue;
    views++;
    const v = r.msg as ViewUpdate;
    if (v.status === 'waiting') {
      expect([v.view, v.events]).toEqual([null, []]);
      continue;
    }
    // The cursor names the moment: the last action that sent seat 0 something new.
    const at = reachedAt[v.cursor]!;
    const state = states[at]!;
    // The view is the game's own view for seat 0 at that moment: built for this seat, nothing added.
    expect(v.view).toEqual(json(game.view(state, 0)));
    expect((v.view as { hand: unknown }).hand).toEqual(json(state.hands[0]));
    // The events are exactly seat 0's parts of the events since the previous update.
    const expected = events.slice(reachedAt[v.fromCursor]! + 1, at + 1).flatMap((e) => eventsFor(e, 0));
    expect(v.events).toEqual(json(expected));
    // The deck order never travels, not even as a run of the deck's top cards.
    if (state.deck.length >= 4)
      expect(r.json).not.toContain(JSON.stringify(state.deck.slice(-4)).slice(1, -1));
    // The legal list only ever holds seat 0's own actions.
    for (const a of v.legal) expect((a as { seat: number }).seat).toBe(0);
  }
  return views;
}

describe('what one seat receives', () => {
  it('over three games of the toy game, holds nothing it may not know', async () => {
    for (const seed of ['t1', 't2', 't3']) {
      const run = await playOne(toyGame, seed, { turnCap: 40 });
      expect(checkMessages(run)).toBeGreaterThan(5);
    }
  });

  it.skipIf(!GAMES.nobid)('over two games of No Bid with bots, holds nothing it may not know', async () => {
    for (const seed of ['n1', 'n2']) {
      const run = await playOne(GAMES.nobid!, seed, undefined);
      expect(checkMessages(run)).toBeGreaterThan(10);
    }
  });
});
