/**
 * One table's live connection: says `hello` (again after every reconnect, which also brings the
 * whole event history back), keeps the latest table info, presence and view, and the full list
 * of events this viewer has seen, for the log.
 *
 * Actions carry the decision id of the view they answer. A refusal as `stale-decision` is the
 * ordinary race of a timer or a double click: it is not shown, and the current view is asked for
 * (`sync`) in case the one that moved the decision on was lost. A server that speaks another
 * protocol (a deploy while the page was open) refuses the hello: the session stops and says
 * `outdated`, and the page offers a reload instead of a table it would misread.
 */

import {
  type Ack,
  type ActResult,
  type ClientToServerEvents,
  PROTOCOL_VERSION,
  type PresenceMessage,
  type ProblemMessage,
  type RematchResponse,
  type ServerToClientEvents,
  type SetStandingOrders,
  type StandingOrders,
  type TableInfo,
  type ViewUpdate,
} from '@nobid/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { type Folded, foldPatch, foldView } from './view-fold.ts';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface SessionState {
  /** The socket is open and the server has answered our hello. */
  readonly connected: boolean;
  /** We were connected once and lost it: show "Reconnecting…". */
  readonly reconnecting: boolean;
  readonly table: TableInfo | null;
  readonly presence: PresenceMessage | null;
  readonly update: ViewUpdate | null;
  /** Every event this viewer has seen, oldest first. */
  readonly events: readonly unknown[];
  /** Server clock minus ours, in ms: add it to Date.now() before comparing with deadlines. */
  readonly skew: number;
  readonly problem: ProblemMessage | null;
  /** Set when the server announces a rematch table. */
  readonly rematchId: string | null;
  /**
   * Set when the server speaks another protocol than this page (its message says so): reload to
   * get the new version.
   */
  readonly outdated: string | null;
  /** This table's socket, for features that speak on it themselves (chat). */
  readonly socket: ClientSocket | null;
}

export interface Session extends SessionState {
  /** Sends `action` as the answer to the view whose decision id is `decisionId`. */
  act(action: Record<string, unknown>, decisionId: string | null): Promise<Ack<ActResult>>;
  start(): Promise<Ack<TableInfo>>;
  rematch(): Promise<Ack<RematchResponse>>;
  setAutoPass(on: boolean): void;
  setAnswerOwnCards(on: boolean): void;
  /** Sets the seat's standing orders; resolves with the server's answer. */
  setOrders(msg: SetStandingOrders): Promise<Ack<StandingOrders>>;
  /** Skips a turn-based seat whose clock ran out (its safe default is played); the server's answer. */
  skipSeat(seat: number): Promise<Ack<null>>;
  clearProblem(): void;
}

const initial: SessionState = {
  connected: false,
  reconnecting: false,
  table: null,
  presence: null,
  update: null,
  events: [],
  skew: 0,
  problem: null,
  rematchId: null,
  outdated: null,
  socket: null,
};

const offline = { ok: false, error: { code: 'internal', message: 'not connected' } } as const;
const undecided = {
  ok: false,
  error: { code: 'stale-decision', message: 'nothing to decide in this view' },
} as const;

