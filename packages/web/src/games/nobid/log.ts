/**
 * One log line per No Bid event, in the chosen language. Lines name players and cards (by the
 * card table of the table they happened at); the returned `cards` let the log show a card on
 * hover. Events that say nothing to a reader on their own (a pass, a window closing) give null.
 *
 * The viewer's own seat (`me`) is "you" in every line, never their name: each player argument
 * comes with a `you` flag ("yes"/"no") the texts choose their words by (verb forms, "your",
 * Korean 내가/내), so "You draw" is never followed by "Alice plays" for the same person.
 */

import type { NobidEvent, PlayTarget } from '@nobid/nobid';
import type { Translate } from '../../i18n/i18n.ts';
import { seatList } from '../../table/seat-list.ts';
import { type CardId, type CardTable, defName } from './cards.ts';

export interface LogLine {
  readonly text: string;
  readonly cards: readonly CardId[];
  /** Lines worth announcing loudly (a win, a cancel). */
  readonly important?: boolean;
  /** A detail (a draw, a discard, a window nobody answered), hidden by the log's filter. */
  readonly detail?: boolean;
}

/** A log names a card it cannot find (a record of another table) by its id instead of failing. */
const logCardName = (cards: CardTable, id: CardId, t: Translate): string => {
  const def = cards.def[id];
  return def ? defName(def, t) : `#${id}`;
};

/** A seat as a text argument: its name, and whether it is the viewer's own ("yes"/"no"). */
export function seatArgs(
  seat: number,
  names: readonly string[],
  me: number | null,
): { player: string; you: 'yes' | 'no' } {
  return { player: names[seat] ?? `#${seat + 1}`, you: seat === me ? 'yes' : 'no' };
}

/** A play's target as the stack shows it: "→ Bob". */
export function targetText(
  cards: CardTable,
  target: PlayTarget | undefined,
  names: readonly string[],
  t: Translate,
): string {
  if (!target) return '';
  if ('seat' in target) return t('target-seat', seatArgs(target.seat, names, null));
  if ('card' in target) return t('target-card', { card: logCardName(cards, target.card, t) });
  return t('target-currency', { currency: target.currency });
}

/** A play's target as a log sentence says it: "on Bob", "on you" (Korean: "Bob에게"). */
function logTargetText(
  cards: CardTable,
  target: PlayTarget,
  names: readonly string[],
  t: Translate,
  me: number | null,
) {
  if ('seat' in target) return t('log-target-seat', seatArgs(target.seat, names, me));
  if ('card' in target) return t('log-target-card', { card: logCardName(cards, target.card, t) });
  return t('log-target-currency', { currency: target.currency });
}

export function logLine(
  cards: CardTable,
  event: NobidEvent,
  names: readonly string[],
  t: Translate,
  me: number | null = null,
): LogLine | null {
  const who = (seat: number) => seatArgs(seat, names, me);
  const card = (id: CardId) => logCardName(cards, id, t);
  const line = (text: string, cards: CardId[] = [], important = false): LogLine => ({
    text,
    cards,
    important,
  });
  switch (event.type) {
    case 'setup':
      return line(t('log-setup', { ...who(event.first), seats: event.seats, list: seatList(names, me, t) }));
    case 'turn':
      return line(t('log-turn', { turn: event.turn, ...who(event.seat) }));
    case 'draw':
      if (event.cards && event.cards.length > 0) {
        return line(t('log-draw-own', { cards: event.cards.map(card).join(', '), reason: event.reason }), [
          ...event.cards,
        ]);
      }
      return line(t('log-draw', { ...who(event.seat), count: event.count, reason: event.reason }));
    case 'reshuffle':
      return line(t('log-reshuffle', { size: event.size }));
    case 'play': {
      const target = event.target ? logTargetText(cards, event.target, names, t, me) : '';
      const id = event.response ? 'log-respond' : target ? 'log-play-target' : 'log-play';
      return line(t(id, { ...who(event.seat), card: card(event.card), target }), [event.card]);
    }
    // A pass is not listed one by one: logLines says once that everyone passed.
    case 'pass':
    case 'window-closed':
      return null;
    case 'cancelled':
      return line(
        t('log-cancelled', { ...who(event.seat), card: card(event.card), by: card(event.by) }),
        [event.card, event.by],
        true,
      );
    case 'resolved':
      return line(t('log-resolved', { ...who(event.seat), card: card(event.card) }), [event.card]);
    case 'enter-book':
      return line(t('log-enter-book', { ...who(event.seat), card: card(event.card) }), [event.card]);
    case 'liquidated':
      return line(t('log-liquidated', { ...who(event.owner), card: card(event.card) }), [event.card]);
    case 'stop-loss':
      return line(t('log-stop-loss', { ...who(event.owner), card: card(event.saved) }), [event.saved]);
    case 'stop-loss-declined':
      return line(t('log-stop-loss-declined', { ...who(event.owner), card: card(event.position) }), [
        event.position,
      ]);
    case 'assigned':
      return line(
        t('log-assigned', {
          from: who(event.from).player,
          fromYou: who(event.from).you,
          to: who(event.to).player,
          toYou: who(event.to).you,
          card: card(event.card),
        }),
        [event.card],
      );
    case 'unwound':
      return line(t('log-unwound', { ...who(event.owner), card: card(event.card) }), [event.card]);
    case 'stop-out-none':
      return line(t('log-stop-out-none', { ...who(event.seat) }));
    case 'opening-taken':
      return line(t('log-opening-taken', { ...who(event.seat), card: card(event.card) }), [event.card]);
    case 'discard':
      return line(t('log-discard', { ...who(event.seat), card: card(event.card), reason: event.reason }), [
        event.card,
      ]);
    case 'act-again':
      return line(t('log-act-again', { ...who(event.seat) }));
    case 'game-over':
      return event.outcome.kind === 'win'
        ? line(t('log-win', { ...who(event.outcome.winner) }), [], true)
        : line(t('log-draw-game', { reason: event.outcome.reason }), [], true);
    default:
      return null;
  }
}
