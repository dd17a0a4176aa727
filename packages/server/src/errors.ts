import type { ApiError, ErrorCode } from './protocol.ts';

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

export function toApiError(err: unknown): ApiError {
  if (err instanceof ServerError) return { code: err.code, message: err.message };
  if (err instanceof Error && err.name === 'UnknownTableError')
    return { code: 'unknown-table', message: 'no such table' };
  // Anything else is our bug: say so without echoing internals that might hold game state.
  return { code: 'internal', message: 'internal server error' };
}

/** An HTTP status for each code. */
export function httpStatus(code: ErrorCode): number {
  switch (code) {
    case 'unknown-table':
    case 'unknown-game':
      return 404;
    case 'bad-token':
      return 403;
    case 'seat-taken':
    case 'table-full':
    case 'already-started':
    case 'conflict':
      return 409;
    case 'internal':
      return 500;
    default:
      return 400;
  }
}
