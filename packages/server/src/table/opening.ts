/**
 * What a viewer is sent when it opens a table (`hello`) or asks for it again (`sync`): its view
 * with the events it has not seen (`view-history.ts`), and the table's end and rematch when there
 * are. Built in one place from the runtime, so a socket's greeting is one value to send, and the
 * same under the lock as any action: no broadcast can fall between its history and its view.
 */
import type { Viewer } from '@nobid/engine';
import type { RematchMessage, TableOverMessage, ViewUpdate } from '@nobid/protocol';
import type { Storage } from '../storage/storage.ts';
import type { TableRuntime } from './runtime.ts';
import { historySince } from './view-history.ts';
import { buildUpdate } from './views.ts';

export interface Opening {
  readonly view: ViewUpdate;
  readonly over: TableOverMessage | null;
  readonly rematch: RematchMessage | null;
}

export async function openingFor(
  storage: Pick<Storage, 'readLog'>,
  rt: TableRuntime,
  viewer: Viewer,
  since: number | undefined,
  now: number,
): Promise<Opening> {
  const { events, fromCursor } = await historySince(storage, rt, viewer, since);
  const id = rt.table.id;
  return {
    view: buildUpdate(rt, viewer, { events, fromCursor, now }),
    over: rt.table.outcome ? { tableId: id, outcome: rt.table.outcome } : null,
    rematch: rt.table.rematchId ? { fromTableId: id, tableId: rt.table.rematchId } : null,
  };
}
