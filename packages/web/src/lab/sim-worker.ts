/**
 * A lab web worker: plays the batches of games it is sent and posts their records back. The
 * engine, the rules and the bots are plain TypeScript, so they run here as in a Node thread.
 */
import { type GameRecord, playSimGame, type SimConfig } from '@nobid/sim';
import { type LabRun, labSimConfig } from './sim-config.ts';

export interface BatchRequest {
  readonly run: LabRun;
  readonly from: number;
  readonly to: number;
}
export type BatchReply =
  | { readonly kind: 'records'; readonly from: number; readonly records: readonly GameRecord[] }
  | { readonly kind: 'error'; readonly message: string };

// A worker serves one run: the configuration (and its bots) is built once, at the first batch.
let config: SimConfig | null = null;

self.onmessage = (event: MessageEvent<BatchRequest>) => {
  const { run, from, to } = event.data;
  let reply: BatchReply;
  try {
    config ??= labSimConfig(run);
    const records: GameRecord[] = [];
    for (let g = from; g < to; g++) records.push(playSimGame(config, g));
    reply = { kind: 'records', from, records };
  } catch (err) {
    reply = { kind: 'error', message: err instanceof Error ? err.message : String(err) };
  }
  self.postMessage(reply);
};
