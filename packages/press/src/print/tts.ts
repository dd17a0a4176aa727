/**
 * Tabletop Simulator export (`nobid cards --tts DIR`): deck sheets and a saved object that TTS
 * loads as decks: No Bid's main deck and Openings pile, Startups' company cards (docs/print.md,
 * "Tabletop Simulator").
 *
 * A deck sheet is a grid of distinct faces at TTS's limits: at most 10 × 7 slots, of which the
 * last is TTS's hidden card (the face other players see of a card in your hand), so at most 69
 * faces a sheet. Each deck has one CustomDeck entry per sheet, keyed 1, 2, …; a card's id is
 * key × 100 + its index on the sheet, and DeckIDs lists one id per copy, so the counts are the
 * deck's (No Bid's at the player count that needs the most, as the print sheet has).
 */
import { editionLabel } from '@nobid/nobid/cards';
import { cardSvgs } from '../cards/card-set.ts';
import { CARD_H, CARD_W } from '../cards/geometry.ts';
import { svgToPng } from '../cards/png.ts';
import { NOBID_DATA, type PressData, printedCopies } from '../data.ts';
import type { Lang } from '../languages.ts';
import { loadTexts } from '../texts.ts';
import type { File, ShopCard } from './shop.ts';
import { type TtsTile, tileObjects } from './tts-tiles.ts';

export const TTS_MAX = { cols: 10, rows: 7 } as const;
/** Faces a sheet holds: every slot but the hidden card's. */
export const TTS_PER_SHEET = TTS_MAX.cols * TTS_MAX.rows - 1;
/** Pixels of one card on a sheet (TTS reads sheets up to 10,000 px a side; 4,000 loads fast). */
const CELL = { w: 400, h: Math.round((400 * CARD_H) / CARD_W) };

export interface TtsOptions {
  /** Where the images will be: a directory on disk (file:/// URLs) or a web address. */
  readonly baseUrl: string;
}

interface Sheet {
  readonly key: number;
  readonly cards: readonly ShopCard[];
  readonly cols: number;
  readonly rows: number;
  readonly file: string;
}

/**
 * The grid of a sheet of n faces: enough slots for n faces and the hidden card, at least 2 × 2
 * (TTS's smallest custom deck grid) and at most 10 × 7.
 */
export function sheetGrid(n: number): { cols: number; rows: number } {
  const rows = Math.max(2, Math.ceil((n + 1) / TTS_MAX.cols));
  return { cols: Math.max(2, Math.ceil((n + 1) / rows)), rows };
}

function sheetPng(
  svgs: readonly string[],
  hidden: string,
  grid: { cols: number; rows: number },
  lang: Lang,
): Uint8Array {
  const cell = (svg: string, i: number) =>
    svg.replace(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="[^"]*" height="[^"]*"/,
      `<svg x="${(i % grid.cols) * CARD_W}" y="${Math.floor(i / grid.cols) * CARD_H}" width="${CARD_W}" height="${CARD_H}"`,
    );
  const slots = [...svgs.map(cell), cell(hidden, grid.cols * grid.rows - 1)];
  const sheet = `<svg xmlns="http://www.w3.org/2000/svg" width="${grid.cols * CARD_W}" height="${grid.rows * CARD_H}" viewBox="0 0 ${grid.cols * CARD_W} ${grid.rows * CARD_H}">${slots.join('')}</svg>`;
  return svgToPng(sheet, lang, grid.cols * CELL.w);
}

const transform = (x: number) => ({
  posX: x,
  posY: 1,
  posZ: 0,
  rotX: 0,
  rotY: 180,
  rotZ: 180,
  scaleX: 1,
  scaleY: 1,
  scaleZ: 1,
});

/** A GUID as TTS writes them (six hex digits), fixed per object so the same data gives the same file. */
const guid = (n: number) => (0x4e0b00 + n).toString(16);

/** One deck on the table: its faces with their copies, and the back they share. */
export interface TtsDeck {
  /** The deck's nickname on the table. */
  readonly name: string;
  /** In the files' names: `<lang>-<key>-sheet-1.png`, `<lang>-back-<key>.png`. */
  readonly key: string;
  readonly back: string;
  readonly cards: readonly ShopCard[];
}

/** The saved object: the game (its name in TTS's list is "<game> (<lang>)"), its note, the JSON file. */
export interface TtsSave {
  readonly game: string;
  readonly note: string;
  readonly file: string;
}

