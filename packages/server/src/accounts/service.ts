/**
 * Accounts: sign up, sign in, sessions, recovery, seats kept from guest play, deletion. Every
 * refusal is a `ServerError` with a code; sign-in and recovery refuse an unknown name and a
 * wrong password (or code) with the very same answer, after the same amount of work.
 */
import { randomBytes } from 'node:crypto';
import type { AccountInfo, AccountRole } from '@nobid/protocol';
import type { Kysely } from 'kysely';
import { ServerError } from '../errors.ts';
import { hashToken } from '../ids.ts';
import type { Database } from '../storage/schema.ts';
import { confusable, type NameSkeletons, nameSkeletons } from './confusables.ts';
import { checkNewPassword, decoyHash, hashPassword, nameKey, verifyPassword } from './credentials.ts';
import { checkAccountName } from './name-rules.ts';
import { hashRecoveryCode, newRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes.ts';
import { newSessionToken, SESSION_MS } from './session-cookie.ts';
import { type UserQueries, userQueries } from './users.ts';

/** The name a deleted account's seats show from then on. */
export const DELETED_NAME = 'Deleted player';

const BAD_CREDENTIALS = 'that user name and password do not match an account';
const BAD_RECOVERY = 'that user name and recovery code do not match an account';

export interface SignedIn {
  readonly user: AccountInfo;
  /** The session cookie's value. */
  readonly sessionToken: string;
}

/**
 * More of an account's data for its download, from features that keep their own (chat lines):
 * `accounts.addDataSource('chat', (userId) => ...)`. Each answers JSON-ready data.
 */
export type DataSource = (userId: string) => Promise<unknown>;

export class AccountService {
  readonly users: UserQueries;
  private readonly sources = new Map<string, DataSource>();
  /** What features that keep their own rows of an account (notices) forget when it is deleted. */
  private readonly forgetters: ((userId: string) => Promise<void>)[] = [];
  /** Each existing name's skeletons, made once per name this process has compared with. */
  private readonly skeletons = new Map<string, NameSkeletons>();
  /** Sign-ups of this process one at a time, so two look-alike names at once cannot both pass. */
  private signingUp: Promise<unknown> = Promise.resolve();

  constructor(
    readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {
    this.users = userQueries(db);
    // Made now, so that the first sign-in with an unknown name takes no longer than the others.
    decoyHash().catch(() => undefined);
  }

  async signUp(
    rawName: string,
    password: string,
    seatTokens: readonly string[] = [],
  ): Promise<SignedIn & { recoveryCodes: string[]; linkedSeats: number }> {
    const name = checkAccountName(rawName);
    checkNewPassword(password);
    const key = nameKey(name);
    const passwordHash = await hashPassword(password);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const id = `u_${randomBytes(12).toString('base64url')}`;
    const insert = async () => {
      if (await this.users.byKey(key))
        throw new ServerError('name-taken', `the user name "${name}" is taken`);
      const lookalike = await this.lookalike(name);
      if (lookalike !== null)
        throw new ServerError(
          'name-confusable',
          `the user name "${name}" looks like the existing name "${lookalike}"; choose one that looks different`,
        );
      try {
        await this.users.insert(
          { id, name, nameKey: key, passwordHash, createdAt: this.now() },
          codes.map(hashRecoveryCode),
        );
      } catch (err) {
        // Two sign-ups with one name at once (on two cluster nodes): the unique key let one in.
        if (await this.users.byKey(key))
          throw new ServerError('name-taken', `the user name "${name}" is taken`);
        throw err;
      }
    };
    const done = this.signingUp.then(insert, insert);
    this.signingUp = done.catch(() => undefined);
    await done;
    const linkedSeats = await this.linkSeats(id, seatTokens);
    const sessionToken = await this.openSession(id);
    const user = (await this.users.byId(id))!.info;
    return { user, sessionToken, recoveryCodes: codes, linkedSeats };
  }

  /**
   * An existing name that `name` could be taken for (UTS #39 skeletons, `confusables.ts`), or
   * null. Every name is read: a sign-up is rare and already pays for an argon2 hash.
   */
  private async lookalike(name: string): Promise<string | null> {
    const mine = nameSkeletons(name);
    for (const other of await this.users.names()) {
      let theirs = this.skeletons.get(other);
      if (!theirs) {
        theirs = nameSkeletons(other);
        this.skeletons.set(other, theirs);
      }
      if (confusable(mine, theirs)) return other;
    }
    return null;
  }

  async signIn(rawName: string, password: string, seatTokens: readonly string[] = []): Promise<SignedIn> {
    const row = await this.users.byKey(nameKey(rawName));
    // Unknown name: the decoy is checked all the same, so the refusal takes as long.
    const ok = await verifyPassword(row?.passwordHash ?? (await decoyHash()), password);
    if (!row || !ok) throw new ServerError('bad-credentials', BAD_CREDENTIALS);
    await this.linkSeats(row.info.id, seatTokens);
    return { user: row.info, sessionToken: await this.openSession(row.info.id) };
  }

  /** The user of a session token, or null (none, unknown, expired). */
  async session(token: string | undefined): Promise<AccountInfo | null> {
    if (!token || token.length > 100) return null;
    return (await this.users.bySession(hashToken(token), this.now()))?.info ?? null;
  }

  async signOut(token: string | undefined): Promise<void> {
    if (token) await this.users.dropSession(hashToken(token));
  }

  async signOutEverywhere(userId: string): Promise<void> {
    await this.users.dropSessions(userId, null);
  }

  /** Every other session ends; the one that asked stays signed in. */
  async changePassword(userId: string, current: string, next: string, keepToken: string): Promise<void> {
    const row = await this.users.byId(userId);
    if (!row) throw new ServerError('not-signed-in', 'sign in first');
    if (!(await verifyPassword(row.passwordHash, current)))
      throw new ServerError('bad-credentials', 'the current password is not right');
    checkNewPassword(next);
    await this.users.setPassword(userId, await hashPassword(next));
    await this.users.dropSessions(userId, hashToken(keepToken));
  }

  /** A recovery code sets a new password; every session ends and a new one opens. */
  async recover(rawName: string, code: string, password: string): Promise<SignedIn> {
    checkNewPassword(password);
    const row = await this.users.byKey(nameKey(rawName));
    const used = row
      ? await this.users.useRecoveryCode(row.info.id, hashRecoveryCode(code), this.now())
      : false;
    if (!row || !used) throw new ServerError('bad-recovery-code', BAD_RECOVERY);
    await this.users.setPassword(row.info.id, await hashPassword(password));
    await this.users.dropSessions(row.info.id, null);
    return { user: row.info, sessionToken: await this.openSession(row.info.id) };
  }

  linkSeats(userId: string, seatTokens: readonly string[]): Promise<number> {
    return this.users.linkSeats(userId, [...new Set(seatTokens)].map(hashToken), this.now());
  }

  async deleteAccount(userId: string, password: string): Promise<void> {
    const row = await this.users.byId(userId);
    if (!row) throw new ServerError('not-signed-in', 'sign in first');
    if (!(await verifyPassword(row.passwordHash, password)))
      throw new ServerError('bad-credentials', 'the password is not right');
    await this.users.delete(userId, DELETED_NAME);
    for (const forget of this.forgetters) await forget(userId);
  }

  async isAdmin(userId: string): Promise<boolean> {
    return (await this.users.byId(userId))?.info.role === 'admin';
  }

  /** `nobid admin grant NAME`; false when there is no such account. */
  setRole(name: string, role: AccountRole): Promise<boolean> {
    return this.users.setRole(nameKey(name), role);
  }

  /** Who holds each seat (by token hash): the user id, for the seats of an account. */
  seatOwners(tokenHashes: readonly string[]): Promise<Map<string, string>> {
    return this.users.owners(tokenHashes);
  }

  addDataSource(name: string, source: DataSource): void {
    this.sources.set(name, source);
  }

  /** A feature's own rows of an account go with it (`deleteAccount`). */
  onDelete(forget: (userId: string) => Promise<void>): void {
    this.forgetters.push(forget);
  }

  async extraData(userId: string): Promise<Record<string, unknown>> {
    const out: Record<string, unknown> = {};
    for (const [name, source] of this.sources) out[name] = await source(userId);
    return out;
  }

  private async openSession(userId: string): Promise<string> {
    const token = newSessionToken();
    const now = this.now();
    await this.users.addSession(hashToken(token), userId, now, now + SESSION_MS);
    return token;
  }
}
