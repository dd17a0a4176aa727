/**
 * `nobid admin grant NAME` / `revoke NAME`: sets an account's role in the database the server
 * uses (DATA_DIR or DATABASE_URL), migrating it first. A running server sees the change at the
 * account's next request (roles are read from the database, never cached).
 */
import type { AccountRole } from '@nobid/protocol';
import { openStorage, type StorageConfig } from '../storage/open.ts';
import { AccountService } from './service.ts';

/** False when there is no account of that name. */
export async function setAccountRole(
  config: StorageConfig,
  name: string,
  role: AccountRole,
): Promise<boolean> {
  const storage = await openStorage(config);
  try {
    return await new AccountService(storage.db).setRole(name, role);
  } finally {
    await storage.close();
  }
}
