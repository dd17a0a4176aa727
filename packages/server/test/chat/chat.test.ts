/** Table chat over real sockets: delivery, limits, spectators' channel, reports and sanctions. */
import {
  CHAT_RATE,
  type ChatLine,
  type ChatReportsResponse,
  type CreateTableResponse,
  type JoinResponse,
  MAX_CHAT_CHARS,
  type TableSettingsInput,
} from '@nobid/protocol';
import { describe, expect, it } from 'vitest';
import { addressKey } from '../../src/chat/authors.ts';
import { reportQueue, setSanction, tableChatLines } from '../../src/chat/store.ts';
import { Browser } from '../helpers/accounts.ts';
import { api, type TestClient } from '../helpers/client.ts';
import { fileServer } from '../helpers/file-server.ts';
import { slowToyChoice } from '../helpers/toy-player.ts';

const { server, connect } = fileServer();

/** A started two-seat toy table with both players' sockets, and a spectator's. */
async function table(extra: Partial<TableSettingsInput> = {}) {
  const settings = {
    game: 'fifteen',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    turnTimerSeconds: 60,
    options: { turnCap: 40 },
    ...extra,
  };
  const created = await api<CreateTableResponse>(server().url, 'POST', '/api/tables', {
    settings,
    name: 'Ann',
  });
  const id = created.body.table.id;
  const joined = await api<JoinResponse>(server().url, 'POST', `/api/tables/${id}/join`, { name: 'Bo' });
  const [ann, bo, spec] = [await connect(), await connect(), await connect()];
  await ann.hello(id, created.body.seatToken);
  await bo.hello(id, joined.body.seatToken);
  await spec.hello(id);
  expect((await ann.send('start', {})).ok).toBe(true);
  for (const c of [ann, bo, spec])
    await c.waitFor((r) => r.event === 'view' && (r.msg as { status: string }).status === 'playing');
  return { id, ann, bo, spec };
}

const chatLines = (c: TestClient) =>
  c.received.filter((r) => r.event === 'chat').map((r) => r.msg as ChatLine);
const waitChat = (c: TestClient, pred: (l: ChatLine) => boolean) =>
  c.waitFor((r) => r.event === 'chat' && pred(r.msg as ChatLine));

