import type { ApiError, ErrorCode } from '@nobid/protocol';

/** A refusal the client caused; it carries a code and a message safe to show (no secrets). */
export class ServerError extends Error implements ApiError {
  override name = 'ServerError';
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Network failures of a connection to the database or to Redis (Node's and Postgres' codes). */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/**
 * Whether an error means the database or the cluster's Redis cannot be reached right now (a
 * passing outage, not a bug): ioredis giving up on a command, our table lock timing out, a
 * refused or broken connection, or a Postgres "connection exception" (class 08) or shutdown
 * (57P01-57P03).
 */
export function isStoreOutage(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err.name === 'MaxRetriesPerRequestError' || err.name === 'LockTimeoutError') return true;
  if (err.message === 'Connection is closed.' || err.message.startsWith('Connection terminated')) return true;
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && (CONNECTION_CODES.has(code) || /^(08|57P0)/.test(code));
}

/**
 * Whether an error means the database's disk takes no more writes right now: full (SQLite's
 * SQLITE_FULL, the file system's ENOSPC or EDQUOT, Postgres' class 53 "insufficient resources")
 * or failing to write (SQLite's SQLITE_IOERR family, Postgres' 58030). Reads may still work, and
 * the writes go through again once space is freed: a passing outage, not a bug.
 */
export function isDiskFailure(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return /^(SQLITE_FULL|SQLITE_IOERR|ENOSPC$|EDQUOT$|53\w{3}$|58030$)/.test(code);
}

/** An outage of the store of either kind: out of reach, or unable to write. */
export const isPassingOutage = (err: unknown): boolean => isStoreOutage(err) || isDiskFailure(err);

export const DISK_FAILURE_MESSAGE =
  'the server cannot write to its database right now (its disk is full or failing); try again in a moment';

export const SET_ASIDE_MESSAGE =
  "this table's stored record cannot be read: it was set aside, and the server's operator can restore it from a backup";

export const UNAVAILABLE_MESSAGE =
  'the server cannot reach its database or cluster store right now; try again in a moment';

export function toApiError(err: unknown): ApiError {
  if (err instanceof ServerError) return { code: err.code, message: err.message };
  if (err instanceof Error && err.name === 'UnknownTableError')
    return { code: 'unknown-table', message: 'no such table' };
  if (err instanceof Error && err.name === 'TableSetAsideError')
    return { code: 'internal', message: SET_ASIDE_MESSAGE };
  if (isStoreOutage(err)) return { code: 'unavailable', message: UNAVAILABLE_MESSAGE };
  if (isDiskFailure(err)) return { code: 'unavailable', message: DISK_FAILURE_MESSAGE };
  // Anything else is our bug: say so without echoing internals that might hold game state.
  return { code: 'internal', message: 'internal server error' };
}

/** An HTTP status for each code. */
export function httpStatus(code: ErrorCode): number {
  switch (code) {
    case 'unknown-table':
    case 'unknown-game':
      return 404;
    case 'not-found':
    case 'not-a-friend':
      return 404;
    case 'bad-token':
    case 'chat-muted':
    case 'forbidden':
      return 403;
    case 'unknown-line':
      return 404;
    case 'bad-credentials':
    case 'bad-recovery-code':
    case 'not-signed-in':
    case 'account-required':
      return 401;
    case 'rate-limited':
      return 429;
    case 'name-taken':
    case 'name-confusable':
    case 'not-rated':
    case 'not-skippable':
    case 'seat-taken':
    case 'table-full':
    case 'already-started':
    case 'conflict':
    case 'already-asked':
    case 'already-friends':
    case 'seat-reserved':
      return 409;
    case 'too-large':
      return 413;
    case 'internal':
      return 500;
    case 'unavailable':
      return 503;
    default:
      return 400;
  }
}
