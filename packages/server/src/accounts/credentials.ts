/**
 * What an account name and a password must be. A name is checked, never quietly changed: NFC
 * first, then refused if it holds control or text-direction characters (which could make it
 * show as another name), is empty or has more than 32 characters.
 */
import { ACCOUNT_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '@nobid/protocol';
import { hash, verify } from '@node-rs/argon2';
import { ServerError } from '../errors.ts';

/** C0, DEL, C1, and the bidi marks, embeddings, overrides and isolates. */
const FORBIDDEN = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

export function checkAccountName(raw: string): string {
  const name = raw.normalize('NFC');
  if (FORBIDDEN.test(name))
    throw new ServerError('bad-name', 'a user name may not contain control or text-direction characters');
  if (name.trim() !== name)
    throw new ServerError('bad-name', 'a user name may not begin or end with a space');
  const length = [...name].length;
  if (length < 1) throw new ServerError('bad-name', 'a user name is needed');
  if (length > ACCOUNT_NAME_MAX)
    throw new ServerError('bad-name', `a user name has at most ${ACCOUNT_NAME_MAX} characters`);
  return name;
}

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
