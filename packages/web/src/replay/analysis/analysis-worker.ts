/** The replay's analysis worker: answers each question with `analysis.ts`, off the page's thread. */
import { type AnalysisReply, type AnalysisRequest, analyse } from './analysis.ts';

self.onmessage = (event: MessageEvent<AnalysisRequest>) => {
  const req = event.data;
  let reply: AnalysisReply;
  try {
    reply = { id: req.id, ok: true, result: analyse(req) };
  } catch (err) {
    reply = { id: req.id, ok: false, message: err instanceof Error ? err.message : String(err) };
  }
  self.postMessage(reply);
};
