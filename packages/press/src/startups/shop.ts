/**
 * Startups for a print shop and for Tabletop Simulator, through No Bid's code (print/shop.ts,
 * print/tts.ts): the company cards, each with as many copies as the company has cards, and the
 * back behind every one. The chips and coins are round tokens, not cards: a card shop's poker-card
 * preset cannot take them, so for print they stay on the print-and-play sheet (`--printer
 * a4|letter`); on Tabletop Simulator's table they are round tiles (print/tts-tiles.ts).
 */
import { measurerFor } from '../cards/measure.ts';
import type { Preset } from '../print/presets.ts';
import { shopFiles } from '../print/printer.ts';
import type { File, ShopCard, ShopDeck } from '../print/shop.ts';
import { type TtsOptions, ttsDeckFiles } from '../print/tts.ts';
import { chipFace, coinFace, companyFace, startupsBack, startupsTexts } from './faces.ts';
import { type StartupsInput, startupsSheet } from './print.ts';

/** The company cards (`company-<key>`, its cards as copies) and the back (`back`, all of them). */
export function startupsCards(input: StartupsInput): { faces: ShopCard[]; back: ShopCard } {
  const m = measurerFor(input.lang);
  const t = startupsTexts(input.lang, input.rulesFtl);
  const faces = input.companies.map((c, i) => ({
    name: `company-${c.key}`,
    label: t.t(`company-${c.key}`),
    svg: companyFace(m, t, c, i),
    copies: c.cards,
  }));
  return {
    faces,
    back: { name: 'back', svg: startupsBack(m, t), copies: faces.reduce((n, f) => n + f.copies, 0) },
  };
}

export function startupsShopDeck(input: StartupsInput): ShopDeck {
  const t = startupsTexts(input.lang, input.rulesFtl);
  const { faces, back } = startupsCards(input);
  return {
    title: `${t.t('startups-title')} (${input.lang})`,
    subject: t.t('startups-short-notice'),
    stem: `startups-${input.lang}`,
    cards: [...faces, back],
    backOf: new Map(faces.map((f) => [f.name, back])),
  };
}

/** `nobid cards --game startups --printer P`: a print-and-play sheet on the preset's paper, or a shop's files. */
export async function startupsPrinterFiles(preset: Preset, input: StartupsInput): Promise<File[]> {
  if (preset.kind === 'sheet')
    return [
      {
        path: `print-and-play-startups-${input.lang}-${preset.name}.pdf`,
        bytes: await startupsSheet(input, preset.paper),
      },
    ];
  return shopFiles(preset, input.lang, startupsShopDeck(input));
}

/**
 * `nobid cards --game startups --tts DIR`: one deck of every company card, a chip for each company
 * (the same on both sides) and the coins, 1 on one side and 3 on the other, in one stack.
 */
export function startupsTtsFiles(input: StartupsInput, options: TtsOptions): File[] {
  const m = measurerFor(input.lang);
  const t = startupsTexts(input.lang, input.rulesFtl);
  const { faces, back } = startupsCards(input);
  const chips = input.companies.map((c, i) => ({
    name: `${t.t('startups-chip')} · ${t.t(`company-${c.key}`)}`,
    key: `chip-${c.key}`,
    front: chipFace(m, t, c, i),
    count: 1,
    mm: 25,
  }));
  const coin = {
    name: t.t('startups-coin'),
    key: 'coin',
    front: coinFace(m, t, 1),
    back: coinFace(m, t, 3),
    count: input.coins,
    mm: 20,
  };
  return ttsDeckFiles(
    input.lang,
    [{ name: t.t('startups-title'), key: 'companies', back: back.svg, cards: faces }],
    options,
    { game: t.t('startups-title'), note: t.t('startups-short-notice'), file: `startups-${input.lang}.json` },
    [...chips, coin],
  );
}
