/**
 * A value network's weights as one versioned JSON file: what it was trained for (the game, its
 * feature encoding and version, the editions by identity and the table sizes), how (command,
 * seed, games, figures) and the parameters as base64 of little-endian float32s. A file for an
 * encoding, edition or table size it does not name is refused by the game's loader, never
 * guessed at.
 */
import type { EditionIdentity } from '@nobid/engine';
import { type Mlp, mlpOf, paramCount } from './mlp.ts';

export const WEIGHTS_FORMAT = 'nobid-value-weights';
export const WEIGHTS_FORMAT_VERSION = 1;

export interface WeightsTraining {
  /** The command line that made the file. */
  readonly command: string;
  readonly seed: string;
  readonly games: number;
  readonly positions: number;
  readonly heldOutLoss: number;
  readonly trivialLoss: number;
  readonly heldOutTop1: number;
  readonly epochs: number;
  readonly bestEpoch: number;
  /** Anything else the trainer reports (bots, seconds...). */
  readonly [more: string]: unknown;
}

export interface ValueWeights {
  readonly format: typeof WEIGHTS_FORMAT;
  readonly formatVersion: number;
  readonly game: string;
  /** The feature encoding the inputs follow; a change of meaning is a new version. */
  readonly encoding: { readonly name: string; readonly version: number };
  readonly editions: readonly EditionIdentity[];
  readonly players: readonly number[];
  readonly layers: readonly number[];
  readonly training: WeightsTraining;
  readonly params: string;
}

export class WeightsFileError extends Error {
  override name = 'WeightsFileError';
}

function toBase64(params: Float32Array): string {
  const bytes = new Uint8Array(params.length * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < params.length; i++) view.setFloat32(i * 4, params[i]!, true);
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, Math.min(bytes.length, i + 0x8000)));
  return btoa(text);
}

function fromBase64(text: string, count: number): Float32Array {
  const binary = atob(text);
  if (binary.length !== count * 4)
    throw new WeightsFileError(`weights hold ${binary.length / 4} parameters, the layers need ${count}`);
  const view = new DataView(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) view.setUint8(i, binary.charCodeAt(i));
  const params = new Float32Array(count);
  for (let i = 0; i < count; i++) params[i] = view.getFloat32(i * 4, true);
  return params;
}

export function weightsOf(
  net: Mlp,
  header: Omit<ValueWeights, 'format' | 'formatVersion' | 'layers' | 'params'>,
): ValueWeights {
  return {
    format: WEIGHTS_FORMAT,
    formatVersion: WEIGHTS_FORMAT_VERSION,
    ...header,
    layers: [...net.layers],
    params: toBase64(net.params),
  };
}

/** Reads a parsed weights file, checking its shape; the network it holds. */
export function parseWeights(raw: unknown): { weights: ValueWeights; net: Mlp } {
  const w = raw as Partial<ValueWeights> | null;
  if (!w || typeof w !== 'object' || w.format !== WEIGHTS_FORMAT)
    throw new WeightsFileError(`not a value-weights file (format "${WEIGHTS_FORMAT}" expected)`);
  if (w.formatVersion !== WEIGHTS_FORMAT_VERSION)
    throw new WeightsFileError(
      `value-weights format version ${w.formatVersion}; this build reads ${WEIGHTS_FORMAT_VERSION}`,
    );
  if (
    typeof w.game !== 'string' ||
    !w.encoding ||
    !Array.isArray(w.editions) ||
    !Array.isArray(w.players) ||
    !Array.isArray(w.layers) ||
    typeof w.params !== 'string'
  )
    throw new WeightsFileError(
      'value-weights file lacks game, encoding, editions, players, layers or params',
    );
  try {
    const net = mlpOf(w.layers, fromBase64(w.params, paramCount(w.layers)));
    return { weights: w as ValueWeights, net };
  } catch (err) {
    throw err instanceof WeightsFileError ? err : new WeightsFileError((err as Error).message);
  }
}
