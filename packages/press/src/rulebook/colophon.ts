/**
 * The colophon, the rulebook's last section: which edition this is (name, version and content
 * hash, as every output made from an edition names it), for how many players, how long and from
 * what age, who made it, and how to read the stamp on each card face. After the clarifications,
 * so the publisher's seed text above stays line for line.
 */
import { editionLabel } from '@nobid/nobid/cards';
import { cardStamp } from '../cards/stamp.ts';
import { creditEntries } from '../credits.ts';
import type { PressData, Range } from '../data.ts';
import type { BlockWriter } from './builder.ts';

export function writeColophon(w: BlockWriter, data: PressData): void {
  const t = w.texts;
  const range = ({ min, max }: Range): string =>
    min === max ? String(min) : t.t('edition-range', { min, max });
  w.section('edition', 'edition-heading')
    .p('edition-line', { edition: editionLabel(data.edition) })
    .p('edition-box', { players: range(data.players), minutes: range(data.playTime), age: data.age });
  // The credits, one line a role, as the booklet's imprint prints them.
  for (const line of creditEntries(t.lang, data.credits)) w.p(line.id, { ...line.args });
  const first = data.cards[0];
  if (first) w.p('edition-stamp', { stamp: cardStamp(t, data, first) });
}
