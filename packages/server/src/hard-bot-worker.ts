/**
 * Runs the hard (ISMCTS) bot on a worker thread: a search takes hundreds of milliseconds, and on
 * the main thread it would stall every table for that long. Receives a seat's decision (the full
 * state stays inside the server process), answers with the bot's action.
 */
import { parentPort } from 'node:worker_threads';
import { decide, levelBot } from '@nobid/bots';
import { botEntry, GAMES } from '@nobid/catalog';
import type { AnyBot } from '@nobid/engine';
import { rngFromSeed } from '@nobid/engine';

export interface HardBotRequest {
  readonly id: number;
  readonly game: string;
  readonly state: unknown;
  readonly seat: number;
  readonly seed: string;
  readonly ms: number;
}
export type HardBotResponse =
  | { readonly id: number; readonly ok: true; readonly action: unknown }
  | { readonly id: number; readonly ok: false; readonly error: string };

const bots = new Map<string, AnyBot>();

parentPort?.on('message', (req: HardBotRequest) => {
  try {
    const game = GAMES[req.game];
    if (!game) throw new Error(`no game ${req.game} in the catalog`);
    const key = `${req.game}:${req.ms}`;
    let bot = bots.get(key);
    if (!bot) {
      bot = levelBot(botEntry(game), 'hard', { hardBudget: { ms: req.ms } });
      bots.set(key, bot);
    }
    const action = decide(game, req.state, req.seat, bot, rngFromSeed(req.seed));
    parentPort!.postMessage({ id: req.id, ok: true, action } satisfies HardBotResponse);
  } catch (err) {
    const error = err instanceof Error ? err.name : 'Error';
    parentPort!.postMessage({ id: req.id, ok: false, error } satisfies HardBotResponse);
  }
});
parentPort?.postMessage('ready');