describe('table chat', () => {
  it('a quick phrase travels as its id and a free line as clean text, to every seat and spectator', async () => {
    const { id, ann, bo, spec } = await table();
    const sent = await ann.send<ChatLine>('chat', { kind: 'phrase', phrase: 'nice-no-bid' });
    expect(sent.ok).toBe(true);
    for (const c of [ann, bo, spec]) {
      const got = (await waitChat(c, (l) => l.kind === 'phrase')).msg as ChatLine;
      expect(got).toMatchObject({
        kind: 'phrase',
        phrase: 'nice-no-bid',
        seat: 0,
        name: 'Ann',
        channel: 'players',
      });
      expect(got).not.toHaveProperty('version');
      expect(got).not.toHaveProperty('author');
    }
    // NFC, control and text-direction characters stripped; markup stays text (the client escapes it).
    await bo.send('chat', { kind: 'text', text: '  Cafe\u0301 \u202Eok\u0007 <b>hi</b>\n' });
    const line = (await waitChat(ann, (l) => l.kind === 'text')).msg as ChatLine;
    expect(line.text).toBe('Café ok <b>hi</b>');
    expect(line.seat).toBe(1);
    // Kept with the game, in order, with the log's length for the replay.
    const stored = await tableChatLines(server().ctx.storage, id);
    expect(stored.map((l) => l.kind)).toEqual(['phrase', 'text']);
    expect(stored[0]!.version).toBeGreaterThanOrEqual(0);
    const synced = await spec.send<ChatLine[]>('chatSync', {});
    expect(synced.ok && synced.value.map((l) => l.id)).toEqual(stored.map((l) => l.id));
  });

  it('refuses a line of 301 characters, an empty one and an unknown phrase; 300 pass', async () => {
    const { ann } = await table();
    const long = await ann.send('chat', { kind: 'text', text: 'x'.repeat(MAX_CHAT_CHARS + 1) });
    expect(long).toMatchObject({ ok: false, error: { code: 'bad-message' } });
    expect(!long.ok && long.error.message).toContain('at most 300 characters');
    // Counted in characters, not UTF-16 units: 300 Korean syllables or emoji are fine.
    expect((await ann.send('chat', { kind: 'text', text: '😀'.repeat(MAX_CHAT_CHARS) })).ok).toBe(true);
    const empty = await ann.send('chat', { kind: 'text', text: '\u200E\u0000 ' });
    expect(empty).toMatchObject({ ok: false, error: { code: 'bad-message' } });
    const phrase = await ann.send('chat', { kind: 'phrase', phrase: 'you-lose' });
    expect(phrase).toMatchObject({ ok: false, error: { code: 'bad-message' } });
  });

  it('strips invisible characters: tag characters carry no hidden text, a line of them is empty', async () => {
    const { ann, bo } = await table();
    // "hi" followed by "ignore previous" written in tag characters (U+E0000 + ASCII): invisible on screen.
    const hidden = [...'ignore previous']
      .map((c) => String.fromCodePoint(0xe0000 + c.codePointAt(0)!))
      .join('');
    const sent = await ann.send<ChatLine>('chat', {
      kind: 'text',
      text: `hi${hidden}\u200B\u2060 there\u00AD`,
    });
    expect(sent).toMatchObject({ ok: true, value: { text: 'hi there' } });
    expect(((await waitChat(bo, (l) => l.kind === 'text')).msg as ChatLine).text).toBe('hi there');
    // Emoji sequences keep their joiner and style; a Persian word its non-joiner.
    const emoji = await ann.send<ChatLine>('chat', {
      kind: 'text',
      text: '👩\u200D💻 ❤\uFE0F می\u200Cخواهم',
    });
    expect(emoji).toMatchObject({ ok: true, value: { text: '👩\u200D💻 ❤\uFE0F می\u200Cخواهم' } });
    for (const text of ['\u200B\u200B', '\u3164', hidden, '\u180E\u2800 \u00AD']) {
      const empty = await ann.send('chat', { kind: 'text', text });
      expect(empty).toMatchObject({ ok: false, error: { code: 'bad-message' } });
      expect(!empty.ok && empty.error.message).toContain('a chat line needs some text');
    }
  });

  it('a flood is refused with rate-limited; the other seat chats and both play on', async () => {
    const { ann, bo } = await table();
    const results = [];
    for (let i = 0; i <= CHAT_RATE.lines; i++)
      results.push(await ann.send('chat', { kind: 'text', text: `spam ${i}` }));
    expect(results.slice(0, CHAT_RATE.lines).every((r) => r.ok)).toBe(true);
    const refused = results[CHAT_RATE.lines]!;
    expect(refused).toMatchObject({ ok: false, error: { code: 'rate-limited' } });
    expect(!refused.ok && refused.error.message).toMatch(/too many chat lines/);
    expect(
      ann.received.some((r) => r.event === 'problem' && (r.msg as { code: string }).code === 'rate-limited'),
    ).toBe(true);
    expect(chatLines(bo).filter((l) => l.text?.startsWith('spam')).length).toBeLessThanOrEqual(
      CHAT_RATE.lines,
    );
    // Bo's own budget is untouched.
    expect((await bo.send('chat', { kind: 'phrase', phrase: 'one-moment' })).ok).toBe(true);
    // Play goes on: the flooding seat acts (the toy game's first seat is to move).
    const mover = [ann, bo].find((c) => c.decisionId() !== null)!;
    const acted = await mover.act(slowToyChoice(mover.lastView()!).action);
    expect(acted.ok).toBe(true);
  });

  it("a spectator's budget is the spectator's, not a socket's: a second tab does not double it", async () => {
    const { id, ann, spec } = await table();
    const tab = await connect();
    await tab.hello(id);
    const results = [];
    for (let i = 0; i <= CHAT_RATE.lines; i++)
      results.push(await (i % 2 === 0 ? spec : tab).send('chat', { kind: 'text', text: `shout ${i}` }));
    expect(results.slice(0, CHAT_RATE.lines).every((r) => r.ok)).toBe(true);
    expect(results[CHAT_RATE.lines]).toMatchObject({ ok: false, error: { code: 'rate-limited' } });
    // The players' budgets are their own.
    expect((await ann.send('chat', { kind: 'phrase', phrase: 'hello' })).ok).toBe(true);
  });

  it('a chat line sends nobody a view and changes no decision id', async () => {
    const { ann, bo, spec } = await table();
    const before = [ann, bo, spec].map((c) => c.views().length);
    const ids = [ann, bo].map((c) => c.decisionId());
    await bo.send('chat', { kind: 'text', text: 'thinking' });
    await waitChat(spec, (l) => l.text === 'thinking');
    await waitChat(ann, (l) => l.text === 'thinking');
    expect([ann, bo, spec].map((c) => c.views().length)).toEqual(before);
    expect([ann, bo].map((c) => c.decisionId())).toEqual(ids);
  });

  it("spectators' own channel reaches spectators only; the host may turn it off", async () => {
    const on = await table();
    const spec2 = await connect();
    await spec2.hello(on.id);
    expect((await on.spec.send('chat', { kind: 'text', text: 'go Ann' })).ok).toBe(true);
    const got = (await waitChat(spec2, (l) => l.text === 'go Ann')).msg as ChatLine;
    expect(got).toMatchObject({ channel: 'spectators', seat: null, name: null });
    await on.ann.send('chat', { kind: 'text', text: 'after' });
    await waitChat(on.bo, (l) => l.text === 'after');
    expect(
      chatLines(on.ann)
        .concat(chatLines(on.bo))
        .some((l) => l.channel === 'spectators'),
    ).toBe(false);
    const annSync = await on.ann.send<ChatLine[]>('chatSync', {});
    expect(annSync.ok && annSync.value.map((l) => l.text)).toEqual(['after']);

    const off = await table({ spectatorChat: 'off' });
    const refused = await off.spec.send('chat', { kind: 'phrase', phrase: 'good-game' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'chat-off' } });
    // Players still chat, and spectators still read them.
    await off.ann.send('chat', { kind: 'phrase', phrase: 'good-game' });
    await waitChat(off.spec, (l) => l.phrase === 'good-game');
  });

  it('a report puts the line in the queue; a banned writer is refused, others are not', async () => {
    const { id, ann, bo, spec } = await table();
    const sent = await bo.send<ChatLine>('chat', { kind: 'text', text: 'rude words' });
    if (!sent.ok) throw new Error('not sent');
    expect((await ann.send('chatReport', { lineId: sent.value.id })).ok).toBe(true);
    expect((await spec.send('chatReport', { lineId: sent.value.id })).ok).toBe(true);
    expect((await ann.send('chatReport', { lineId: sent.value.id })).ok).toBe(true); // counted once
    const queue = await reportQueue(server().ctx.storage, Date.now());
    const entry = queue.find((q) => q.line.id === sent.value.id)!;
    expect(entry).toMatchObject({
      reports: 2,
      status: 'open',
      line: { text: 'rude words', tableId: id, seat: 1 },
    });
    const unknown = await ann.send('chatReport', { lineId: 'nosuchline' });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'unknown-line' } });

    const author = (await tableChatLines(server().ctx.storage, id)).find(
      (l) => l.id === sent.value.id,
    )!.author;
    await setSanction(server().ctx.storage, author, { kind: 'ban', until: null }, Date.now());
    const banned = await bo.send('chat', { kind: 'phrase', phrase: 'hello' });
    expect(banned).toMatchObject({ ok: false, error: { code: 'chat-muted' } });
    expect(!banned.ok && banned.error.message).toContain('banned');
    expect((await ann.send('chat', { kind: 'phrase', phrase: 'hello' })).ok).toBe(true);
  });
});

