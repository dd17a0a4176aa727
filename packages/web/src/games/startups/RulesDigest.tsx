/**
 * The rules of a turn, the chips and the scoring, folded under the table: the rulebook's own
 * sentences (packages/startups/texts, the same words as `nobid rules --game startups`), with its
 * numbers filled in from the game's data.
 */

import { RULES } from '@nobid/startups/companies';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';

const SECTIONS: readonly (readonly [string, readonly string[]])[] = [
  ['turn', ['turn-overview']],
  ['take', ['take-empty-market', 'take-deck', 'take-market', 'take-market-return']],
  ['play', ['play-invest', 'play-market']],
  ['chips', ['chips-first', 'chips-no-take', 'chips-no-pay', 'chips-move']],
  ['end', ['end-trigger', 'end-reveal']],
  ['scoring', ['scoring-pay', 'scoring-flip', 'scoring-tie', 'scoring-market', 'scoring-debt']],
  ['winner', ['winner-most', 'winner-tie-threes', 'winner-tie-last']],
];

const ARGS = { hand: RULES.handSize, removed: RULES.removedCards, coins: RULES.startingCoins };

export function RulesDigest(): ReactNode {
  const t = useT();
  return (
    <details className="su-rules">
      <summary>{t('su-rule-rules-title')}</summary>
      {SECTIONS.map(([section, lines]) => (
        <section key={section}>
          <h3>{t(`su-rule-${section}-title`)}</h3>
          {lines.map((id) => (
            <p key={id}>{t(`su-rule-${id}`, ARGS)}</p>
          ))}
        </section>
      ))}
    </details>
  );
}
