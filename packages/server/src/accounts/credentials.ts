/**
 * How names are compared, and what a password must be; how passwords are stored and checked.
 * What a name must be is `name-rules.ts`.
 */
import { PASSWORD_MAX, PASSWORD_MIN } from '@nobid/protocol';
import { hash, verify } from '@node-rs/argon2';
import { ServerError } from '../errors.ts';

/** The form two names are compared in: "Ann" and "ann" are the same account. */
export function nameKey(name: string): string {
  return name.normalize('NFC').toLowerCase();
}

export function checkNewPassword(password: string): string {
  const length = [...password].length;
  if (length < PASSWORD_MIN)
    throw new ServerError('weak-password', `a password needs at least ${PASSWORD_MIN} characters`);
  if (length > PASSWORD_MAX)
    throw new ServerError('weak-password', `a password has at most ${PASSWORD_MAX} characters`);
  return password;
}

/**
 * argon2id (the library's default algorithm; its enum is a `const enum` that type-stripping
 * cannot read, so the default is relied on and the tests read the stored hash's `$argon2id$`).
 * Default costs: 19 MiB, 2 passes, 1 lane (OWASP's minimum for argon2id).
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  // An overlong guess never reaches argon2: sign-in refuses it like any wrong password.
  if ([...password].length > PASSWORD_MAX) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody has, checked when the name is unknown, so that an unknown name
 * takes as long to refuse as a wrong password (the answer does not tell them apart either).
 */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hash('no account has this password');
  return decoy;
}
