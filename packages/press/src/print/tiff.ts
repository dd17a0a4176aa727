/**
 * Reads the one-channel, 8-bit, uncompressed TIFF files Ghostscript's `tiffsep` device writes for
 * each separation (`-sCompression=none`): enough of TIFF to get the width, the height and the
 * samples, nothing more.
 */
export interface Plate {
  readonly width: number;
  readonly height: number;
  /** One byte a pixel, row by row, as the file stores it. */
  readonly samples: Uint8Array;
}

const WIDTH = 256;
const HEIGHT = 257;
const COMPRESSION = 259;
const STRIP_OFFSETS = 273;
const STRIP_BYTES = 279;

export function readPlate(bytes: Uint8Array): Plate {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const little = bytes[0] === 0x49;
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  const ifd = u32(4);
  const tags = new Map<number, number[]>();
  for (let i = 0, n = u16(ifd); i < n; i++) {
    const at = ifd + 2 + i * 12;
    const [tag, type, count] = [u16(at), u16(at + 2), u32(at + 4)];
    const size = type === 3 ? 2 : 4;
    const from = count * size > 4 ? u32(at + 8) : at + 8;
    tags.set(
      tag,
      Array.from({ length: count }, (_, k) => (size === 2 ? u16(from + k * 2) : u32(from + k * 4))),
    );
  }
  const width = tags.get(WIDTH)![0]!;
  const height = tags.get(HEIGHT)![0]!;
  if ((tags.get(COMPRESSION)?.[0] ?? 1) !== 1) throw new Error('a separation TIFF is compressed');
  const samples = new Uint8Array(width * height);
  const offsets = tags.get(STRIP_OFFSETS)!;
  const counts = tags.get(STRIP_BYTES)!;
  let at = 0;
  offsets.forEach((offset, i) => {
    const n = Math.min(counts[i]!, samples.length - at);
    samples.set(bytes.subarray(offset, offset + n), at);
    at += n;
  });
  return { width, height, samples };
}
