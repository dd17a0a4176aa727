/**
 * Decision ids: what a seat sends back with an action to say which of its views it answers.
 * An id is an HMAC, under a per-table secret, of the seat and that seat's cursor (how many
 * updates it has been sent, `viewer-cursors.ts`). So it is opaque (it tells nobody how many
 * actions happened, nor anything of another seat), it belongs to one seat (another seat's id
 * never matches), and every cluster node computes the same id from the same log, with nothing
 * shared but storage.
 *
 * The secret is derived from the table's seed, which never leaves the server: HMAC(seed, label).
 * The seed itself is never used as a key for what is sent, and an HMAC output says nothing of its
 * key, so the ids say nothing of the deck order either.
 */
import { createHmac } from 'node:crypto';

const LABEL = 'nobid decision ids v1';

/** The table's secret for its decision ids: 256 bits, as text (a string costs less memory than a Buffer). */
export function decisionSecret(seed: string): string {
  return createHmac('sha256', seed).update(LABEL).digest('base64url');
}

/** The id of `seat`'s decisions while its cursor stands at `seq`: 22 url-safe characters (132 bits). */
export function decisionIdOf(secret: string, seat: number, seq: number): string {
  return createHmac('sha256', secret).update(`${seat}:${seq}`).digest('base64url').slice(0, 22);
}
