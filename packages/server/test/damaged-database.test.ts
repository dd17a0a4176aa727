/**
 * A damaged SQLite file. A damaged page in any table of the database (the tables', the
 * migrations', the log's, the seats', the timers', the accounts'…) stops `nobid serve` at start:
 * one line naming `nobid restore`, exit 2, no lock left. Damage the integrity check cannot see (a
 * log entry's bytes garbled in place) or rows that no longer load (a table of a game this server
 * does not host, settings that are not JSON) start the server: each such table is set aside,
 * named in the log, and the lists, the other tables and new tables work as before.
 */
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import type { ViewUpdate } from '@nobid/protocol';
import SQLite from 'better-sqlite3';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SET_ASIDE_MESSAGE } from '../src/errors.ts';
import { startServer } from '../src/server.ts';
import { openStorage } from '../src/storage/open.ts';
import { api } from './helpers/client.ts';
import { FAST_TIMING, TEST_GAMES, testServer } from './helpers/server.ts';
import { playingTable } from './helpers/table.ts';
import { slowToyChoice } from './helpers/toy-player.ts';

const cli = join(
  dirname(createRequire(import.meta.url).resolve('@nobid/cli/package.json')),
  'bin',
  'nobid.js',
);
const root = mkdtempSync(join(tmpdir(), 'nobid-damaged-'));
const pristine = join(root, 'pristine');

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** What the tables are, for the checks: two games in play, one open table. */
interface Made {
  readonly playing: string;
  readonly other: string;
  readonly waiting: string;
  /** The stored text of the first log entry of `playing`. */
  readonly firstAction: string;
}
let made: Made;

const human = { kind: 'human' } as const;

beforeAll(async () => {
  const server = await testServer({ dataDir: pristine });
  const game = { game: 'fifteen', options: { turnCap: 45 } };
  const a = await playingTable(server, game, 2);
  const b = await playingTable(server, game, 2);
  // A few moves each: log rows, and timers for the seat to move.
  for (const t of [a, b])
    for (let i = 0; i < 3; i++) {
      const mover = t.clients.find((c) => c.decisionId() !== null)!;
      const v = mover.lastView()!;
      expect(await mover.act(slowToyChoice(v).action, v.decisionId)).toMatchObject({ ok: true });
      await mover.waitFor((r) => r.event === 'view' && (r.msg as ViewUpdate).cursor > v.cursor);
    }
  const waiting = (
    await api<{ table: { id: string } }>(server.url, 'POST', '/api/tables', {
      settings: { game: 'nobid', seats: [human, human] },
    })
  ).body.table.id;
  const firstAction = (
    await server.ctx.storage.db
      .selectFrom('nb_match_log')
      .select('action')
      .where('table_id', '=', a.id)
      .where('idx', '=', 0)
      .executeTakeFirstOrThrow()
  ).action;
  for (const c of [...a.clients, ...b.clients]) c.close();
  await server.close();
  // Everything in the database file itself (the last close checkpoints the log away).
  expect(existsSync(join(pristine, 'nobid.sqlite-wal'))).toBe(false);
  made = { playing: a.id, other: b.id, waiting, firstAction };
}, 60_000);

/** A copy of the database in a directory of its own. */
function copyOf(name: string): { dir: string; file: string } {
  const dir = join(root, name);
  mkdirSync(dir);
  const file = join(dir, 'nobid.sqlite');
  copyFileSync(join(pristine, 'nobid.sqlite'), file);
  return { dir, file };
}

/** Every table of the database and the page its b-tree starts on. */
function rootPages(file: string): { name: string; rootpage: number; pageSize: number }[] {
  const db = new SQLite(file, { readonly: true });
  try {
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    const rows = db
      .prepare("select name, rootpage from sqlite_master where type = 'table' and rootpage > 0 order by name")
      .all() as { name: string; rootpage: number }[];
    return rows.map((r) => ({ ...r, pageSize }));
  } finally {
    db.close();
  }
}

function serve(dataDir: string): Promise<{ code: number | null; err: string }> {
  const child = spawn(process.execPath, [cli, 'serve'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (d: Buffer) => {
    err += d.toString();
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, err })));
}

/** The tables a game is played from: damaged, `nobid serve` itself is run on them. */
const CLI_CHECKED = ['nb_tables', 'kysely_migration', 'nb_match_log', 'nb_seats', 'nb_timers'];

