/**
 * Round tokens for Tabletop Simulator (Startups' anti-monopoly chips and coins): TTS's custom
 * tiles (`Custom_Tile`, `CustomTile.Type` 2: a circle), an image on each side, stackable. Every
 * physical token is one object; a kind's tokens lie in one stack.
 */
import { svgToPng } from '../cards/png.ts';
import type { Lang } from '../languages.ts';
import type { File } from './shop.ts';

export interface TtsTile {
  /** Its nickname on the table. */
  readonly name: string;
  /** In the files' names: `<lang>-token-<key>.png` (and `…-<key>-back.png` for another back). */
  readonly key: string;
  readonly front: string;
  /** The other side; none: the front again. */
  readonly back?: string;
  readonly count: number;
  /** Across, in millimetres (TTS's unit is about an inch; the table shows it at that size). */
  readonly mm: number;
}

const PX = 300;
const THICKNESS = 0.1;

/** The tiles' images and their objects: each kind in its own stack, the stacks in a row beyond the decks. */
export function tileObjects(
  lang: Lang,
  tiles: readonly TtsTile[],
  url: (file: string) => string,
  guid: (n: number) => string,
): { files: File[]; objects: unknown[] } {
  const files: File[] = [];
  const objects: unknown[] = [];
  for (const [i, tile] of tiles.entries()) {
    const front = `${lang}-token-${tile.key}.png`;
    files.push({ path: front, bytes: svgToPng(tile.front, lang, PX) });
    const back = tile.back === undefined ? front : `${lang}-token-${tile.key}-back.png`;
    if (tile.back !== undefined) files.push({ path: back, bytes: svgToPng(tile.back, lang, PX) });
    const scale = tile.mm / 25.4 / 2;
    for (let k = 0; k < tile.count; k++)
      objects.push({
        Name: 'Custom_Tile',
        Transform: {
          posX: -6 + (i % 8) * 1.5,
          posY: 1 + k * THICKNESS,
          posZ: 4 + Math.floor(i / 8) * 1.5,
          rotX: 0,
          rotY: 180,
          rotZ: 0,
          scaleX: scale,
          scaleY: 1,
          scaleZ: scale,
        },
        Nickname: tile.name,
        Description: '',
        CustomImage: {
          ImageURL: url(front),
          ImageSecondaryURL: url(back),
          ImageScalar: 1,
          WidthScale: 0,
          CustomTile: { Type: 2, Thickness: THICKNESS, Stackable: true, Stretch: true },
        },
        GUID: guid(5000 + 100 * i + k),
      });
  }
  return { files, objects };
}
