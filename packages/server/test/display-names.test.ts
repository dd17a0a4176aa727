/**
 * Display names (issue 18, build 7): normalised to NFC, stripped of control and bidi override
 * and isolate characters, then 1–32 characters; NUL bytes, or nothing left after stripping, are
 * refused with a clear message. The schema itself, and a join over the real REST API.
 */
import { type CreateTableResponse, DisplayNameSchema, type TableInfo } from '@nobid/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import { api } from './helpers/client.ts';
import { testServer } from './helpers/server.ts';

function refusal(name: string): string {
  const r = DisplayNameSchema.safeParse(name);
  expect(r.success).toBe(false);
  return r.error!.issues.map((i) => i.message).join('; ');
}

describe('DisplayNameSchema', () => {
  it('normalises to NFC', () => {
    // "Zoë" with a combining diaeresis becomes the one precomposed character.
    expect(DisplayNameSchema.parse('Zoe\u0308')).toBe('Zo\u00eb');
    expect(DisplayNameSchema.parse('Zoe\u0308')).toHaveLength(3);
  });

  it('strips bidi overrides, embeddings, isolates and marks', () => {
    // "Ann‮gpj.exe" would show as "Annexe.jpg".
    expect(DisplayNameSchema.parse('Ann\u202Egpj.exe')).toBe('Anngpj.exe');
    for (const c of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
    ])
      expect(DisplayNameSchema.parse(`B${c}ob`)).toBe('Bob');
  });

  it('strips control characters and trims', () => {
    expect(DisplayNameSchema.parse('  Ca\u0007rl\u001b[31m\n ')).toBe('Carl[31m');
    expect(DisplayNameSchema.parse('D\u007fa\u0085n\u009b')).toBe('Dan');
    expect(DisplayNameSchema.parse('\tEve\r\n')).toBe('Eve');
  });

  it('keeps letters of every script, emoji with joiners, and inner spaces', () => {
    expect(DisplayNameSchema.parse('김민수')).toBe('김민수');
    expect(DisplayNameSchema.parse('مريم')).toBe('مريم');
    expect(DisplayNameSchema.parse('Jörg Müller')).toBe('Jörg Müller');
    expect(DisplayNameSchema.parse('👩\u200D💻 Ada')).toBe('👩\u200D💻 Ada');
  });

  it('strips invisible characters, so "Ann" with a zero width space is "Ann"', () => {
    for (const c of ['\u200B', '\u2060', '\u00AD', '\u180E', '\u3164', '\u{E0041}', '\uFEFF', '\u2800'])
      expect(DisplayNameSchema.parse(`An${c}n${c}`)).toBe('Ann');
    expect(refusal('\u200B')).toMatch(/^a display name is needed/);
    expect(refusal('\u3164\u3164 \u200B')).toMatch(/^a display name is needed/);
    // The joiners an emoji sequence or a script needs stay.
    expect(DisplayNameSchema.parse('👍🏽 ❤\uFE0F')).toBe('👍🏽 ❤\uFE0F');
    expect(DisplayNameSchema.parse('می\u200Cخواهم')).toBe('می\u200Cخواهم');
  });

  it('refuses NUL bytes with a clear message', () => {
    expect(refusal('Ann\u0000')).toBe('a display name may not contain NUL characters');
    expect(refusal('\u0000')).toBe('a display name may not contain NUL characters');
  });

  it('refuses a name of nothing but stripped characters', () => {
    expect(refusal('\u202E\u2066\u0007 \u200F')).toMatch(/^a display name is needed/);
    expect(refusal('   ')).toMatch(/^a display name is needed/);
    expect(refusal('')).toMatch(/^a display name is needed/);
  });

  it('counts 1–32 characters after cleaning', () => {
    expect(DisplayNameSchema.parse('x'.repeat(32))).toHaveLength(32);
    expect(refusal('x'.repeat(33))).toBe('a display name has at most 32 characters');
    // Stripped characters do not count against the limit.
    expect(DisplayNameSchema.parse(`${'y'.repeat(32)}\u202E\u202E\u202E`)).toBe('y'.repeat(32));
    // 32 characters outside the BMP are 64 UTF-16 units, and still 32 characters.
    expect(DisplayNameSchema.parse('🂡'.repeat(32))).toBe('🂡'.repeat(32));
    expect(refusal('🂡'.repeat(33))).toBe('a display name has at most 32 characters');
  });
});

describe('names through the API', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await testServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('stores the cleaned name and refuses NUL', async () => {
    const created = await api<CreateTableResponse>(server.url, 'POST', '/api/tables', {
      settings: { game: 'fifteen', seats: [{ kind: 'human' }, { kind: 'human' }] },
      name: 'Ann\u202Egpj.exe',
    });
    expect(created.status).toBe(201);
    const id = created.body.table.id;
    const refused = await api<{ code: string; message: string }>(
      server.url,
      'POST',
      `/api/tables/${id}/join`,
      {
        name: 'Bob\u0000',
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('a display name may not contain NUL characters');
    const bidiOnly = await api<{ code: string; message: string }>(
      server.url,
      'POST',
      `/api/tables/${id}/join`,
      {
        name: '\u202E\u2066',
      },
    );
    expect(bidiOnly.status).toBe(400);
    expect(bidiOnly.body.message).toContain('a display name is needed');
    const joined = await api(server.url, 'POST', `/api/tables/${id}/join`, { name: 'Bo\u2067b\u0007' });
    expect(joined.status).toBe(200);
    const table = await api<TableInfo>(server.url, 'GET', `/api/tables/${id}`);
    expect(table.body.seats.map((s) => s.name)).toEqual(['Anngpj.exe', 'Bob']);
  });
});