describe('a damaged database', () => {
  it('nobid serve refuses, in one line naming nobid restore, a damaged page of any table', async () => {
    const tables = rootPages(join(pristine, 'nobid.sqlite'));
    const names = tables.map((t) => t.name);
    for (const name of CLI_CHECKED) expect(names).toContain(name);
    for (const { name, rootpage, pageSize } of tables) {
      const { dir, file } = copyOf(`page-${name}`);
      const bytes = readFileSync(file);
      // The b-tree page's header: its kind and its cells' count and places, garbled.
      bytes.fill(0xa5, (rootpage - 1) * pageSize, (rootpage - 1) * pageSize + 12);
      writeFileSync(file, bytes);
      // Every table in process (the same start-up code), the game's own through the command.
      if (!CLI_CHECKED.includes(name)) {
        await expect(openStorage({ dataDir: dir }), name).rejects.toThrow(
          new RegExp(`^SQLite database ${file} is damaged \\(.+\\); .*nobid restore <backup file>`),
        );
        continue;
      }
      const served = await serve(dir);
      expect({ name, code: served.code }).toEqual({ name, code: 2 });
      expect(served.err.trim().split('\n')).toHaveLength(1);
      expect(served.err).toMatch(
        new RegExp(`^nobid: SQLite database ${file} is damaged \\(.+\\); .*nobid restore <backup file>`),
      );
      expect(existsSync(join(dir, 'nobid.lock'))).toBe(false);
    }
  }, 180_000);

  it('sets aside the tables that cannot be resumed, and the rest works as before', async () => {
    const { dir, file } = copyOf('rows');
    // Bytes garbled in place, which the integrity check does not read: a log entry no longer JSON.
    const bytes = readFileSync(file);
    // The row's record holds its table's id, then its index (0 takes no bytes), then the action.
    const row = Buffer.from(made.playing + made.firstAction);
    const at = bytes.indexOf(row);
    expect(at).toBeGreaterThan(0);
    expect(bytes.indexOf(row, at + 1)).toBe(-1);
    bytes.write('#', at + made.playing.length);
    writeFileSync(file, bytes);
    // Rows that no longer load: a game in play this server does not host, an open table's
    // settings that are not JSON.
    const db = new SQLite(file);
    expect(db.pragma('quick_check', { simple: true })).toBe('ok');
    const lost = (
      db
        .prepare("select id from nb_tables where status = 'playing' and id not in (?, ?)")
        .all(made.playing, made.other) as { id: string }[]
    ).length;
    expect(lost).toBe(0);
    // Copy rows column by column, so a migration that adds a column does not break the damage.
    copyRows(db, 'nb_tables', 'id', made.other, { id: 'gone-game-01', game: 'no-such-game' });
    copyRows(db, 'nb_seats', 'table_id', made.other, { table_id: 'gone-game-01' });
    copyRows(
      db,
      'nb_tables',
      'id',
      made.waiting,
      { id: 'bad-settings', settings: '{"game":' },
      { created_at: 1 },
    );
    db.close();

    const lines: { msg: string; table?: string }[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: dir,
      games: TEST_GAMES,
      timing: FAST_TIMING,
      logger: pino({ level: 'info' }, sink),
      webDist: null,
    });
    try {
      const setAside = lines.filter((l) => / set aside: /.test(l.msg)).map((l) => l.table);
      expect(setAside.sort()).toEqual([made.playing, 'gone-game-01'].sort());
      for (const id of setAside)
        expect(lines.some((l) => l.msg.startsWith(`table ${id} set aside`))).toBe(true);

      expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
      const watch = await api<{ games: { id: string }[] }>(server.url, 'GET', '/api/watch');
      expect(watch.status).toBe(200);
      expect(watch.body.games.map((g) => g.id)).toEqual([made.other]);
      const lobby = await api<{ tables: { id: string }[] }>(server.url, 'GET', '/api/tables');
      expect(lobby.status).toBe(200);
      expect(lobby.body.tables.map((t) => t.id)).toEqual([made.waiting]);
      for (const id of [made.other, made.waiting])
        expect((await api(server.url, 'GET', `/api/tables/${id}`)).status).toBe(200);
      for (const id of [made.playing, 'gone-game-01'])
        expect(await api(server.url, 'GET', `/api/tables/${id}`)).toEqual({
          status: 500,
          body: { code: 'internal', message: SET_ASIDE_MESSAGE },
        });
      const created = await api(server.url, 'POST', '/api/tables', {
        settings: { game: 'nobid', seats: [human, human] },
      });
      expect(created.status).toBe(201);
    } finally {
      await server.close();
    }
  }, 60_000);
});

/** Inserts copies of the rows where `key = value`, with some columns replaced or offset. */
function copyRows(
  db: SQLite.Database,
  table: string,
  key: string,
  value: string,
  replace: Record<string, string>,
  offset: Record<string, number> = {},
): void {
  const columns = (db.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name);
  const select = columns.map((c) => (c in replace ? '?' : c in offset ? `${c} + ?` : c));
  const params = columns.flatMap((c): (string | number)[] =>
    c in replace ? [replace[c]!] : c in offset ? [offset[c]!] : [],
  );
  db.prepare(
    `insert into ${table} (${columns.join(', ')}) select ${select.join(', ')} from ${table} where ${key} = ?`,
  ).run(...params, value);
}
