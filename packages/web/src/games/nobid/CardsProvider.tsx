/**
 * The card table of the table on screen, for every No Bid component below it, with the
 * edition's own card texts in front of the app's Fluent bundles (so `useT()` names a new card).
 * The table comes from the table's settings (`table-cards.ts`), never from a module-level default.
 */
import { LocalizationProvider, ReactLocalization, useLocalization } from '@fluent/react';
import type { CardTable } from '@nobid/nobid/cards';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useLocale } from '../../i18n/i18n.ts';
import { editionTextBundle } from './edition-texts.ts';

const CardsContext = createContext<CardTable | null>(null);

export function CardsProvider({ cards, children }: { cards: CardTable; children?: ReactNode }): ReactNode {
  const { l10n } = useLocalization();
  const locale = useLocale();
  const withTexts = useMemo(() => {
    const own = editionTextBundle(cards, locale);
    return own ? new ReactLocalization([own, ...l10n.bundles], null) : l10n;
  }, [cards, locale, l10n]);
  return (
    <CardsContext.Provider value={cards}>
      <LocalizationProvider l10n={withTexts}>{children}</LocalizationProvider>
    </CardsContext.Provider>
  );
}

/** The card table of the table on screen. */
export function useCards(): CardTable {
  const cards = useContext(CardsContext);
  if (!cards) throw new Error('a No Bid component was rendered outside its table’s CardsProvider');
  return cards;
}
