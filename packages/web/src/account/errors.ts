/** A refusal in the reader's language where the account pages know it; else the server's words. */
import type { Translate } from '../i18n/i18n.ts';
import { AccountFailure } from './account-api.ts';

const KNOWN = new Set([
  'bad-credentials',
  'bad-recovery-code',
  'name-taken',
  'name-confusable',
  'weak-password',
  'bad-name',
  'rate-limited',
]);

export function failureText(t: Translate, err: unknown): string {
  if (err instanceof AccountFailure) return KNOWN.has(err.code) ? t(`acct-error-${err.code}`) : err.message;
  return String(err);
}
