/**
 * Account names (issue 28, defect 6) over real HTTP: invisible characters, look-alike names of
 * other scripts and other spellings of a name that exists are refused with a clear line; names
 * of every script, alone or Latin with Chinese, Japanese or Korean, still pass. The rules:
 * docs/decisions/names-and-invisibles.md.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skeleton } from '../src/accounts/confusables.ts';
import { mixedScripts } from '../src/accounts/scripts.ts';
import type { RunningServer } from '../src/server.ts';
import { Browser } from './helpers/accounts.ts';
import { testServer } from './helpers/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await testServer({
    signInLimits: {
      perAddress: { max: 1000, windowMs: 60_000 },
      perName: { max: 1000, windowMs: 60_000 },
      signUps: { max: 1000, windowMs: 60_000 },
    },
  });
  for (const name of ['Alice', 'Paco', 'Ivan'])
    expect((await new Browser(server.url).signUp(name)).status).toBe(201);
});
afterAll(() => server.close());

async function signUp(name: string) {
  const res = await new Browser(server.url).signUp(name);
  return { status: res.status, body: res.body as unknown as { code: string; message: string } };
}

async function accountNames(): Promise<string[]> {
  const rows = await server.ctx.storage.db.selectFrom('nb_users').select('name').execute();
  return rows.map((r) => r.name).sort();
}

describe('invisible characters', () => {
  it('refuses a name of nothing but a zero width space', async () => {
    expect(await signUp('\u200B')).toEqual({
      status: 400,
      body: { code: 'bad-name', message: 'a user name may not contain invisible characters (it has U+200B)' },
    });
  });

  it('refuses "Alice" with any invisible character in it, so it cannot be a second Alice', async () => {
    for (const c of ['\u200B', '\u2060', '\u00AD', '\u180E', '\u3164', '\u{E0041}', '\u200D', '\uFEFF']) {
      const res = await signUp(`Alice${c}`);
      expect({ c, status: res.status, code: res.body.code }).toEqual({ c, status: 400, code: 'bad-name' });
      expect(res.body.message).toMatch(
        /^a user name may not contain invisible characters \(it has U\+[0-9A-F]{4,5}\)$/,
      );
    }
    // Nor at the start or in the middle.
    expect((await signUp('\u3164Alice')).body.code).toBe('bad-name');
    expect((await signUp('Al\u2800ice')).body.code).toBe('bad-name');
    expect(await accountNames()).toEqual(['Alice', 'Ivan', 'Paco']);
  });
});

describe('look-alike names', () => {
  it('refuses a Cyrillic А in "Аlice" (mixed scripts), whether or not an Alice exists', async () => {
    const res = await signUp('\u0410lice');
    expect(res).toEqual({
      status: 400,
      body: {
        code: 'bad-name',
        message:
          'a user name may not mix scripts (it has Cyrillic and Latin); Latin may go with Chinese, Japanese or Korean only',
      },
    });
  });

  it('refuses a name of one other script that looks like an existing one', async () => {
    // "Расо" in Cyrillic letters only: one script, and it reads as "Paco".
    const res = await signUp('\u0420\u0430\u0441\u043E');
    expect(res).toEqual({
      status: 409,
      body: {
        code: 'name-confusable',
        message: 'the user name "Расо" looks like the existing name "Paco"; choose one that looks different',
      },
    });
    // Case does not help: "РАСО" in Cyrillic capitals against "Paco".
    expect((await signUp('\u0420\u0410\u0421\u041E')).body.code).toBe('name-confusable');
  });

  it('refuses Latin look-alikes and other spellings: AIice (capital I), A1ice, full-width letters', async () => {
    expect((await signUp('AIice')).body.code).toBe('name-confusable');
    expect((await signUp('A1ice')).body.code).toBe('name-confusable');
    expect(await signUp('\uFF21lice')).toEqual({
      status: 400,
      body: {
        code: 'bad-name',
        message:
          'a user name is written in plain characters, not full-width, ligature or styled ones: "Alice" instead of "Ａlice"',
      },
    });
    expect(await accountNames()).toEqual(['Alice', 'Ivan', 'Paco']);
  });

  it('takes names that only look different: other letters, other scripts alone, Latin with CJK', async () => {
    for (const name of [
      'Alicia',
      'Jörg Müller',
      'Иван',
      '김민수',
      '東京Tokyo',
      'すずき Suzuki',
      'مريم',
      'Ann-Marie 2',
    ])
      expect({ name, status: (await signUp(name)).status }).toEqual({ name, status: 201 });
  });

  it('refuses other spaces, two spaces in a row and private-use characters', async () => {
    expect((await signUp('Bo\u3000Bo')).body.message).toBe(
      'a user name may use only the ordinary space between words (it has U+3000)',
    );
    expect((await signUp('Bo\u00A0Bo')).body.code).toBe('bad-name');
    expect((await signUp('Bo  Bo')).body.message).toBe('a user name may not have two spaces in a row');
    expect((await signUp('Bo\uE000')).body.message).toBe(
      'a user name may not contain unassigned or private-use characters (it has U+E000)',
    );
  });
});

describe('the rules themselves', () => {
  it('skeletons: TR39 prototypes after NFKC and NFD, default-ignorables out', () => {
    expect(skeleton('\u0420\u0430\u0441\u043E')).toBe(skeleton('Paco'));
    expect(skeleton('\uFF30aco')).toBe(skeleton('Paco'));
    expect(skeleton('Pa\u200Bco')).toBe(skeleton('Paco'));
    expect(skeleton('Paco')).not.toBe(skeleton('Pace'));
  });

  it('mixed scripts at the highly restrictive level', () => {
    expect(mixedScripts('\u0410lice')).toEqual(['Cyrillic', 'Latin']);
    expect(mixedScripts('\u03B1lpha')).toEqual(['Greek', 'Latin']);
    expect(mixedScripts('東京Tokyo')).toBeNull();
    expect(mixedScripts('ひらがなカタカナ漢字abc')).toBeNull();
    expect(mixedScripts('한국어 Korean 漢字')).toBeNull();
    expect(mixedScripts('한국어かな')).toEqual(['Hangul', 'Hiragana']);
    expect(mixedScripts('R2-D2 😀')).toBeNull();
  });
});
