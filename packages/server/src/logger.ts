/**
 * The server's pino logger. Log lines carry ids, counts and codes only: never a hand, a deck
 * order, an rng state, a seed or a seat token (so no action payloads and no request bodies).
 */
import pino, { type Logger } from 'pino';

export function createLogger(level = 'info'): Logger {
  return pino({
    name: 'nobid-server',
    level,
    // A second line of defence in case a field with one of these names is ever logged.
    redact: {
      paths: ['seatToken', '*.seatToken', 'seed', '*.seed', 'state', '*.state', 'rng', '*.rng'],
      censor: '[secret]',
    },
  });
}