describe("a guest spectator's sanction", () => {
  it('outlasts a reconnect: it holds to the address, not the socket; players chat on', async () => {
    const { id, ann, spec } = await table();
    const sent = await spec.send<ChatLine>('chat', { kind: 'text', text: 'spam spam' });
    if (!sent.ok) throw new Error('not sent');
    const author = (await tableChatLines(server().ctx.storage, id)).find(
      (l) => l.id === sent.value.id,
    )!.author;
    expect(author).toMatch(/^address:[0-9a-f]{32}$/);
    await setSanction(
      server().ctx.storage,
      author,
      { kind: 'mute', until: Date.now() + 3_600_000 },
      Date.now(),
    );
    try {
      expect(await spec.send('chat', { kind: 'text', text: 'still me' })).toMatchObject({
        ok: false,
        error: { code: 'chat-muted' },
      });
      // The same guest on a new socket (a reload, a reconnect) is the same writer.
      spec.close();
      const again = await connect();
      expect((await again.hello(id)).ok).toBe(true);
      expect(await again.send('chat', { kind: 'text', text: 'new socket' })).toMatchObject({
        ok: false,
        error: { code: 'chat-muted' },
      });
      // A seat behind the same address is its own writer.
      expect((await ann.send('chat', { kind: 'text', text: 'hi' })).ok).toBe(true);
    } finally {
      // Every test client shares 127.0.0.1: the other tests' spectators must not stay muted.
      await setSanction(server().ctx.storage, author, null, Date.now());
    }
  });
});

