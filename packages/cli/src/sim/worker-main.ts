/** A simulator worker thread: rebuilds the runs from their flags, then plays the batches it is sent. */
import { parentPort, workerData } from 'node:worker_threads';
import { type GameRecord, playSimGame } from '@nobid/sim';
import { parseSimFlags, type SimFlags } from './args.ts';
import type { BatchRequest, WorkerReply } from './workers.ts';

const port = parentPort;
if (!port) throw new Error('worker-main.ts runs only as a worker thread');
const configs = (workerData as { flags: SimFlags[] }).flags.map(parseSimFlags);

port.on('message', ({ run, from, to }: BatchRequest) => {
  let reply: WorkerReply;
  try {
    const records: GameRecord[] = [];
    for (let g = from; g < to; g++) records.push(playSimGame(configs[run]!, g));
    reply = { kind: 'records', run, from, records };
  } catch (err) {
    reply = { kind: 'error', message: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(reply);
});
