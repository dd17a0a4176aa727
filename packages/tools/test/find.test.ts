/** Finding a program as a user's machine has it: a named path, the usual places, Playwright's cache. */
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  candidates,
  findTool,
  isProgram,
  MissingToolError,
  notFoundLine,
  requireTool,
} from '../src/index.ts';
import { missingLine } from '../src/skip.ts';

const dir = mkdtempSync(join(tmpdir(), 'nobid-tools-'));
const file = (path: string, text: string, mode: number): string => {
  const full = join(dir, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, text);
  chmodSync(full, mode);
  return full;
};
const script = (path: string) => file(path, '#!/bin/sh\nexit 0\n', 0o755);

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('a program', () => {
  it('is a non-empty executable file: an empty file or a plain one laid over it hides it', () => {
    expect(isProgram(script('bin/ok'))).toBe(true);
    expect(isProgram(file('bin/empty', '', 0o755))).toBe(false);
    expect(isProgram(file('bin/plain', '#!/bin/sh\n', 0o644))).toBe(false);
    expect(isProgram(join(dir, 'bin'))).toBe(false);
    expect(isProgram(join(dir, 'nowhere'))).toBe(false);
  });
});

describe('the browser', () => {
  it('is the one NOBID_CHROMIUM names, and only that one', () => {
    const mine = script('my/chrome');
    expect(findTool('chromium', { env: { NOBID_CHROMIUM: mine }, home: dir })).toBe(mine);
    expect(candidates('chromium', { env: { NOBID_CHROMIUM: '/nonexistent' }, home: dir })).toEqual([
      '/nonexistent',
    ]);
    expect(findTool('chromium', { env: { NOBID_CHROMIUM: '/nonexistent' }, home: dir })).toBeUndefined();
  });

  it('is looked for in the system paths, then on PATH, then in Playwright’s cache, newest first', () => {
    const cache = join(dir, 'pw');
    const old = script('pw/chromium-1100/chrome-linux/chrome');
    const newer = script('pw/chromium-1200/chrome-linux64/chrome');
    mkdirSync(join(cache, 'firefox-900'), { recursive: true });
    const onPath = script('path/chromium');
    const list = candidates('chromium', {
      env: { PATH: join(dir, 'path'), PLAYWRIGHT_BROWSERS_PATH: cache },
      home: dir,
    });
    expect(list[0]).toBe('/usr/bin/chromium');
    const at = (p: string) => list.indexOf(p);
    expect(at(onPath)).toBeGreaterThan(at('/usr/bin/google-chrome'));
    expect(at(newer)).toBeGreaterThan(at(onPath));
    expect(at(old)).toBeGreaterThan(at(newer));
    expect(list.some((p) => p.includes('firefox'))).toBe(false);
  });

  it('is found in Playwright’s default cache under the home folder', () => {
    const home = join(dir, 'home');
    const chrome = script('home/.cache/ms-playwright/chromium-1300/chrome-linux/chrome');
    expect(candidates('chromium', { env: {}, home })).toContain(chrome);
  });
});

describe('Ghostscript and nginx', () => {
  it('are found on PATH, or where their variable says', () => {
    const gs = script('tools/gs');
    expect(findTool('ghostscript', { env: { PATH: `/nowhere:${join(dir, 'tools')}` }, home: dir })).toBe(gs);
    expect(findTool('ghostscript', { env: { PATH: '/nowhere' }, home: dir })).toBeUndefined();
    expect(findTool('ghostscript', { env: { NOBID_GS: gs, PATH: '' }, home: dir })).toBe(gs);
    expect(candidates('nginx', { env: { PATH: '' }, home: dir })).toEqual(['/usr/sbin/nginx']);
  });
});

describe('a missing program', () => {
  it('is one line naming it and every way to get it', () => {
    expect(notFoundLine('chromium', { env: {} })).toBe(
      'chromium not found (apt-get install chromium, or npx playwright install chromium on a machine with open internet, or NOBID_CHROMIUM=/path)',
    );
    expect(notFoundLine('ghostscript', { env: { NOBID_GS: '/no/gs' } })).toBe(
      'Ghostscript (gs) not found at NOBID_GS=/no/gs (apt-get install ghostscript, or NOBID_GS=/path)',
    );
  });

  it('stops a command with a MissingToolError saying what needed it', () => {
    vi.stubEnv('NOBID_CHROMIUM', '/nonexistent');
    const error = (() => {
      try {
        requireTool('chromium', 'the booklet PDF');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(MissingToolError);
    expect((error as Error).message).toBe(
      'chromium not found at NOBID_CHROMIUM=/nonexistent; the booklet PDF needs it (apt-get install chromium, or npx playwright install chromium on a machine with open internet, or NOBID_CHROMIUM=/path)',
    );
  });
});

describe('a test’s skip line', () => {
  it('names the unset service and the variable that sets it', () => {
    vi.stubEnv('TEST_DATABASE_URL', '');
    vi.stubEnv('TEST_REDIS_URL', 'redis://127.0.0.1:6379');
    expect(missingLine('postgres')).toMatch(/^Postgres not set \(TEST_DATABASE_URL=postgres:\/\//);
    expect(missingLine('redis')).toBeUndefined();
    vi.stubEnv('NOBID_GS', '/no/gs');
    expect(missingLine('ghostscript')).toMatch(/^Ghostscript \(gs\) not found at NOBID_GS=\/no\/gs/);
  });
});
