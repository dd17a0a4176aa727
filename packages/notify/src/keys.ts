/**
 * The notifier's two secrets, made once and kept in the data directory (mode 0600) so that a
 * restart keeps them: the VAPID key pair (browsers subscribed with its public key; a new pair
 * would orphan every subscription) and the HMAC key that signs unsubscribe links (a new one would
 * break every link in mails already sent). A cluster's nodes share them by sharing these files
 * or by setting `VAPID_PUBLIC_KEY` / `VAPID_PRIVATE_KEY` / `NOTIFY_SECRET`.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

export const VAPID_FILE = 'vapid-keys.json';
export const SECRET_FILE = 'notify-secret';

/**
 * The file's content, or `make()`'s written there first. `wx`: when two processes start on one
 * directory together, the second finds the first's file and reads it instead of overwriting it.
 */
function readOrCreate(dir: string, name: string, make: () => string): string {
  const file = join(dir, name);
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(file, make(), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readFileSync(file, 'utf8');
}

export function loadVapidKeys(dataDir: string): VapidKeys {
  const text = readOrCreate(dataDir, VAPID_FILE, () => `${JSON.stringify(webpush.generateVAPIDKeys())}\n`);
  const keys = JSON.parse(text) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string')
    throw new Error(`${join(dataDir, VAPID_FILE)} holds no VAPID key pair; remove it to make a new one`);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

export function loadSecret(dataDir: string): Buffer {
  const text = readOrCreate(dataDir, SECRET_FILE, () => `${randomBytes(32).toString('hex')}\n`).trim();
  if (!/^[0-9a-f]{64}$/.test(text))
    throw new Error(`${join(dataDir, SECRET_FILE)} is not 64 hex digits; remove it to make a new one`);
  return Buffer.from(text, 'hex');
}
