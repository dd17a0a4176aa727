/**
 * Who wrote a chat line, as the admins' sanctions see it. A seat taken with an account is that
 * account (`user:ID`, wired in when accounts know a seat's user); a guest's seat is its seat
 * token's identity, which a rematch keeps; a spectator without an account is only its socket.
 * The keys are derived, never a token or a token's stored hash.
 */
import { createHash } from 'node:crypto';
import type { SeatRecord } from '../storage/storage.ts';

export interface ChatWriter {
  readonly tableId: string;
  /** null: a spectator. */
  readonly seat: number | null;
  readonly socketId: string;
}

/** Finds a writer's sanction key; accounts replace it to name the signed-in user. */
export type ChatAuthors = (writer: ChatWriter, seat: SeatRecord | null) => Promise<string>;

const derive = (value: string) => createHash('sha256').update(`chat:${value}`).digest('hex').slice(0, 32);

export const guestAuthors: ChatAuthors = async (writer, seat) => {
  if (seat?.tokenHash) return `guest:${derive(seat.tokenHash)}`;
  return `socket:${derive(writer.socketId)}`;
};
