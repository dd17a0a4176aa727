/**
 * The server process is killed (SIGKILL) in the middle of a game and started again on the same
 * data directory: every acknowledged action is still there, the players get their seats back,
 * the game carries on, and it ends with a log that replays to its result. (Bots carrying on
 * after a kill: the cluster's fault test and the e2e reload test.)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { replay } from '@nobid/engine';
import { toyGame } from '@nobid/engine/testing';
import type { ViewUpdate } from '@nobid/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { openStorage } from '../src/storage/open.ts';
import { type AckedAction, ackedNotInLog } from './helpers/acked.ts';
import { TestClient } from './helpers/client.ts';
import { playingTable } from './helpers/table.ts';
import { slowToyChoice } from './helpers/toy-player.ts';

const fixture = fileURLToPath(new URL('./fixtures/serve-for-test.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'nobid-crash-'));
const children: ChildProcess[] = [];

function startChild(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /LISTENING (\d+)/.exec(out);
      if (m) resolve({ child, url: `http://127.0.0.1:${m[1]}` });
    });
    child.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
  });
}

/** Plays a seat, recording every action the server acknowledged. */
function play(client: TestClient, acked: AckedAction[]) {
  const done = new Set<string>();
  const onView = (v: ViewUpdate) => {
    if (v.decisionId === null || done.has(v.decisionId)) return;
    done.add(v.decisionId);
    const { action } = slowToyChoice(v);
    client
      .act(action, v.decisionId)
      .then((ack) => {
        if (ack.ok)
          acked.push({ seat: v.seat!, cursor: ack.value.cursor, action: { ...action, seat: v.seat } });
      })
      .catch(() => undefined);
  };
  client.socket.on('view', onView);
  const last = client.lastView();
  if (last) onView(last);
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The action after which the server is killed. */
const KILL_AT = 4;

describe('a server killed mid-game', () => {
  it('loses nothing and plays on after a restart', async () => {
    const first = await startChild();
    // Two slow players and no bot, killed after action 4: the game cannot be over by then. A slow
    // player plays a card every other turn, so the earliest win is at action 7, and the kill comes
    // with at most an action or two more in flight. (With a random bot in a third seat, a deal
    // could hand it two cards worth 15 and a win before the kill or just after the restart: the
    // test once found the table over after the restart.)
    const acked: AckedAction[] = [];
    const { id, tokens, clients } = await playingTable(
      first,
      { game: 'fifteen', options: { turnCap: 45 } },
      2,
    );
    const [a, b] = clients;
    play(a!, acked);
    play(b!, acked);
    await a!.waitFor((r) => r.event === 'view' && (r.msg as ViewUpdate).cursor >= KILL_AT);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    a!.close();
    b!.close();

    const storage = await openStorage({ dataDir });
    const before = await storage.readLog(id);
    expect(before.length).toBeGreaterThanOrEqual(KILL_AT);
    // Every action a player was told about is in the log, in the order it was acknowledged.
    expect(acked.length).toBeGreaterThan(0);
    expect(ackedNotInLog(before, acked)).toEqual([]);

    const second = await startChild();
    const [a2, b2] = await Promise.all([TestClient.connect(second.url), TestClient.connect(second.url)]);
    expect(await a2!.hello(id, tokens[0])).toEqual({ ok: true, value: { seat: 0 } });
    expect(await b2!.hello(id, tokens[1])).toEqual({ ok: true, value: { seat: 1 } });
    const resumed = a2!.views()[0]!;
    expect(resumed.cursor).toBeGreaterThanOrEqual(
      Math.max(...acked.filter((x) => x.seat === 0).map((x) => x.cursor)),
    );
    expect(resumed.status).toBe('playing');
    play(a2!, acked);
    play(b2!, acked);
    await Promise.all([a2!, b2!].map((c) => c.waitFor((r) => r.event === 'tableOver', 30_000)));

    const table = (await storage.getTable(id))!;
    const log = await storage.readLog(id);
    expect(log.slice(0, before.length)).toEqual(before);
    expect(ackedNotInLog(log, acked)).toEqual([]);
    const final = replay(toyGame, {
      game: 'fifteen',
      seats: 2,
      seed: table.seed,
      options: table.options,
      log: log as never,
    });
    expect(table.status).toBe('over');
    expect(toyGame.result(final)).toEqual(table.outcome);
    a2!.close();
    b2!.close();
    second.child.kill('SIGKILL');
    await storage.close();
  });
});
