/**
 * A database that cannot be reached ends the start with one line naming it (its password left
 * out), as a StartupError (`nobid serve` prints it and exits 2), not a stack trace.
 */
import { missing } from '@nobid/tools/skip';
import { describe, expect, it } from 'vitest';
import { openStorage } from '../src/storage/open.ts';

const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');

describe('an unreachable database', () => {
  it('is one line naming the URL, without its password', async () => {
    const refused = `postgres://someone:s3cret@127.0.0.1:1/${base.pathname.slice(1)}`;
    const err = await openStorage({ databaseUrl: refused }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'StartupError' });
    const message = (err as Error).message;
    expect(message).toMatch(
      /^database postgres:\/\/someone:\*\*\*@127\.0\.0\.1:1\/\S+ cannot be reached \(ECONNREFUSED/,
    );
    expect(message).not.toContain('s3cret');
    expect(message).not.toContain('\n');
  });

  // The server must answer to name the database it lacks: a real Postgres.
  it.skipIf(missing('postgres'))('names a database that does not exist', async () => {
    const missing = new URL(base);
    missing.pathname = '/no_such_database_guard';
    const err = await openStorage({ databaseUrl: missing.toString(), schema: 'guard_x' }).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({
      name: 'StartupError',
      message: expect.stringContaining('no_such_database_guard'),
    });
    expect((err as Error).message).toContain('3D000');
  });
});
