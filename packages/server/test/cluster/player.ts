/**
 * A human-like seat for the cluster tests: a socket.io client through nginx that thinks a
 * little, then plays a random legal action with the decision id of the view it answers. When its
 * node dies it reconnects through nginx, to whichever node, and says hello with its seat token.
 * It records what the server acknowledged and what each hello answered.
 */

import { type Ack, type ActResult, PROTOCOL_VERSION, type ViewUpdate } from '@nobid/protocol';
import { io, type Socket } from 'socket.io-client';
import type { AckedAction } from '../helpers/acked.ts';

export type { AckedAction };

export class SeatPlayer {
  readonly acked: AckedAction[] = [];
  /** The seat each hello answered (one per connection). */
  readonly helloSeats: (number | null)[] = [];
  readonly problems: string[] = [];
  disconnects = 0;
  over = false;
  lastView: ViewUpdate | null = null;
  private readonly socket: Socket;
  private answered: string | null = null;
  /** The current connection has said hello (an act before that is refused as no-hello). */
  private ready = false;

  constructor(
    url: string,
    readonly tableId: string,
    readonly seat: number,
    private readonly token: string,
    private readonly thinkMs: [number, number] = [20, 120],
  ) {
    this.socket = io(url, {
      // As the web client does: nginx sends every socket of a table to one node.
      query: { table: tableId },
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
      randomizationFactor: 0.5,
    });
    this.socket.on('connect', () => this.hello());
    this.socket.on('disconnect', () => {
      this.ready = false;
      this.disconnects++;
    });
    this.socket.on('view', (v: ViewUpdate) => this.onView(v));
    this.socket.on('tableOver', (msg: { tableId: string }) => {
      if (msg.tableId === this.tableId) this.over = true;
    });
  }

  private hello(): void {
    this.socket.emit(
      'hello',
      { protocol: PROTOCOL_VERSION, tableId: this.tableId, seatToken: this.token },
      (ack: Ack<{ seat: number | null }>) => {
        if (ack.ok) {
          this.helloSeats.push(ack.value.seat);
          this.ready = true;
          if (this.lastView) this.onView(this.lastView); // a decision that waited for the hello
        } else this.problems.push(`hello: ${ack.error.code}`);
      },
    );
  }

  private onView(v: ViewUpdate): void {
    if (v.tableId !== this.tableId) return;
    if (!this.lastView || v.cursor >= this.lastView.cursor) this.lastView = v;
    const decisionId = v.decisionId;
    if (v.legal.length === 0 || decisionId === null || this.answered === decisionId) return;
    this.answered = decisionId;
    const [min, max] = this.thinkMs;
    setTimeout(
      () => {
        if (this.lastView && this.lastView.cursor !== v.cursor) return; // the table moved on
        if (!this.ready) {
          this.answered = null; // answer the view the next hello brings
          return;
        }
        const action = v.legal[Math.floor(Math.random() * v.legal.length)] as Record<string, unknown>;
        this.socket
          .timeout(10_000)
          .emitWithAck('act', { action, decisionId })
          .then((ack: Ack<ActResult>) => {
            if (ack.ok)
              this.acked.push({
                seat: this.seat,
                cursor: ack.value.cursor,
                action: { ...action, seat: this.seat },
              });
            // A decision that went meanwhile (its window closed on time, a bot played the seat).
            else if (ack.error.code !== 'stale-decision') this.problems.push(`act: ${ack.error.code}`);
          })
          .catch(() => undefined); // the node died before answering: not acknowledged
      },
      min + Math.random() * (max - min),
    );
  }

  get connected(): boolean {
    return this.socket.connected;
  }

  close(): void {
    this.socket.close();
  }
}
