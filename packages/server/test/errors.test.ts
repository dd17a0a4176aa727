import { connect, createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { httpStatus, ServerError, toApiError, UNAVAILABLE_MESSAGE } from '../src/errors.ts';

/** The error a real connection to a port nobody listens on ends with. */
async function refusedConnection(): Promise<Error> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return new Promise((resolve) => connect(port, '127.0.0.1').on('error', resolve));
}

describe('what a failure tells the client', () => {
  it('an unreachable store is "unavailable" (503): try again, nothing internal shown', async () => {
    const refused = await refusedConnection();
    expect((refused as { code?: string }).code).toBe('ECONNREFUSED');
    expect(toApiError(refused)).toEqual({ code: 'unavailable', message: UNAVAILABLE_MESSAGE });
    const pgShutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(toApiError(pgShutdown).code).toBe('unavailable');
    const lock = Object.assign(new Error('waited too long'), { name: 'LockTimeoutError' });
    expect(toApiError(lock).code).toBe('unavailable');
    expect(httpStatus('unavailable')).toBe(503);
  });

  it('a refusal keeps its code; anything else is internal and says nothing of the state', () => {
    expect(toApiError(new ServerError('seat-taken', 'seat 2 is taken'))).toEqual({
      code: 'seat-taken',
      message: 'seat 2 is taken',
    });
    expect(toApiError(new TypeError('hand of seat 1 is [no-bid, ipo]'))).toEqual({
      code: 'internal',
      message: 'internal server error',
    });
  });
});
