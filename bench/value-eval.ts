/**
 * Value-weights files compared on the same fresh games (issue 33). Each file's own held-out loss
 * (printed by `nobid train`) was measured on different games and picked the best epoch, so it is
 * not comparable across files. This script plays new games from a seed that no file was trained
 * on (`selfPlaySamples`, the trainer's own bots and sampling) and prints each file's
 * cross-entropy, the 1/seats baseline and top-1 on those positions, overall and by table size.
 *
 *   node --import tsx bench/value-eval.ts --weights A.json,B.json --games 2000 --seed S [--sample 0.1] [--players 2,3,4,5,6]
 */
import { readFileSync } from 'node:fs';
import { evaluateLoss, parseWeights } from '@nobid/bots';
import { selfPlaySamples } from '@nobid/catalog';
import { DEFAULT_EDITION } from '@nobid/nobid';
import { arg } from './args.ts';

const files = arg('weights').split(',');
const players = arg('players', '2,3,4,5,6').split(',').map(Number);
const data = selfPlaySamples({
  edition: DEFAULT_EDITION,
  games: Number(arg('games')),
  seed: arg('seed'),
  players,
  sample: Number(arg('sample', '0.1')),
});
const s = data.samples;
const all = [...Array(s.count).keys()];
const bySeats = new Map<number, number[]>();
for (const i of all) bySeats.set(s.seats[i]!, [...(bySeats.get(s.seats[i]!) ?? []), i]);
const trivial = (which: readonly number[]) =>
  which.reduce((t, i) => t + Math.log(s.seats[i]!), 0) / Math.max(1, which.length);
console.log(`${data.games} games (${data.draws} drawn, left out), ${s.count} positions`);
for (const file of files) {
  const { net } = parseWeights(JSON.parse(readFileSync(file, 'utf8')));
  const line = (which: readonly number[]) => {
    const r = evaluateLoss(net, s, which);
    return `loss ${r.loss.toFixed(4)} (1/seats ${trivial(which).toFixed(4)}), top-1 ${(100 * r.top1).toFixed(1)}% of ${which.length}`;
  };
  console.log(`${file} (${net.layers.join('-')}): ${line(all)}`);
  for (const [n, which] of [...bySeats].sort((a, b) => a[0] - b[0])) console.log(`  ${n}p: ${line(which)}`);
}
