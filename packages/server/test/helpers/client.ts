/** A socket.io client for tests: records every message and answers with acks. */

import {
  type Ack,
  type ActResult,
  type ClientToServerEvents,
  PROTOCOL_VERSION,
  type ServerToClientEvents,
  type ViewUpdate,
} from '@nobid/protocol';
import { io, type Socket } from 'socket.io-client';

export interface Received {
  readonly event: string;
  readonly msg: unknown;
  /** The raw JSON as it came off the wire. */
  readonly json: string;
}

export class TestClient {
  readonly received: Received[] = [];
  private waiters: { pred: (r: Received) => boolean; resolve: (r: Received) => void }[] = [];

  private constructor(readonly socket: Socket<ServerToClientEvents, ClientToServerEvents>) {
    socket.onAny((event: string, msg: unknown) => {
      const r = { event, msg, json: JSON.stringify(msg) };
      this.received.push(r);
      this.waiters = this.waiters.filter((w) => {
        if (!w.pred(r)) return true;
        w.resolve(r);
        return false;
      });
    });
  }

  static async connect(url: string): Promise<TestClient> {
    const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return new TestClient(socket);
  }

  /** Sends a raw (possibly malformed) message and returns the ack. */
  send<T = unknown>(event: string, msg: unknown): Promise<Ack<T>> {
    return (this.socket as unknown as Socket).timeout(10_000).emitWithAck(event, msg) as Promise<Ack<T>>;
  }

  hello(tableId: string, seatToken?: string) {
    const msg = { protocol: PROTOCOL_VERSION, tableId };
    return this.send<{ seat: number | null }>('hello', seatToken ? { ...msg, seatToken } : msg);
  }

  /** The decision id of the latest view received (null: it gave nothing to decide). */
  decisionId(): string | null {
    return this.lastView()?.decisionId ?? null;
  }

  /** Acts with `decisionId`, by default the latest view's (none at all when there is none). */
  act(action: Record<string, unknown>, decisionId: string | null = this.decisionId()) {
    return this.send<ActResult>('act', decisionId === null ? { action } : { action, decisionId });
  }

  /** Resolves with the first message (already received or future) that matches. */
  waitFor(pred: (r: Received) => boolean, timeoutMs = 20_000): Promise<Received> {
    const seen = this.received.find(pred);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out waiting; last: ${this.received.at(-1)?.json.slice(0, 300)}`)),
        timeoutMs,
      );
      this.waiters.push({
        pred,
        resolve: (r) => {
          clearTimeout(timer);
          resolve(r);
        },
      });
    });
  }

  views(): ViewUpdate[] {
    return this.received.filter((r) => r.event === 'view').map((r) => r.msg as ViewUpdate);
  }

  lastView(): ViewUpdate | undefined {
    return this.views().at(-1);
  }

  close(): void {
    this.socket.close();
  }
}

export async function api<T = unknown>(base: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/**
 * Plays a seat automatically: whenever a view gives it a decision it has not answered, it asks
 * `choose` for an action and sends it with that view's decision id. Returns a stop function.
 */
export function autoPlay(
  client: TestClient,
  choose: (view: ViewUpdate) => { action: Record<string, unknown> } | null,
): () => void {
  let stopped = false;
  const answered = new Set<string>();
  const onView = (v: ViewUpdate) => {
    if (stopped || v.decisionId === null || answered.has(v.decisionId)) return;
    answered.add(v.decisionId);
    const pick = choose(v);
    if (pick) client.act(pick.action, v.decisionId).catch(() => undefined);
  };
  client.socket.on('view', onView);
  const last = client.lastView();
  if (last) onView(last);
  return () => {
    stopped = true;
    client.socket.off('view', onView);
  };
}
