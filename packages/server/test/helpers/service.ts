/** A server context without sockets or HTTP: in-memory SQLite, a virtual clock, a recording outbox. */
import { type AnyGame, nextFloat, rngFromSeed, type SeatAction } from '@nobid/engine';
import pino from 'pino';
import type { BotProvider } from '../../src/bot-players.ts';
import type { ServerContext } from '../../src/context.ts';
import { fixedPresence } from '../../src/presence-directory.ts';
import { createContext } from '../../src/server.ts';
import { openStorage } from '../../src/storage/open.ts';
import type { TimingConfig } from '../../src/timing.ts';
import { recordingOutbox } from './recording-outbox.ts';
import { VirtualClock } from './virtual-clock.ts';

export const silentLogger = pino({ level: 'silent' });

/** Bots that always take the game's safe default (pass a window, else its first choice). */
export const defaultingBots: BotProvider = {
  choose: (game, state, seat) => game.defaultAction(state, seat) as SeatAction,
};

export async function serviceContext(opts: {
  games: AnyGame[];
  connected: number[];
  seed?: string;
  bots?: BotProvider;
  timing?: Partial<TimingConfig>;
}): Promise<{ ctx: ServerContext; clock: VirtualClock; sent: ReturnType<typeof recordingOutbox>['sent'] }> {
  const clock = new VirtualClock();
  const rng = rngFromSeed(opts.seed ?? 'service');
  const storage = await openStorage({ dataDir: ':memory:' });
  const ctx = createContext(storage, {
    clock,
    random: () => nextFloat(rng),
    extraGames: opts.games,
    logger: silentLogger,
    ...(opts.bots ? { bots: opts.bots } : {}),
    ...(opts.timing ? { timing: opts.timing } : {}),
  });
  const { outbox, sent } = recordingOutbox(opts.connected, () => clock.now());
  ctx.out = outbox;
  ctx.presence = fixedPresence(opts.connected);
  return { ctx, clock, sent };
}
