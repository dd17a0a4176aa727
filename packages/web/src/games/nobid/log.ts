/**
 * One log line per No Bid event, in the chosen language. Lines name players and cards (by the
 * card table of the table they happened at); the returned `cards` let the log show a card on
 * hover. Events that say nothing to a reader (a window closing) give null.
 */

import type { NobidEvent, PlayTarget } from '@nobid/nobid';
import type { Translate } from '../../i18n/i18n.ts';
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

export function targetText(
  cards: CardTable,
  target: PlayTarget | undefined,
  names: readonly string[],
  t: Translate,
): string {
  if (!target) return '';
  if ('seat' in target) return t('target-seat', { player: names[target.seat] ?? '?' });
  if ('card' in target) return t('target-card', { card: logCardName(cards, target.card, t) });
  return t('target-currency', { currency: target.currency });
}

export function logLine(
  cards: CardTable,
  event: NobidEvent,
  names: readonly string[],
  t: Translate,
): LogLine | null {
  const who = (seat: number) => names[seat] ?? `#${seat + 1}`;
  const card = (id: CardId) => logCardName(cards, id, t);
  const line = (text: string, cards: CardId[] = [], important = false): LogLine => ({
    text,
    cards,
    important,
  });
  switch (event.type) {
    case 'setup':
      return line(t('log-setup', { player: who(event.first), seats: event.seats }));
    case 'turn':
      return line(t('log-turn', { turn: event.turn, player: who(event.seat) }));
    case 'draw':
      if (event.cards && event.cards.length > 0) {
        return line(t('log-draw-own', { cards: event.cards.map(card).join(', '), reason: event.reason }), [
          ...event.cards,
        ]);
      }
      return line(t('log-draw', { player: who(event.seat), count: event.count, reason: event.reason }));
    case 'reshuffle':
      return line(t('log-reshuffle', { size: event.size }));
    case 'play': {
      const target = targetText(cards, event.target, names, t);
      const id = event.response ? 'log-respond' : target ? 'log-play-target' : 'log-play';
      return line(t(id, { player: who(event.seat), card: card(event.card), target }), [event.card]);
    }
    case 'pass':
      return line(t('log-pass'));
    case 'window-closed':
      return null;
    case 'cancelled':
      return line(
        t('log-cancelled', { player: who(event.seat), card: card(event.card), by: card(event.by) }),
        [event.card, event.by],
        true,
      );
    case 'resolved':
      return line(t('log-resolved', { player: who(event.seat), card: card(event.card) }), [event.card]);
    case 'enter-book':
      return line(t('log-enter-book', { player: who(event.seat), card: card(event.card) }), [event.card]);
    case 'liquidated':
      return line(t('log-liquidated', { player: who(event.owner), card: card(event.card) }), [event.card]);
    case 'stop-loss':
      return line(t('log-stop-loss', { player: who(event.owner), card: card(event.saved) }), [event.saved]);
    case 'stop-loss-declined':
      return line(t('log-stop-loss-declined', { player: who(event.owner), card: card(event.position) }), [
        event.position,
      ]);
    case 'assigned':
      return line(t('log-assigned', { from: who(event.from), to: who(event.to), card: card(event.card) }), [
        event.card,
      ]);
    case 'unwound':
      return line(t('log-unwound', { player: who(event.owner), card: card(event.card) }), [event.card]);
    case 'stop-out-none':
      return line(t('log-stop-out-none', { player: who(event.seat) }));
    case 'opening-taken':
      return line(t('log-opening-taken', { player: who(event.seat), card: card(event.card) }), [event.card]);
    case 'discard':
      return line(
        t('log-discard', { player: who(event.seat), card: card(event.card), reason: event.reason }),
        [event.card],
      );
    case 'act-again':
      return line(t('log-act-again', { player: who(event.seat) }));
    case 'game-over':
      return event.outcome.kind === 'win'
        ? line(t('log-win', { player: who(event.outcome.winner) }), [], true)
        : line(t('log-draw-game', { reason: event.outcome.reason }), [], true);
    default:
      return null;
  }
}
