/**
 * A table's chat on the session's socket: the lines this viewer may read, oldest first (asked
 * for again after every hello, so a reconnect misses nothing), and sending and reporting.
 */
import type { Ack, ChatLine, ChatSend } from '@nobid/protocol';
import { useCallback, useEffect, useState } from 'react';
import type { ClientSocket } from '../net/session.ts';

export interface Chat {
  readonly lines: readonly ChatLine[];
  send(msg: ChatSend): Promise<Ack<ChatLine>>;
  report(lineId: string): Promise<Ack<null>>;
}

const offline = { ok: false, error: { code: 'internal', message: 'not connected' } } as const;

function merge(lines: readonly ChatLine[], more: readonly ChatLine[]): ChatLine[] {
  const byId = new Map(lines.map((l) => [l.id, l]));
  for (const l of more) byId.set(l.id, l);
  return [...byId.values()].sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
}

export function useChat(socket: ClientSocket | null, connected: boolean, tableId: string): Chat {
  const [lines, setLines] = useState<readonly ChatLine[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new table starts an empty chat.
  useEffect(() => setLines([]), [tableId]);
  useEffect(() => {
    if (!socket) return;
    const onLine = (line: ChatLine) => {
      if (line.tableId === tableId) setLines((ls) => merge(ls, [line]));
    };
    socket.on('chat', onLine);
    return () => {
      socket.off('chat', onLine);
    };
  }, [socket, tableId]);
  // Once the hello is answered, the socket is at the table: ask for what was said before.
  useEffect(() => {
    if (!socket || !connected) return;
    socket.emit('chatSync', {}, (res) => {
      if (res.ok)
        setLines((ls) =>
          merge(
            ls,
            res.value.filter((l) => l.tableId === tableId),
          ),
        );
    });
  }, [socket, connected, tableId]);
  const send = useCallback(
    (msg: ChatSend) =>
      new Promise<Ack<ChatLine>>((resolve) => {
        if (!socket?.connected) return resolve(offline);
        socket.emit('chat', msg, (res) => {
          if (res.ok) setLines((ls) => merge(ls, [res.value]));
          resolve(res);
        });
      }),
    [socket],
  );
  const report = useCallback(
    (lineId: string) =>
      new Promise<Ack<null>>((resolve) => {
        if (!socket?.connected) return resolve(offline);
        socket.emit('chatReport', { lineId }, resolve);
      }),
    [socket],
  );
  return { lines, send, report };
}
