/** A server context without sockets or HTTP: in-memory SQLite, a virtual clock, a recording outbox. */
import { type AnyGame, nextFloat, rngFromSeed, type SeatAction } from '@nobid/engine';
import pino from 'pino';
import { type BotProvider, levelBots } from '../../src/bot-players.ts';
import { createContext, type ServerContext } from '../../src/context.ts';
import { gameRegistry } from '../../src/games.ts';
import { soleOwnership } from '../../src/ownership.ts';
import { followTables } from '../../src/server.ts';
import { openStorage } from '../../src/storage/open.ts';
import { inProcessLock } from '../../src/table/table-lock.ts';
import { DEFAULT_TIMING, type TimingConfig } from '../../src/timing.ts';
import type { DuePollOptions, DueTimerPoller } from '../../src/turn-based/due-timers.ts';
import { type SettablePresence, settablePresence } from './presence.ts';
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
  /** Turn-based tables' timer polls (`turn-based/due-timers.ts`); default: the server's. */
  duePoll?: DuePollOptions;
}): Promise<{
  ctx: ServerContext;
  clock: VirtualClock;
  sent: ReturnType<typeof recordingOutbox>['sent'];
  /** Who the context believes is connected; tests change it as sockets would come and go. */
  presence: SettablePresence;
  /** Polls turn-based tables' timers (woken by the tables' own changes; `start` for a first poll). */
  duePoller: DueTimerPoller;
}> {
  const clock = new VirtualClock();
  const rng = rngFromSeed(opts.seed ?? 'service');
  const storage = await openStorage({ dataDir: ':memory:', now: () => clock.now() });
  const { outbox, sent } = recordingOutbox(opts.connected, () => clock.now());
  const presence = settablePresence(opts.connected);
  const ctx = createContext({
    storage,
    games: gameRegistry(opts.games),
    clock,
    timing: { ...DEFAULT_TIMING, ...opts.timing },
    random: () => nextFloat(rng),
    bots: opts.bots ?? levelBots(),
    log: silentLogger,
    out: outbox,
    presence,
    owner: soleOwnership(),
    lock: () => inProcessLock(),
  });
  const duePoller = followTables(ctx, opts.duePoll);
  return { ctx, clock, sent, presence, duePoller };
}
