/**
 * The whole No Bid log from the events this viewer saw, as a reader wants it: the game's start
 * (setup speaks no event: `rules.ts` begins turn 1 without one), a line per turn, no line per
 * pass of one's own (a window that closes with nobody answering says so once), and each line
 * marked as a play or result, or a detail the log's filter can hide.
 */
import type { NobidEvent } from '@nobid/nobid';
import type { Translate } from '../../i18n/i18n.ts';
import { seatList } from '../../table/seat-list.ts';
import type { CardTable } from './cards.ts';
import { type LogLine, logLine, seatArgs } from './log.ts';

/** What a line says for the filter: plays and their results, or the details around them. */
const DETAILS = new Set<NobidEvent['type']>(['draw', 'reshuffle', 'discard', 'act-again', 'stop-out-none']);

/**
 * The seat that began, when `events` hold the game from its start: turn 1 speaks no event, so
 * the first `turn` event is turn 2 (the seat after the first one), or there is none yet and the
 * view's active seat is the first. null for a history that starts later.
 */
function firstSeat(
  events: readonly NobidEvent[],
  seats: number,
  view: { turn: number; active: number } | null,
): number | null {
  const turn = events.find((e): e is Extract<NobidEvent, { type: 'turn' }> => e.type === 'turn');
  if (turn) return turn.turn === 2 ? (turn.seat + seats - 1) % seats : null;
  return view && view.turn === 1 ? view.active : null;
}

export function logLines(
  cards: CardTable,
  events: readonly NobidEvent[],
  names: readonly string[],
  t: Translate,
  view: { turn: number; active: number } | null,
  me: number | null = null,
): LogLine[] {
  const out: LogLine[] = [];
  const first = firstSeat(events, names.length, view);
  if (first !== null) {
    const player = seatArgs(first, names, me);
    out.push({
      text: t('log-setup', { ...player, seats: names.length, list: seatList(names, me, t) }),
      cards: [],
    });
    out.push({ text: t('log-turn', { turn: 1, ...player }), cards: [] });
  }
  // Windows someone answered in: the rest closed with every player passing.
  const answered = new Set<number>();
  let window: number | null = null;
  for (const event of events) {
    if (event.type === 'play') {
      window = event.window;
      if (event.response && event.window !== null) answered.add(event.window);
    }
    // One's own passes are not listed one by one: the window's close says it once.
    if (event.type === 'pass') continue;
    if (event.type === 'window-closed') {
      if (!answered.has(event.window) && window === event.window)
        out.push({ text: t('log-all-passed'), cards: [], detail: true });
      continue;
    }
    const line = logLine(cards, event, names, t, me);
    if (line) out.push(DETAILS.has(event.type) ? { ...line, detail: true } : line);
  }
  return out;
}
