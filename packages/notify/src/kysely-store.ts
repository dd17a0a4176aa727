/** `NotifyStore` in the server's database (SQLite or Postgres), through Kysely. */
import { isLang } from '@nobid/i18n';
import type { Kysely } from 'kysely';
import {
  type Channel,
  DEFAULT_PREFERENCES,
  type EmailMode,
  type NotifyStore,
  type OutboxBody,
  type OutboxItem,
  type Preferences,
} from './store.ts';

interface NotifyTables {
  nb_notify_prefs: {
    account_id: string;
    email: string | null;
    email_mode: string;
    push: number;
    lang: string;
    time_zone: string;
    updated_at: number;
  };
  nb_notify_push: {
    endpoint: string;
    account_id: string;
    p256dh: string;
    auth: string;
    created_at: number;
  };
  nb_notify_outbox: {
    id: string;
    account_id: string;
    channel: string;
    body: string;
    attempts: number;
    next_try: number;
    created_at: number;
  };
}

type OutboxRow = NotifyTables['nb_notify_outbox'];

// Postgres returns a bigint as a string.
const num = (v: unknown): number => Number(v);

const toItem = (row: OutboxRow): OutboxItem => ({
  id: row.id,
  accountId: row.account_id,
  channel: row.channel as Channel,
  body: JSON.parse(row.body) as OutboxBody,
  attempts: num(row.attempts),
  nextTry: num(row.next_try),
});

const toPrefs = (row: NotifyTables['nb_notify_prefs']): Preferences => ({
  email: row.email,
  emailMode: row.email_mode as EmailMode,
  push: num(row.push) === 1,
  lang: isLang(row.lang) ? row.lang : 'en',
  timeZone: row.time_zone,
});

/**
 * The store over any Kysely database that ran `NOTIFY_MIGRATIONS` (the server's, whatever its
 * own schema type). `now` stamps rows.
 */
export function kyselyNotifyStore<DB>(database: Kysely<DB>, now: () => number = Date.now): NotifyStore {
  const db = database as unknown as Kysely<NotifyTables>;
  return {
    async preferences(accountId) {
      const row = await db
        .selectFrom('nb_notify_prefs')
        .selectAll()
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return row ? toPrefs(row) : { ...DEFAULT_PREFERENCES };
    },
    async savePreferences(accountId, p) {
      const values = {
        email: p.email,
        email_mode: p.emailMode,
        push: p.push ? 1 : 0,
        lang: p.lang,
        time_zone: p.timeZone,
        updated_at: now(),
      };
      await db
        .insertInto('nb_notify_prefs')
        .values({ account_id: accountId, ...values })
        .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
        .execute();
    },
    async subscriptions(accountId) {
      const rows = await db
        .selectFrom('nb_notify_push')
        .select(['endpoint', 'p256dh', 'auth'])
        .where('account_id', '=', accountId)
        .orderBy('created_at')
        .execute();
      return rows;
    },
    async saveSubscription(accountId, sub) {
      const values = { account_id: accountId, p256dh: sub.p256dh, auth: sub.auth, created_at: now() };
      await db
        .insertInto('nb_notify_push')
        .values({ endpoint: sub.endpoint, ...values })
        .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
        .execute();
    },
    async removeSubscription(endpoint) {
      await db.deleteFrom('nb_notify_push').where('endpoint', '=', endpoint).execute();
    },
    async enqueue(items) {
      if (items.length === 0) return;
      await db
        .insertInto('nb_notify_outbox')
        .values(
          items.map((i) => ({
            id: i.id,
            account_id: i.accountId,
            channel: i.channel,
            body: JSON.stringify(i.body),
            attempts: i.attempts,
            next_try: i.nextTry,
            created_at: now(),
          })),
        )
        .execute();
    },
    async due(at, limit) {
      const rows = await db
        .selectFrom('nb_notify_outbox')
        .selectAll()
        .where('channel', 'in', ['email', 'push'])
        .where('next_try', '<=', at)
        .orderBy('next_try')
        .limit(limit)
        .execute();
      return rows.map(toItem);
    },
    async claim(item, leaseUntil) {
      const result = await db
        .updateTable('nb_notify_outbox')
        .set({ next_try: leaseUntil })
        .where('id', '=', item.id)
        .where('next_try', '=', item.nextTry)
        .where('attempts', '=', item.attempts)
        .executeTakeFirst();
      return num(result.numUpdatedRows) === 1;
    },
    async reschedule(id, attempts, nextTry) {
      await db
        .updateTable('nb_notify_outbox')
        .set({ attempts, next_try: nextTry })
        .where('id', '=', id)
        .execute();
    },
    async remove(id) {
      await db.deleteFrom('nb_notify_outbox').where('id', '=', id).execute();
    },
    async nextDue() {
      const row = await db
        .selectFrom('nb_notify_outbox')
        .select((eb) => eb.fn.min('next_try').as('at'))
        .where('channel', 'in', ['email', 'push'])
        .executeTakeFirst();
      return row?.at == null ? null : num(row.at);
    },
    async takeDigestItems() {
      return db.transaction().execute(async (tx) => {
        const rows = await tx
          .selectFrom('nb_notify_outbox')
          .selectAll()
          .where('channel', '=', 'digest')
          .orderBy('created_at')
          .execute();
        if (rows.length > 0)
          await tx
            .deleteFrom('nb_notify_outbox')
            .where(
              'id',
              'in',
              rows.map((r) => r.id),
            )
            .execute();
        return rows.map(toItem);
      });
    },
    async exportAccount(accountId) {
      const prefs = await db
        .selectFrom('nb_notify_prefs')
        .selectAll()
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      const subscriptions = await this.subscriptions(accountId);
      const pending = await db
        .selectFrom('nb_notify_outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return { preferences: prefs ? toPrefs(prefs) : null, subscriptions, pending: num(pending?.n ?? 0) };
    },
    async forgetAccount(accountId) {
      await db.transaction().execute(async (tx) => {
        await tx.deleteFrom('nb_notify_outbox').where('account_id', '=', accountId).execute();
        await tx.deleteFrom('nb_notify_push').where('account_id', '=', accountId).execute();
        await tx.deleteFrom('nb_notify_prefs').where('account_id', '=', accountId).execute();
      });
    },
  };
}
