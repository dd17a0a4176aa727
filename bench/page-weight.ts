/**
 * The weight of each page of the web client: brotli bytes of the JavaScript a cold visit loads,
 * read from the build's manifest (issue 15, part 2: the lobby at most 90 KB, a table at most
 * 150 KB), and whether the lobby's chunks stay free of table, rules, lab and replay code.
 * Builds the client first when dist/ is missing or stale.
 */
import { ensureWebClient, lobbyIntruders, pageWeights } from '@nobid/web';
import type { BenchSection } from './run.ts';

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

export const pageWeightBench: BenchSection = {
  name: 'page-weight',
  async run() {
    const dist = ensureWebClient({ info: () => {}, error: (obj, msg) => console.error(msg, obj) });
    if (!dist) throw new Error('the web client did not build');
    const weights = pageWeights(dist);
    const intruders = lobbyIntruders(dist);
    const lines = weights.map(
      (w) =>
        `${w.page}: ${kb(w.brotliBytes)} brotli JS in ${w.files.length} files` +
        (w.budget === null
          ? ''
          : ` (target ≤ ${kb(w.budget)}: ${w.brotliBytes <= w.budget ? 'met' : 'NOT met'})`),
    );
    lines.push(
      intruders.length === 0
        ? "lobby's chunks: no table, rules, lab or replay code (met)"
        : `lobby's chunks carry other pages' code (NOT met): ${intruders.join(', ')}`,
    );
    return {
      lines,
      json: {
        web: {
          pages: Object.fromEntries(
            weights.map((w) => [w.page, { brotliBytes: w.brotliBytes, budget: w.budget }]),
          ),
          lobbyIntruders: intruders,
        },
      },
    };
  },
};
