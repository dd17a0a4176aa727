import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/nobid.js', import.meta.url));
const nobid = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });

describe('nobid rules --game', () => {
  it('prints the Startups rulebook in Korean, with the card counts from its data', () => {
    const run = nobid('rules', '--game', 'startups', '--lang', 'ko');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('스타트업스');
    expect(run.stdout).toContain('45장');
  });

  it('still prints No Bid by default', () => {
    const run = nobid('rules', '--lang', 'en');
    expect(run.stdout).toContain('The first player whose Book holds 7 counting Positions wins immediately.');
  });

  it('refuses an unknown game, or a PDF of Startups, with one clear line and exit code 2', () => {
    const chess = nobid('rules', '--game', 'chess');
    expect(chess.status).toBe(2);
    expect(chess.stderr).toBe('nobid: unknown game "chess"; rulebooks exist for nobid, startups\n');
    const pdf = nobid('rules', '--game', 'startups', '--format', 'pdf');
    expect(pdf.status).toBe(2);
    expect(pdf.stderr).toContain('txt, md or html');
  });
});
