/**
 * New material printed after the publisher's text, in every language: the Orders, the Positions
 * with their pairs and cities, the deck's contents and the rulings (docs/rulings.md).
 */
import { type CardDef, copiesIn, copiesOfType, type PositionDef, type PressData } from '../data.ts';
import type { Texts } from '../texts.ts';
import type { BlockWriter } from './builder.ts';
import { cardEntry } from './card-texts.ts';
import type { TableRow } from './document.ts';

/** The rulings, in the order of the design brief; each message may use the data's numbers. */
export const RULINGS = [
  'ruling-stack',
  'ruling-responders',
  'ruling-frozen-collateral',
  'ruling-stop-loss',
  'ruling-counting',
  'ruling-win-check',
  'ruling-end-of-turn',
  'ruling-discards',
  'ruling-empty-deck',
  'ruling-openings',
] as const;

export function writeAppendixSections(w: BlockWriter, data: PressData): void {
  const t = w.texts;

  const orders = data.cards.filter((def) => def.type === 'order');
  w.h(2, 'orders-heading').p('orders-intro', { orders: copiesOfType(data, 'order'), kinds: orders.length });
  w.table(
    ['orders-head-card', 'orders-head-text', 'orders-head-copies'],
    orders.map((def) => {
      const entry = cardEntry(t, data, def);
      return { type: 'order', cells: [entry.name, entry.text, String(def.copies)] };
    }),
  );

  const positions = data.cards.filter((def): def is PositionDef => def.type === 'position');
  const copies = (pair: readonly string[], direction: string) =>
    positions
      .filter((p) => p.pile === 'main' && p.pair.join('/') === pair.join('/') && p.direction === direction)
      .reduce((n, p) => n + p.copies, 0);
  w.h(2, 'positions-heading')
    .p('positions-intro', {
      pairs: data.pairs.length,
      positions: copiesOfType(data, 'position'),
      openings: copiesIn(data, 'openings'),
    })
    .p('positions-art');
  w.table(
    ['positions-head-pair', 'positions-head-cities', 'positions-head-deck', 'positions-head-opening'],
    data.pairs.map((pair) => {
      const openings = positions.filter((p) => p.pile === 'openings' && p.pair.join('/') === pair.join('/'));
      return {
        type: 'position',
        cells: [
          pair.join('/'),
          `${t.t(`city-${pair[0].toLowerCase()}`)} – ${t.t(`city-${pair[1].toLowerCase()}`)}`,
          t.t('positions-deck-copies', { long: copies(pair, 'LONG'), short: copies(pair, 'SHORT') }),
          openings.map((p) => t.t(`direction-${p.direction.toLowerCase()}`)).join(', ') || '–',
        ],
      };
    }),
  );
  w.h(3, 'currencies-heading').table(
    ['currencies-head-code', 'currencies-head-name', 'currencies-head-city'],
    data.currencies.map((c) => ({
      cells: [c, t.t(`currency-${c.toLowerCase()}`), t.t(`city-${c.toLowerCase()}`)],
    })),
  );

  w.h(2, 'deck-heading').p('deck-intro', {
    main: copiesIn(data, 'main'),
    openings: copiesIn(data, 'openings'),
  });
  w.table(
    ['deck-head-type', 'deck-head-copies'],
    data.cardTypes.map((type) => ({ type, cells: [t.t(`type-${type}`), String(copiesOfType(data, type))] })),
  );
  if (data.playerCounts.length > 0)
    w.p('player-counts-intro').table(
      ['player-counts-head-players', 'player-counts-head-card', 'player-counts-head-copies'],
      playerCountRows(t, data),
    );

  const args = { target: data.rules.target, turnCap: data.rules.turnCap };
  w.h(2, 'clarifications-heading')
    .p('clarifications-intro')
    .list(
      true,
      RULINGS.map((id) => [id, args] as const),
    );
}

/** A card as a row of the player-count table names it: Positions by pair and direction. */
function rowName(t: Texts, data: PressData, def: CardDef): string {
  if (def.type !== 'position' || def.texts) return cardEntry(t, data, def).name;
  const position = `${def.pair.join('/')} ${t.t(`direction-${def.direction.toLowerCase()}`)}`;
  return def.pile === 'openings' ? `${position} · ${t.t('card-opening-name')}` : position;
}

/** One row per rule and card it changes, in the edition's card order. */
function playerCountRows(t: Texts, data: PressData): TableRow[] {
  return data.playerCounts.flatMap((rule) =>
    data.cards
      .filter((def) => rule.copies[def.kind] !== undefined)
      .map((def) => ({
        type: def.type,
        cells: [
          rule.players.join(', '),
          rowName(t, data, def),
          t.t('player-counts-copies', { copies: rule.copies[def.kind]!, base: def.copies }),
        ],
      })),
  );
}
