/**
 * The server's wire protocol, as types only: the one place the client reaches into
 * @nobid/server, so the bundle never carries server code (every import here is erased).
 */
export type * from '../../../server/src/protocol.ts';
