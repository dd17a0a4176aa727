import { LocalizationProvider } from '@fluent/react';
import { compileEdition, DEFAULT_EDITION } from '@nobid/nobid/cards';
import { type ComponentProps, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardButton } from '../src/games/nobid/CardFace.tsx';
import { cardTerms } from '../src/games/nobid/card-terms.ts';
import { type Locale, localizationFor } from '../src/i18n/i18n.ts';

const cards = compileEdition(DEFAULT_EDITION, 4);
const def = (kind: string) => cards.kinds.find((d) => d.kind === kind)!;

describe('card terms', () => {
  it('are the ones a card’s rule uses, read from what it does', () => {
    expect(cardTerms(def('forced-liquidation'))).toEqual(['liquidate']);
    expect(cardTerms(def('novation'))).toEqual(['assign']);
    expect(cardTerms(def('rate-decision'))).toEqual(['unwind']);
    expect(cardTerms(def('margin-squeeze'))).toEqual(['liquidate', 'stop-out']);
    expect(cardTerms(def('prime-brokerage'))).toEqual(['assign', 'unwind']);
    expect(cardTerms(def('stop-loss'))).toEqual(['liquidate']);
    expect(cardTerms(def('leverage'))).toEqual([]);
  });

  it.each([
    ['en', 'Assign: Take a Position from another Book into yours.'],
    ['ko', null],
    ['de', null],
  ] as const)('are the tooltip of a card at the table, with their meanings (%s)', (locale: Locale, line) => {
    const provider = { l10n: localizationFor(locale) } as ComponentProps<typeof LocalizationProvider>;
    const markup = renderToStaticMarkup(
      createElement(
        LocalizationProvider,
        provider,
        createElement(CardButton, { def: def('novation'), size: 'small', onClick: () => {} }),
      ),
    );
    const title = /class="card-hit"[^>]* title="([^"]*)"/.exec(markup)?.[1];
    const t = localizationFor(locale);
    const expected = line ?? `${t.getString('term-assign')}: ${t.getString('rules-term-assign')}`;
    expect(title).toContain(expected);
    expect(title?.startsWith(t.getString('card-novation-name'))).toBe(true);
  });
});