export function useTableSession(tableId: string, seatToken: string | null): Session {
  const [state, setState] = useState<SessionState>(initial);
  const socketRef = useRef<ClientSocket | null>(null);

  useEffect(() => {
    setState(initial);
    // `table` lets a load balancer keep a table's sockets on one node (deploy/nginx).
    const socket: ClientSocket = io({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      query: { table: tableId },
    });
    socketRef.current = socket;
    setState((s) => ({ ...s, socket }));
    let wasConnected = false;
    // The cursor of the newest view held: after a reconnect, only what came after it is sent.
    let held: number | null = null;
    const hello = () => {
      const msg = {
        protocol: PROTOCOL_VERSION,
        tableId,
        viewPatches: true,
        ...(held === null ? {} : { since: held }),
      };
      socket.emit('hello', seatToken ? { ...msg, seatToken } : msg, (res) => {
        if (res.ok) {
          wasConnected = true;
          setState((s) => ({ ...s, connected: true, reconnecting: false }));
        } else if (res.error.code === 'protocol-version') {
          // No use trying again: this page cannot talk to the new server.
          socket.disconnect();
          setState((s) => ({ ...s, outdated: res.error.message, reconnecting: false }));
        } else {
          setState((s) => ({ ...s, problem: { ...res.error, in: 'hello' } }));
        }
      });
    };
    socket.on('connect', hello);
    socket.on('disconnect', () => setState((s) => ({ ...s, connected: false, reconnecting: wasConnected })));
    socket.io.on('reconnect_attempt', () => setState((s) => ({ ...s, reconnecting: wasConnected })));
    socket.on('table', (table) => {
      if (table.id === tableId) setState((s) => ({ ...s, table, rematchId: table.rematchId ?? s.rematchId }));
    });
    socket.on('presence', (presence) => {
      if (presence.tableId === tableId) setState((s) => ({ ...s, presence }));
    });
    // What the views so far fold to (the state's `update`, `events`, `skew`), kept here too so
    // that a patch is folded onto exactly what was folded before it.
    let folded: Folded = { update: null, events: [], skew: 0 };
    // Set when a patch did not fit: the whole view is asked for once, and the patches until it
    // comes are dropped (they cannot fit either).
    let resyncing = false;
    socket.on('view', (update) => {
      if (update.tableId !== tableId) return;
      held = Math.max(held ?? 0, update.cursor);
      resyncing = false;
      folded = foldView(folded, update);
      const next = folded;
      setState((s) => ({ ...s, ...next }));
    });
    socket.on('viewPatch', (patch) => {
      if (patch.tableId !== tableId || resyncing) return;
      const result = foldPatch(folded, patch);
      if (result === 'resync') {
        resyncing = true;
        socket.emit('sync', {});
        return;
      }
      folded = result;
      if (result.update) held = Math.max(held ?? 0, result.update.cursor);
      setState((s) => ({ ...s, ...result }));
    });
    socket.on('problem', (problem) => {
      // Chat shows its own refusals beside its input.
      if (problem.code !== 'stale-decision' && !problem.in.startsWith('chat'))
        setState((s) => ({ ...s, problem }));
    });
    socket.on('rematch', (msg) => {
      if (msg.fromTableId === tableId) setState((s) => ({ ...s, rematchId: msg.tableId }));
    });
    return () => {
      socket.removeAllListeners();
      socket.io.removeAllListeners();
      socket.disconnect();
      socketRef.current = null;
    };
  }, [tableId, seatToken]);

  const act = useCallback(
    (action: Record<string, unknown>, decisionId: string | null) =>
      new Promise<Ack<ActResult>>((resolve) => {
        const socket = socketRef.current;
        if (!socket?.connected) return resolve(offline);
        if (decisionId === null) return resolve(undecided);
        socket.emit('act', { action, decisionId }, (res) => {
          if (res.ok) return resolve(res);
          // The decision moved on while we answered (a timer, a double click): not a problem to
          // show. The view that moved it is on its way; ask again in case it was lost.
          if (res.error.code === 'stale-decision') socket.emit('sync', {});
          else setState((s) => ({ ...s, problem: { ...res.error, in: 'act' } }));
          resolve(res);
        });
      }),
    [],
  );
  const start = useCallback(
    () =>
      new Promise<Ack<TableInfo>>((resolve) => {
        const socket = socketRef.current;
        if (!socket?.connected) return resolve(offline);
        socket.emit('start', {}, resolve);
      }),
    [],
  );
  const rematch = useCallback(
    () =>
      new Promise<Ack<RematchResponse>>((resolve) => {
        const socket = socketRef.current;
        if (!socket?.connected) return resolve(offline);
        socket.emit('rematch', {}, (res) => {
          if (res.ok) setState((s) => ({ ...s, rematchId: res.value.tableId }));
          resolve(res);
        });
      }),
    [],
  );
  const setAutoPass = useCallback((on: boolean) => socketRef.current?.emit('autoPass', { on }), []);
  const setAnswerOwnCards = useCallback(
    (on: boolean) => socketRef.current?.emit('answerOwnCards', { on }),
    [],
  );
  const setOrders = useCallback(
    (msg: SetStandingOrders) =>
      new Promise<Ack<StandingOrders>>((resolve) => {
        const socket = socketRef.current;
        if (!socket?.connected) return resolve(offline);
        socket.emit('standingOrders', msg, resolve);
      }),
    [],
  );
  const skipSeat = useCallback(
    (seat: number) =>
      new Promise<Ack<null>>((resolve) => {
        const socket = socketRef.current;
        if (!socket?.connected) return resolve(offline);
        socket.emit('skipSeat', { seat }, resolve);
      }),
    [],
  );
  const clearProblem = useCallback(() => setState((s) => ({ ...s, problem: null })), []);

  return {
    ...state,
    act,
    start,
    rematch,
    setAutoPass,
    setAnswerOwnCards,
    setOrders,
    skipSeat,
    clearProblem,
  };
}
