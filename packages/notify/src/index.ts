/**
 * @nobid/notify: "your turn" (and a friend's invitation or request) reaches the player by email (nodemailer over any SMTP server) and
 * Web Push (web-push, VAPID keys in the data directory), in the player's language, with one-click
 * unsubscribe (RFC 8058). The server reports events; nothing here blocks a move. See README.md.
 */

export { type Clock, realClock } from './clock.ts';
export type {
  FriendRequestEvent,
  InviteEvent,
  NoticeAccount,
  NoticeFacts,
  NoticeKind,
  NoticeTable,
  TurnEvent,
} from './facts.ts';
export { SECRET_FILE, VAPID_FILE, type VapidKeys } from './keys.ts';
export { kyselyNotifyStore } from './kysely-store.ts';
export { NOTIFY_MIGRATIONS } from './migration.ts';
export { backoffMs, Notifier, type NotifierEvents } from './notifier.ts';
export { type NotifyRouteDeps, registerNotifyRoutes, UNSUBSCRIBE_PREFIX } from './routes.ts';
export { type NotifyLog, type NotifySettings, notifyEnv } from './settings.ts';
export {
  type Channel,
  DEFAULT_PREFERENCES,
  type EmailMode,
  type NotifyStore,
  type OutboxItem,
  type Preferences,
  type PushSubscriptionRecord,
} from './store.ts';
export { checkEmail, checkSubscription, NotifyInputError } from './validate.ts';
