/**
 * The Startups log in the chosen language. A line that names a company carries its id, so the
 * log shows that company's card on hover. The viewer's own draw says which card it was (the
 * event's private part); everyone else's says only what it cost.
 *
 * The viewer's own seat (`me`) is "you" on every line, never their name: each player argument
 * comes with a `you` flag ("yes"/"no") the texts choose their words by. Draws from the deck are
 * details the log's filter hides; plays (market takes, investments, cards put down) and the
 * result stay.
 */
import type { StartupsEvent } from '@nobid/startups';
import type { Translate } from '../../i18n/i18n.ts';
import type { LogEntry } from '../../table/game-props.ts';
import { seatList } from '../../table/seat-list.ts';
import { companyName } from './companies.ts';

const seatArgs = (seat: number, names: readonly string[], me: number | null) => ({
  player: names[seat] ?? `#${seat + 1}`,
  you: seat === me ? 'yes' : 'no',
});

export function logLine(
  event: StartupsEvent,
  names: readonly string[],
  t: Translate,
  me: number | null = null,
): LogEntry | null {
  const who = (seat: number) => seatArgs(seat, names, me);
  const co = (company: number) => companyName(company, t);
  switch (event.type) {
    case 'took-deck':
      return event.company !== undefined
        ? {
            text: t('su-log-took-deck-own', { company: co(event.company), cost: event.paidSlots.length }),
            cards: [event.company],
            detail: true,
          }
        : {
            text: t('su-log-took-deck', { ...who(event.seat), cost: event.paidSlots.length }),
            cards: [],
            detail: true,
          };
    case 'took-market':
      return {
        text: t('su-log-took-market', { ...who(event.seat), company: co(event.company), coins: event.coins }),
        cards: [event.company],
      };
    case 'invested': {
      const args = { ...who(event.seat), company: co(event.company) };
      if (event.chipFrom === undefined) return { text: t('su-log-invested', args), cards: [event.company] };
      if (event.chipFrom === null) return { text: t('su-log-invested-chip', args), cards: [event.company] };
      const from = who(event.chipFrom);
      return {
        text: t('su-log-invested-chip-from', { ...args, from: from.player, fromYou: from.you }),
        cards: [event.company],
      };
    }
    case 'to-market':
      return {
        text: t('su-log-to-market', { ...who(event.seat), company: co(event.company) }),
        cards: [event.company],
      };
    case 'turn':
      return {
        text: t('su-log-turn', { turn: event.turn + 1, ...who(event.seat), cost: event.drawCost }),
        cards: [],
      };
    case 'game-over': {
      const winner = event.final.scores.find((s) => s.seat === event.final.winner);
      return {
        text: t('su-log-game-over', { ...who(event.final.winner), score: winner?.score ?? 0 }),
        cards: [],
        important: true,
      };
    }
    default:
      return null;
  }
}

/**
 * The seat that began, when `events` hold the game from its start: the first turn speaks no
 * event, so the first `turn` event is turn 1 (counted from 0) and its seat's left neighbour
 * began, or there is none yet and the view's active seat is beginning. null for a history that
 * starts later.
 */
function firstSeat(
  events: readonly StartupsEvent[],
  seats: number,
  view: { turn: number; active: number } | null,
): number | null {
  const turn = events.find((e): e is Extract<StartupsEvent, { type: 'turn' }> => e.type === 'turn');
  if (turn) return turn.turn === 1 ? (turn.seat + seats - 1) % seats : null;
  return view && view.turn === 0 ? view.active : null;
}

/**
 * The whole log: the game's start and its first turn (which no event speaks: the market is
 * still empty, so a draw costs nothing), then a line per event.
 */
export function logLines(
  events: readonly StartupsEvent[],
  names: readonly string[],
  t: Translate,
  view: { turn: number; active: number } | null,
  me: number | null = null,
): LogEntry[] {
  const out: LogEntry[] = [];
  const first = firstSeat(events, names.length, view);
  if (first !== null) {
    const player = seatArgs(first, names, me);
    out.push({
      text: t('su-log-setup', { ...player, seats: names.length, list: seatList(names, me, t) }),
      cards: [],
    });
    out.push({ text: t('su-log-turn', { ...player, turn: 1, cost: 0 }), cards: [] });
  }
  for (const event of events) {
    const line = logLine(event, names, t, me);
    if (line) out.push(line);
  }
  return out;
}
