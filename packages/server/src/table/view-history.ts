/**
 * What a viewer is sent of a table's past when it (re)opens the table: its own part of every
 * event, replayed from the log. A client that says which cursor it already holds (`hello`'s
 * `since`: the `cursor` of the last view it got) is sent only what came after it, and when it
 * holds the current cursor nothing is replayed at all: a reconnecting page costs a view, not a
 * replay of the whole game. Cursors are the viewer's own (`viewer-cursors.ts`): the events after
 * `since` are those of the log entries that moved this viewer's cursor past it.
 */
import { eventsFor, type GameEvent, replaySteps, type Viewer } from '@nobid/engine';
import type { Storage } from '../storage/storage.ts';
import type { TableRuntime } from './runtime.ts';
import { ViewerCursors } from './viewer-cursors.ts';
import { cursorOf } from './views.ts';

export interface History {
  readonly events: unknown[];
  /** The cursor the events follow (0: the whole history). */
  readonly fromCursor: number;
}

export async function historySince(
  storage: Pick<Storage, 'readLog'>,
  rt: TableRuntime,
  viewer: Viewer,
  since: number | undefined,
): Promise<History> {
  if (rt.state === null) return { events: [], fromCursor: 0 };
  const current = rt.cursors ? cursorOf(rt, viewer) : null;
  // Up to date: nothing to replay. A cursor from the future (another table, a restored
  // database), none at all, or a table without cursors (over): the whole history.
  if (current !== null && since !== undefined && since > 0 && since === current)
    return { events: [], fromCursor: current };
  const from = current !== null && since !== undefined && since > 0 && since < current ? since : 0;
  const log = await storage.readLog(rt.table.id);
  const record = { game: rt.game.name, seats: rt.table.seats, seed: rt.table.seed, options: rt.options, log };
  const events: unknown[] = [];
  if (from === 0) {
    for (const step of replaySteps(rt.game, record))
      events.push(...eventsFor(step.events as GameEvent<unknown>[], viewer));
    return { events, fromCursor: 0 };
  }
  // The viewer's cursor along the log: a step's events are new to the client once it moved the
  // cursor past the one the client holds.
  const cursors = ViewerCursors.start(record.seats, record.seed);
  let before = rt.game.setup(record.seats, record.options, record.seed);
  for (const step of replaySteps(rt.game, record)) {
    cursors.advance(rt.game, { before, after: step.state, actor: step.action.seat, events: step.events });
    before = step.state;
    if (cursors.seq(viewer) > from) events.push(...eventsFor(step.events as GameEvent<unknown>[], viewer));
  }
  return { events, fromCursor: from };
}
