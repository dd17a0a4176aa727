/**
 * Trains No Bid's value network for one edition: positions from bot games (`self-play.ts`),
 * then `trainValueNet`, into a weights file that names the edition, the encoding, the command,
 * the seed and the figures. The same options give byte-identical weights.
 */
import { type TrainReport, trainValueNet, type ValueWeights, weightsOf } from '@nobid/bots';
import { type Edition, editionIdentity } from '@nobid/nobid';
import { NOBID_VALUE_ENCODING } from './encoding.ts';
import { selfPlaySamples } from './self-play.ts';

export interface NobidTrainOptions {
  readonly edition: Edition;
  readonly games: number;
  readonly seed: string;
  readonly players: readonly number[];
  readonly hidden: readonly number[];
  readonly epochs: number;
  /** Chance that a decision's view becomes a training position. */
  readonly sample: number;
  /** The command line, recorded in the file. */
  readonly command: string;
  readonly onGame?: (done: number) => void;
  readonly onEpoch?: (epoch: number, trainLoss: number, heldOutLoss: number) => void;
}

export interface NobidTrainResult {
  readonly weights: ValueWeights;
  readonly report: TrainReport;
  readonly positions: number;
  readonly draws: number;
}

/** Minibatch size, learning rate and L2 decay: fixed, recorded in the weights file. */
export const TRAIN_SETTINGS = { batch: 64, rate: 0.001, decay: 1e-5, heldOutEvery: 10 } as const;

export function trainNobidValue(options: NobidTrainOptions): NobidTrainResult {
  const data = selfPlaySamples({
    edition: options.edition,
    games: options.games,
    seed: options.seed,
    players: options.players,
    sample: options.sample,
    onGame: options.onGame,
  });
  const report = trainValueNet(data.samples, {
    ...TRAIN_SETTINGS,
    hidden: options.hidden,
    epochs: options.epochs,
    seed: options.seed,
    onEpoch: options.onEpoch,
  });
  const round = (x: number) => Math.round(x * 1e5) / 1e5;
  const weights = weightsOf(report.net, {
    game: 'nobid',
    encoding: { name: NOBID_VALUE_ENCODING.name, version: NOBID_VALUE_ENCODING.version },
    editions: [editionIdentity(options.edition)],
    players: [...options.players].sort((a, b) => a - b),
    training: {
      command: options.command,
      seed: options.seed,
      games: options.games,
      draws: data.draws,
      positions: data.samples.count,
      heldOutPositions: report.heldOutSamples,
      heldOutLoss: round(report.heldOutLoss),
      trivialLoss: round(report.trivialLoss),
      heldOutTop1: round(report.heldOutTop1),
      trainLoss: round(report.trainLoss),
      epochs: options.epochs,
      bestEpoch: report.bestEpoch,
      sample: options.sample,
      ...TRAIN_SETTINGS,
      bots: 'medium at every seat, a quarter of seats with 10% and a quarter with 25% random moves',
      target: 'Monte Carlo returns (the game’s winner); drawn games left out',
    },
  });
  return { weights, report, positions: data.samples.count, draws: data.draws };
}
