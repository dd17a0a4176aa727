/**
 * New material printed after the publisher's text, in every language: the Orders, the Positions
 * with their pairs and cities, the deck's contents and the rulings (docs/rulings.md).
 */
import { sentenceFor } from '@nobid/nobid/cards';
import { type CardDef, copiesIn, copiesOfType, type PositionDef, type PressData } from '../data.ts';
import type { BlockWriter } from './builder.ts';
import { cardEntry } from './card-texts.ts';
import { copiesColumns, playersPhrase } from './player-count-section.ts';

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

  // A card with 0 copies at every player count is not in the game: no row, not counted as a kind.
  const orders = data.cards.filter((def) => def.type === 'order' && data.inGame.has(def.kind));
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
  // With player-count rules, a column per rule: the deck at those counts (the section after the
  // publisher's text says which cards change).
  const columns = copiesColumns(data);
  const ofType = (type: CardDef['type'], copies: (def: CardDef) => number) =>
    data.cards.filter((d) => d.type === type && d.pile === 'main').reduce((n, d) => n + copies(d), 0);
  w.blocks.push({
    kind: 'table',
    head: [
      t.t('deck-head-type'),
      t.t('deck-head-copies'),
      ...columns.map((c) => t.t('deck-head-copies-at', { players: playersPhrase(t, c.players) })),
    ],
    rows: data.cardTypes.map((type) => ({
      type,
      cells: [
        t.t(`type-${type}`),
        String(copiesOfType(data, type)),
        ...columns.map((c) => String(ofType(type, c.copies))),
      ],
    })),
  });

  const args = { target: data.rules.target, turnCap: data.rules.turnCap };
  w.h(2, 'clarifications-heading')
    .p('clarifications-intro')
    .list(
      true,
      RULINGS.flatMap((id) => {
        const said = sentenceFor(id, data, data.inGame);
        return said ? [[said, args] as const] : [];
      }),
    );
}
