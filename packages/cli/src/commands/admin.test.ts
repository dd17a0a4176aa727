/** `nobid admin grant NAME` on a data directory's SQLite database, as an operator runs it. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openStorage, setAccountRole } from '@nobid/server';
import { afterAll, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/nobid.js', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'nobid-admin-test-'));
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
const nobid = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', env });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('nobid admin', () => {
  it('grants and revokes the admin role, and names an unknown account in one line', async () => {
    const storage = await openStorage({ dataDir });
    await storage.db
      .insertInto('nb_users')
      .values({ id: 'u_1', name: 'Mod', name_key: 'mod', password_hash: 'x', role: 'player', created_at: 1 })
      .execute();
    const role = async () =>
      (await storage.db.selectFrom('nb_users').select('role').where('id', '=', 'u_1').executeTakeFirst())
        ?.role;
    const grant = nobid('admin', 'grant', 'mod');
    expect(grant.stderr).toBe('');
    expect(grant.status).toBe(0);
    expect(await role()).toBe('admin');
    // (revoke is the same path: called directly, to spare a process start.)
    expect(await setAccountRole({ dataDir }, 'Mod', 'player')).toBe(true);
    expect(await role()).toBe('player');
    const unknown = nobid('admin', 'grant', 'Nobody');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toBe('nobid: there is no account named "Nobody"\n');
    await storage.close();
  });
});
