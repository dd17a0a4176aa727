import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_EDITION } from '@nobid/nobid';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/nobid.js', import.meta.url));
const nobid = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', env: { ...process.env, ...env } });
const dir = mkdtempSync(join(tmpdir(), 'nobid-cards-test-'));

describe('nobid cards: bad input is one line and exit 2, before any work', () => {
  it.each([
    [
      ['cards', '--printer', 'inkjet'],
      {},
      'nobid: unknown printer preset "inkjet"; supported: a4, letter, tgc, mpc, bleed-pdf\n',
    ],
    [
      ['cards', '--printer', 'a4', '--out', join(dir, 'a')],
      { NOBID_DEJAVU_DIR: '/no/such/fonts' },
      'nobid: font files missing: /no/such/fonts/DejaVuSans.ttf',
    ],
    [
      ['cards', '--printer', 'tgc', '--out', '/proc/nobid-cards'],
      {},
      'nobid: cannot write into /proc/nobid-cards',
    ],
    [
      ['cards', '--printer', 'bleed-pdf', '--out', join(dir, 'b')],
      { NOBID_GS: '/no/gs' },
      'nobid: Ghostscript (/no/gs) is needed',
    ],
  ])('%j', (args, env, line) => {
    const run = nobid(args, env);
    expect(run.status).toBe(2);
    expect(run.stderr.startsWith(line), run.stderr).toBe(true);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('nobid cards --changed-since', () => {
  it('writes exactly the card whose number changed', () => {
    const before = join(dir, 'before.json');
    writeFileSync(before, JSON.stringify(DEFAULT_EDITION));
    const edited = structuredClone(DEFAULT_EDITION);
    const scalp = edited.cards.find((c) => c.kind === 'scalp')!;
    if (scalp.type !== 'order') throw new Error('scalp is an Order');
    scalp.effects = [{ op: 'draw', count: 3 }];
    const now = join(dir, 'now.json');
    writeFileSync(now, JSON.stringify(edited));
    const out = join(dir, 'changed');
    const run = nobid(['cards', '--edition', now, '--changed-since', before, '--out', out]);
    expect(run.status, run.stderr).toBe(0);
    expect(readdirSync(join(out, 'svg'))).toEqual(['scalp.svg']);
    expect(readdirSync(join(out, 'png'))).toEqual(['scalp.png']);
    expect(readdirSync(out).sort()).toEqual(['png', 'svg']);
    // An unchanged edition, and the default edition against its own file at the git ref HEAD.
    const head = nobid(['cards', '--changed-since', 'HEAD', '--out', join(dir, 'head')]);
    expect(head.status, head.stderr).toBe(0);
    expect(head.stderr).toBe('no card changed since HEAD; nothing written\n');
    const same = nobid(['cards', '--edition', before, '--changed-since', before, '--out', join(dir, 'none')]);
    expect(same.stderr).toContain('no card changed');
    expect(readdirSync(join(dir, 'none'))).toEqual([]);
  });
});
