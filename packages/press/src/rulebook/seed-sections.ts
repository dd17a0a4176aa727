/**
 * The publisher's rulebook, section by section, in the order of the seed texts. Only the wording
 * lives in rulebook.ftl; every number and every table row comes from the card data. A sentence
 * about a card the edition leaves out (0 copies) is left out with it (`sentenceFor`), and so is a
 * section left with no sentence; the edition check warns of each.
 */
import { sentenceFor } from '@nobid/nobid/cards';
import { copiesOfType, countDelta, type PressData } from '../data.ts';
import type { BlockWriter } from './builder.ts';
import { cardEntry } from './card-texts.ts';
import type { TextLayout } from './layout.ts';

export function writeSeedSections(w: BlockWriter, data: PressData, layout: TextLayout): void {
  const { rules } = data;
  const t = w.texts;

  if (layout.pageHeader) w.h(1, 'rulebook-title');
  w.h(layout.pageHeader ? 2 : 1, 'rulebook-rules');
  if (layout.pageHeader) w.p('rulebook-generated').p('rulebook-contact');

  w.h(2, 'goal-heading').p('goal-book').p('goal-first', { target: rules.target });

  /** The sentences of `ids` that hold for the edition (or what it prints in their place). */
  const holding = (ids: readonly string[]) => ids.flatMap((id) => sentenceFor(id, data, data.inGame) ?? []);

  w.h(2, 'counting-heading').p('counting-rule');
  if (holding(['counting-example']).length > 0) {
    const positions = data.countingExamplePositions;
    const leverage = countDelta(data, 'leverage');
    const marginCall = countDelta(data, 'margin-call');
    w.p('counting-example', { positions, leverage, marginCall, total: positions + leverage + marginCall });
  }

  w.h(2, 'cards-heading').p('cards-intro', { types: data.cardTypes.length });
  w.table(
    ['types-head-type', 'types-head-does'],
    data.cardTypes.map((type) => ({ type, cells: [t.t(`type-${type}`), t.t(`type-${type}-does`)] })),
  );
  w.p('cards-not-attached').p('cards-one-row');

  w.h(2, 'setup-heading')
    .list(true, [
      'setup-openings',
      ['setup-take-opening', { openings: rules.openingsPerPlayer }],
      ['setup-deal', { hand: rules.openingHand }],
      'setup-first-player',
    ])
    .p('setup-why');

  w.h(2, 'turn-heading').list(true, [
    'turn-open',
    'turn-draw',
    'turn-act',
    ['turn-close', { handLimit: rules.handLimit }],
  ]);
  w.h(3, 'act-heading')
    .list(false, ['act-position', 'act-leverage', 'act-drawdown', 'act-order', 'act-draw'])
    .p('act-why');

  const noBidList = holding(['no-bid-when', 'no-bid-not-action', 'no-bid-counter', 'no-bid-spent']);
  const noBidAfter = holding(['no-bid-market', 'no-bid-position']);
  if (noBidList.length > 0) {
    w.blocks.push({ kind: 'heading', level: 2, text: t.t('card-no-bid-name') });
    for (const id of holding(['no-bid-intro'])) w.p(id);
    w.list(false, noBidList);
    for (const id of noBidAfter) w.p(id);
  }

  const circuitBreaker = holding(['circuit-breaker-timing', 'circuit-breaker-why']);
  if (circuitBreaker.length > 0) {
    w.blocks.push({ kind: 'heading', level: 2, text: t.t('card-circuit-breaker-name') });
    for (const id of circuitBreaker)
      w.p(id, {
        circuitBreakers: copiesOfType(data, 'circuit-breaker'),
        noBids: copiesOfType(data, 'no-bid'),
      });
  }

  w.h(3, 'stack-heading').p('stack-rule');

  w.h(2, 'book-cards-heading').p('book-cards-intro');
  w.cards(
    data.cards
      .filter((def) => (def.type === 'leverage' || def.type === 'drawdown') && data.inGame.has(def.kind))
      .map((def) => cardEntry(t, data, def)),
  );

  w.h(2, 'terms-heading').p('terms-intro');
  w.table(
    ['terms-head-term', 'terms-head-meaning'],
    data.terms.map((term) => ({ cells: [t.t(`term-${term}`), t.t(`term-${term}-meaning`)] })),
  );
  w.p('terms-positions-only', { terms: data.terms.length }).p('terms-drawdown-stays');

  w.h(2, 'pairs-heading').p('pairs-intro').p('pairs-handles');
  w.h(3, 'art-heading').p('art-rule');
  w.h(2, 'information-heading').p('information-rule');
  w.h(2, 'winning-heading').p('winning-rule', { target: rules.target });
}
