/**
 * `nobid train --edition FILE [--games N] [--seed S] [--out FILE]`: trains No Bid's value
 * network (issue 33) for an edition from bot games, prints the held-out loss against the
 * trivial predictor and a short report, and writes the weights file (by default beside the
 * edition: `<edition file>.value.json`, the shipped default's in packages/nobid/editions/).
 * The same flags give byte-identical weights. Bad input: one line, exit 2.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { trainNobidValue } from '@nobid/catalog';
import { editionIdentity, editionLabel } from '@nobid/nobid';
import cliProgress from 'cli-progress';
import type { Command } from 'commander';
import { loadEdition } from '../edition-file.ts';
import { checkOutFile } from '../out-path.ts';
import { UsageError } from '../usage-error.ts';

interface TrainFlags {
  readonly edition?: string;
  readonly games: string;
  readonly seed: string;
  readonly out?: string;
  readonly players: string;
  readonly hidden: string;
  readonly epochs: string;
  readonly sample: string;
}

/** Where the shipped editions live: the default edition's weights go beside it. */
const SHIPPED_DIR = dirname(fileURLToPath(import.meta.resolve('@nobid/nobid/editions/no-bid-2.json')));

/** "No Bid" version "2" → "no-bid-2.value.json". */
export const weightsFileName = (name: string, version: string): string =>
  `${`${name}-${version}`.toLowerCase().replace(/[^a-z0-9.]+/g, '-')}.value.json`;

function positiveInt(text: string, flag: string, max: number): number {
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n) || n < 1 || n > max)
    throw new UsageError(`${flag} must be a whole number from 1 to ${max}, got "${text}"`);
  return n;
}

function intList(text: string, flag: string, min: number, max: number): number[] {
  const items = text.split(',').map((t) => t.trim());
  const out = items.map(Number);
  if (items.some((t) => !/^\d+$/.test(t)) || out.some((n) => n < min || n > max))
    throw new UsageError(`${flag} takes numbers from ${min} to ${max} separated by commas, got "${text}"`);
  return out;
}

export function parseTrainFlags(flags: TrainFlags) {
  const sample = Number(flags.sample);
  if (!Number.isFinite(sample) || sample <= 0 || sample > 1)
    throw new UsageError(`--sample must be a share above 0 and at most 1, got "${flags.sample}"`);
  const players = [...new Set(intList(flags.players, '--players', 2, 6))];
  return {
    games: positiveInt(flags.games, '--games', 10_000_000),
    seed: flags.seed,
    players,
    hidden: intList(flags.hidden, '--hidden', 1, 1024),
    epochs: positiveInt(flags.epochs, '--epochs', 10_000),
    sample,
  };
}

export function registerTrain(program: Command): void {
  program
    .command('train')
    .description("train No Bid's value network (hard's leaf evaluation) for an edition from bot games")
    .option('--edition <file>', 'an edition file, or "default"', 'default')
    .option('--games <n>', 'bot games to learn from (a tenth are held out)', '2000')
    .option('--seed <s>', 'seed of the games, the initial weights and the training order', '1')
    .option('--out <file>', 'weights file (default: beside the edition, <edition>.value.json)')
    .option('--players <list>', 'table sizes, played in turn', '2,3,4,5,6')
    .option('--hidden <list>', 'hidden layer widths', '32')
    .option('--epochs <n>', 'passes over the training positions (the best on held-out games is kept)', '20')
    .option('--sample <share>', "share of the seats' decisions kept as positions", '0.1')
    .action((flags: TrainFlags) => {
      const loaded = loadEdition(flags.edition);
      const settings = parseTrainFlags(flags);
      const id = editionIdentity(loaded.edition);
      const out =
        flags.out ??
        (loaded.source === 'default'
          ? join(SHIPPED_DIR, weightsFileName(id.name, id.version))
          : join(dirname(loaded.source), weightsFileName(id.name, id.version)));
      checkOutFile(out);
      const command = [
        'nobid train',
        `--edition ${flags.edition ?? 'default'}`,
        `--games ${settings.games}`,
        `--seed ${settings.seed}`,
        `--players ${settings.players.join(',')}`,
        `--hidden ${settings.hidden.join(',')}`,
        `--epochs ${settings.epochs}`,
        `--sample ${settings.sample}`,
      ].join(' ');
      const bar = process.stderr.isTTY
        ? new cliProgress.SingleBar(
            {
              stream: process.stderr,
              format: 'train [{bar}] {value}/{total} {what} | {eta_formatted} left',
              hideCursor: true,
            },
            cliProgress.Presets.shades_classic,
          )
        : null;
      const started = process.cpuUsage();
      bar?.start(settings.games, 0, { what: 'games' });
      let phase: 'games' | 'epochs' = 'games';
      const result = trainNobidValue({
        ...settings,
        edition: loaded.edition,
        command,
        onGame: (done) => bar?.update(done),
        onEpoch: (epoch) => {
          if (phase === 'games') {
            phase = 'epochs';
            bar?.setTotal(settings.epochs);
          }
          bar?.update(epoch, { what: 'epochs' });
        },
      });
      bar?.stop();
      const used = process.cpuUsage(started);
      const seconds = Math.round((used.user + used.system) / 1e6);
      // Nothing machine-dependent in the file (no time, no path): the same flags, the same bytes.
      writeFileSync(out, `${JSON.stringify(result.weights)}\n`);
      const r = result.report;
      process.stdout.write(
        `${[
          `edition ${editionLabel(id)}, players ${settings.players.join(',')}, ${settings.games} games (${result.draws} drawn, left out), ${result.positions} positions`,
          `held-out loss ${r.heldOutLoss.toFixed(4)} nats on ${r.heldOutSamples} positions (trivial 1/seats: ${r.trivialLoss.toFixed(4)}); training loss ${r.trainLoss.toFixed(4)}`,
          `held-out top-1 ${(100 * r.heldOutTop1).toFixed(1)}% (the winner got the highest chance); best epoch ${r.bestEpoch} of ${settings.epochs}`,
          `network ${r.net.layers.join('-')}, ${r.net.params.length} parameters; ${seconds} s CPU`,
          `weights: ${out}`,
        ].join('\n')}\n`,
      );
    });
}
