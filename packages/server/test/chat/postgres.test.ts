/** Chat and the watch list on Postgres (when TEST_DATABASE_URL is set): the same queries as on SQLite. */
import { randomBytes } from 'node:crypto';
import type { ChatLine, CreateTableResponse, JoinResponse, WatchResponse } from '@nobid/protocol';
import { missing } from '@nobid/tools/skip';
import { afterAll, describe, expect, it } from 'vitest';
import { reportQueue, setSanction, tableChatLines } from '../../src/chat/store.ts';
import { api, TestClient } from '../helpers/client.ts';
import { dropPostgresSchema } from '../helpers/postgres.ts';
import { testServer } from '../helpers/server.ts';

const url = process.env.TEST_DATABASE_URL;
const schema = `nb_chat_${randomBytes(6).toString('hex')}`;

afterAll(async () => {
  if (url) await dropPostgresSchema(url, schema);
});

describe.skipIf(missing('postgres'))('chat on Postgres', () => {
  it('stores, syncs, reports and sanctions lines; lists the running game to watch', async () => {
    const server = await testServer({ databaseUrl: url!, pgSchema: schema });
    const clients: TestClient[] = [];
    try {
      expect(server.ctx.storage.dialect).toBe('postgres');
      const settings = {
        game: 'fifteen',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        turnTimerSeconds: 60,
      };
      const created = await api<CreateTableResponse>(server.url, 'POST', '/api/tables', {
        settings,
        name: 'Ann',
      });
      const id = created.body.table.id;
      const joined = await api<JoinResponse>(server.url, 'POST', `/api/tables/${id}/join`, { name: 'Bo' });
      const [ann, bo] = [await TestClient.connect(server.url), await TestClient.connect(server.url)];
      clients.push(ann, bo);
      await ann.hello(id, created.body.seatToken);
      await bo.hello(id, joined.body.seatToken);
      await ann.send('start', {});
      const sent = await bo.send<ChatLine>('chat', { kind: 'text', text: 'hello from Postgres' });
      if (!sent.ok) throw new Error('not sent');
      await ann.send('chat', { kind: 'phrase', phrase: 'good-luck' });
      const synced = await ann.send<ChatLine[]>('chatSync', {});
      expect(synced.ok && synced.value.map((l) => [l.name, l.kind])).toEqual([
        ['Bo', 'text'],
        ['Ann', 'phrase'],
      ]);
      await ann.send('chatReport', { lineId: sent.value.id });
      const queue = await reportQueue(server.ctx.storage, Date.now());
      expect(queue).toMatchObject([
        { reports: 1, firstReportedAt: expect.any(Number), line: { id: sent.value.id } },
      ]);
      const author = (await tableChatLines(server.ctx.storage, id))[0]!.author;
      await setSanction(server.ctx.storage, author, { kind: 'mute', until: Date.now() + 60_000 }, Date.now());
      expect(await bo.send('chat', { kind: 'phrase', phrase: 'oops' })).toMatchObject({
        error: { code: 'chat-muted' },
      });
      const watch = await api<WatchResponse>(server.url, 'GET', '/api/watch');
      expect(watch.body.games.map((g) => g.id)).toEqual([id]);
      expect(typeof watch.body.games[0]!.lastActivity).toBe('number');
    } finally {
      for (const c of clients) c.close();
      await server.close();
    }
  });
});
