/**
 * Who wrote a chat line, as the admins' sanctions see it. A seat taken with an account is that
 * account (`user:ID`, wired in when accounts know a seat's user), and so is a signed-in
 * spectator; a guest's seat is its seat token's identity, which a rematch keeps. A guest
 * spectator has neither, so it is its client address: a socket's id would let a reconnect shed a
 * mute. With care: an IPv6 client is its /64 (one household or phone can take any address in
 * it), and a guest spectator's sanction reaches the other guest spectators behind the same
 * address (a school, a carrier's NAT), which is why it never reaches seats or accounts there.
 * The keys are derived, never a token, a token's stored hash or an address.
 */
import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { SeatRecord } from '../storage/storage.ts';

export interface ChatWriter {
  readonly tableId: string;
  /** null: a spectator. */
  readonly seat: number | null;
  /** The client's address as the socket edge sees it (behind a trusted proxy, the forwarded one). */
  readonly address: string;
  /** The socket handshake's Cookie header: a signed-in spectator's session. */
  readonly cookie?: string | undefined;
}

/** Finds a writer's sanction key; accounts replace it to name the signed-in user. */
export type ChatAuthors = (writer: ChatWriter, seat: SeatRecord | null) => Promise<string>;

const derive = (value: string) => createHash('sha256').update(`chat:${value}`).digest('hex').slice(0, 32);

/** An address as a sanction holds it: IPv4 as it is, IPv6 by its first 64 bits. */
export function addressKey(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIPv4(plain) || !isIPv6(plain)) return plain;
  const [head = '', tail = ''] = plain.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = plain.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export const guestAuthors: ChatAuthors = async (writer, seat) => {
  if (seat?.tokenHash) return `guest:${derive(seat.tokenHash)}`;
  return `address:${derive(addressKey(writer.address))}`;
};
