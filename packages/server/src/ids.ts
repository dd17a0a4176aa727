import { createHash, randomBytes } from 'node:crypto';

/** A table id: 72 random bits, url-safe. Unguessable, so a private table's link is its key. */
export function newTableId(): string {
  return randomBytes(9).toString('base64url');
}

/** A seat token: a random 128-bit secret. Only its hash is stored. */
export function newSeatToken(): string {
  return randomBytes(16).toString('hex');
}

/** A fresh game seed. It decides the deck order, so it never leaves the server. */
export function newSeed(): string {
  return randomBytes(16).toString('hex');
}

/** Tokens are high-entropy secrets, so a plain SHA-256 is enough (no salt or slow hash needed). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
