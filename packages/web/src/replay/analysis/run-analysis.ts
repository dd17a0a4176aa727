/**
 * Asks the analysis worker about one decision. One worker serves the page (started on the first
 * question, its rules and bots loaded once), answering one question at a time.
 */
import type { AnalysisReply, AnalysisRequest, AnalysisResult } from './analysis.ts';

let worker: Worker | null = null;
let next = 0;
const waiting = new Map<number, { resolve(r: AnalysisResult): void; reject(e: Error): void }>();

function get(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./analysis-worker.ts', import.meta.url), { type: 'module' });
  w.onmessage = (event: MessageEvent<AnalysisReply>) => {
    const reply = event.data;
    const p = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.ok) p?.resolve(reply.result);
    else p?.reject(new Error(reply.message));
  };
  w.onerror = (event) => {
    for (const p of waiting.values()) p.reject(new Error(event.message || 'the analysis worker failed'));
    waiting.clear();
    w.terminate();
    worker = null;
  };
  worker = w;
  return w;
}

export function runAnalysis(req: Omit<AnalysisRequest, 'id'>): Promise<AnalysisResult> {
  const id = next++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    get().postMessage({ ...req, id } satisfies AnalysisRequest);
  });
}
