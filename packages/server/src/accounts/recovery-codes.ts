/**
 * Recovery codes: with no email on these machines, the way back into an account whose password
 * is lost. Eight per account, shown once at sign-up; each resets the password one time. 80
 * random bits each, so a plain SHA-256 of the code is what is kept (no slow hash needed).
 */
import { createHash, randomBytes } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 8;
/** Crockford's base 32, lower case: no i, l, o, u to mistake. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** `xxxx-xxxx-xxxx-xxxx`. */
export function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  let out = '';
  for (let i = 0; i < 16; i++) {
    if (i > 0 && i % 4 === 0) out += '-';
    out += ALPHABET[bytes[i]! % 32];
  }
  return out;
}

/** The code as typed (any case, spaces or dashes) in the one form that is hashed. */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '');
}

export function hashRecoveryCode(typed: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(typed)).digest('hex');
}
