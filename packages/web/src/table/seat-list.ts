/**
 * The seats of a table as one phrase for the log's first line, in seat order, the viewer's own
 * seat as "you" (never their name): "you, Bot 2 (easy), and Bot 3 (hard)". How the last two
 * are joined is the language's (log-list-pair, log-list-more): English "and" with its serial
 * comma, German "und", Korean commas only, the count following ("당신, 봇 2 (보통), 봇 3 (쉬움) 3명이").
 */
import type { Translate } from '../i18n/i18n.ts';

export function seatList(names: readonly string[], me: number | null, t: Translate): string {
  const seats = names.map((name, seat) => (seat === me ? t('log-list-you') : name));
  if (seats.length < 2) return seats[0] ?? '';
  const last = seats.at(-1)!;
  if (seats.length === 2) return t('log-list-pair', { first: seats[0]!, last });
  return t('log-list-more', { rest: seats.slice(0, -1).join(', '), last });
}
