/**
 * What the server would send the learner's seat at a tutorial position (`server/src/views.ts`):
 * the game's own view for that seat, its part of the events, its decisions and the public facts
 * about the others. The view goes through JSON as on the wire, so the table reads exactly what a
 * live table reads, and nothing the seat could not know reaches the page.
 *
 * Two differences, both about time: a tutorial has no timers (every deadline is null), and while
 * the script plays (`scripted`) the learner is asked nothing, as the server asks a seat nothing
 * on its own card.
 */
import { type Decision, eventsFor, type Game } from '@nobid/engine';
import type { DecisionInfo, TableInfo, ViewUpdate, WaitingInfo, WindowInfo } from '@nobid/protocol';
import type { Position } from './run.ts';

// biome-ignore lint/suspicious/noExplicitAny: any game's rules, as the server holds them.
type AnyGame = Game<any, any, any, any, any>;

export function learnerUpdate(
  game: AnyGame,
  table: TableInfo,
  learner: number,
  position: Position,
  cursor: number,
  scripted: boolean,
): ViewUpdate {
  const { state } = position;
  const mine: DecisionInfo[] = [];
  const waitingFor: WaitingInfo[] = [];
  let window: WindowInfo | null = null;
  for (const d of game.decisions(state) as readonly Decision[]) {
    if (d.seat === learner) {
      if (!scripted) mine.push({ kind: d.kind, deadline: null });
    } else if (d.window === undefined) waitingFor.push({ seat: d.seat, kind: d.kind, deadline: null });
    if (d.window !== undefined && window === null) window = { windowId: d.window, deadline: null };
  }
  const outcome = game.result(state);
  return {
    tableId: table.id,
    cursor,
    seat: learner,
    status: outcome ? 'over' : 'playing',
    view: JSON.parse(JSON.stringify(game.view(state, learner))),
    events: JSON.parse(JSON.stringify(eventsFor(position.events, learner))),
    fromCursor: 0,
    decisions: mine,
    decisionId: mine.length > 0 ? `tutorial-${cursor}` : null,
    legal: mine.length > 0 ? JSON.parse(JSON.stringify(game.legalActions(state, learner))) : [],
    waitingFor,
    window,
    orders: null,
    autoPass: false,
    answerOwnCards: false,
    outcome,
    serverNow: Date.now(),
  };
}