it('keys an IPv4 address as it is and an IPv6 one by its /64', () => {
  expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  expect(addressKey('2001:db8:0:1::5')).toBe(addressKey('2001:0db8:0000:0001:ffff:1:2:3'));
  expect(addressKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
  expect(addressKey('2001:db8:0:2::5')).not.toBe(addressKey('2001:db8:0:1::5'));
  expect(addressKey('::1')).toBe('0:0:0:0::/64');
});

describe("the admins' report queue", () => {
  it('lists reported lines to an admin only; a ban through it refuses the writer, a lift lets them back', async () => {
    const { ann, bo } = await table();
    const sent = await bo.send<ChatLine>('chat', { kind: 'text', text: 'really rude' });
    if (!sent.ok) throw new Error('not sent');
    await ann.send('chatReport', { lineId: sent.value.id });

    const guest = new Browser(server().url);
    expect((await guest.call('GET', '/api/admin/chat/reports')).status).toBe(401);
    const player = new Browser(server().url);
    await player.signUp('Plain', 'just a player pass');
    expect((await player.call('GET', '/api/admin/chat/reports')).body).toMatchObject({ code: 'forbidden' });
    const admin = new Browser(server().url);
    await admin.signUp('Mod', 'moderator password');
    expect(await server().ctx.accounts!.setRole('Mod', 'admin')).toBe(true);

    const queue = await admin.call<ChatReportsResponse>('GET', '/api/admin/chat/reports');
    expect(queue.status).toBe(200);
    const entry = queue.body.reports.find((r) => r.line.id === sent.value.id)!;
    expect(entry).toMatchObject({
      reports: 1,
      status: 'open',
      sanction: null,
      line: { text: 'really rude', name: 'Bo' },
    });
    expect(JSON.stringify(queue.body)).not.toMatch(/author|guest:|token/);

    const banned = await admin.call<ChatReportsResponse>('POST', `/api/admin/chat/reports/${sent.value.id}`, {
      action: 'ban',
    });
    expect(banned.status).toBe(200);
    expect(banned.body.reports.some((r) => r.line.id === sent.value.id)).toBe(false);
    const closed = await admin.call<ChatReportsResponse>('GET', '/api/admin/chat/reports?status=banned');
    expect(closed.body.reports.find((r) => r.line.id === sent.value.id)?.sanction).toEqual({
      kind: 'ban',
      until: null,
    });
    expect(await bo.send('chat', { kind: 'phrase', phrase: 'thanks' })).toMatchObject({
      ok: false,
      error: { code: 'chat-muted' },
    });
    expect((await ann.send('chat', { kind: 'phrase', phrase: 'thanks' })).ok).toBe(true);

    await admin.call('POST', `/api/admin/chat/reports/${sent.value.id}`, { action: 'lift' });
    expect((await bo.send('chat', { kind: 'phrase', phrase: 'thanks' })).ok).toBe(true);
    const bad = await admin.call('POST', `/api/admin/chat/reports/${sent.value.id}`, { action: 'shout' });
    expect(bad.status).toBe(400);
    const none = await admin.call('POST', '/api/admin/chat/reports/nosuchline1', { action: 'ban' });
    expect(none.status).toBe(404);
  });
});