/**
 * The sheets, backs and saved object of any game's decks (No Bid's two piles, Startups' one deck),
 * and its round tokens (tts-tiles.ts).
 */
export function ttsDeckFiles(
  lang: Lang,
  decks: readonly TtsDeck[],
  options: TtsOptions,
  saved: TtsSave,
  tiles: readonly TtsTile[] = [],
): File[] {
  const url = (file: string) => `${options.baseUrl.replace(/\/?$/, '/')}${file}`;
  const files: File[] = [];
  const objects: unknown[] = [];
  let nextKey = 1;
  for (const [p, deck] of decks.entries()) {
    const cards = deck.cards.filter((c) => c.copies > 0);
    if (cards.length === 0) continue;
    const backFile = `${lang}-back-${deck.key}.png`;
    files.push({ path: backFile, bytes: svgToPng(deck.back, lang, CELL.w) });
    const sheets: Sheet[] = [];
    for (let at = 0; at < cards.length; at += TTS_PER_SHEET) {
      const part = cards.slice(at, at + TTS_PER_SHEET);
      const key = nextKey++;
      sheets.push({
        key,
        cards: part,
        ...sheetGrid(part.length),
        file: `${lang}-${deck.key}-sheet-${key}.png`,
      });
    }
    const customDeck = (s: Sheet) => ({
      [String(s.key)]: {
        FaceURL: url(s.file),
        BackURL: url(backFile),
        NumWidth: s.cols,
        NumHeight: s.rows,
        BackIsHidden: true,
        UniqueBack: false,
        Type: 0,
      },
    });
    const contained: unknown[] = [];
    const deckIds: number[] = [];
    for (const s of sheets) {
      files.push({
        path: s.file,
        bytes: sheetPng(
          s.cards.map((c) => c.svg),
          deck.back,
          s,
          lang,
        ),
      });
      s.cards.forEach((card, index) => {
        const id = s.key * 100 + index;
        for (let c = 0; c < card.copies; c++) {
          deckIds.push(id);
          contained.push({
            Name: 'Card',
            Transform: transform(0),
            Nickname: card.label ?? card.name,
            Description: '',
            CardID: id,
            CustomDeck: customDeck(s),
            GUID: guid(contained.length + 1000 * (p + 1)),
          });
        }
      });
    }
    objects.push({
      Name: 'Deck',
      Transform: transform(p * 3),
      Nickname: deck.name,
      Description: saved.note,
      Locked: false,
      Grid: true,
      Snap: true,
      Autoraise: true,
      Sticky: true,
      Tooltip: true,
      HideWhenFaceDown: true,
      Hands: false,
      SidewaysCard: false,
      DeckIDs: deckIds,
      CustomDeck: Object.assign({}, ...sheets.map(customDeck)),
      ContainedObjects: contained,
      GUID: guid(p),
    });
  }
  const tokens = tileObjects(lang, tiles, url, guid);
  files.push(...tokens.files);
  objects.push(...tokens.objects);
  const save = {
    SaveName: `${saved.game} (${lang})`,
    GameMode: saved.game,
    Date: '',
    VersionNumber: '',
    Table: '',
    Sky: '',
    Note: saved.note,
    Rules: '',
    XmlUI: '',
    LuaScript: '',
    LuaScriptState: '',
    ObjectStates: objects,
    TabStates: {},
  };
  files.push({ path: saved.file, bytes: `${JSON.stringify(save, null, 2)}\n` });
  return files;
}

/** No Bid's export: the main deck and the Openings pile, with the edition's copies. */
export async function ttsFiles(
  lang: Lang,
  data: PressData = NOBID_DATA,
  options: TtsOptions,
): Promise<File[]> {
  const svgs = cardSvgs(lang, data);
  const texts = loadTexts(lang, data);
  const title = texts.t('card-back-title');
  const deck = (pile: 'main' | 'openings', name: string): TtsDeck => ({
    name,
    key: pile,
    back: svgs.backs[pile].svg,
    cards: data.cards.flatMap((d, i) =>
      d.pile === pile ? [{ ...svgs.faces[i]!, copies: printedCopies(data, d) }] : [],
    ),
  });
  const label = editionLabel(data.edition);
  return ttsDeckFiles(
    lang,
    [deck('main', title), deck('openings', `${title} · ${texts.t('card-back-openings')}`)],
    options,
    { game: 'No Bid', note: label, file: `no-bid-${lang}.json` },
  );
}
