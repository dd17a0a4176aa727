/**
 * The middle of the table: the deck with its count and, before you draw, what drawing costs you
 * ("Draw: pay 3"); the market with the coins stacked on each card; and the six companies with
 * their chip holders. Deck and market cards are the take controls.
 */

import type { StartupsView } from '@nobid/startups';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { Chip, CoinStack, CompanyButton } from './CompanyCard.tsx';
import type { TurnChoices } from './choices.ts';
import { COMPANY_IDS, cardKeys, companyCards, companyClass, companyName } from './companies.ts';
import { reasonText } from './text.ts';

export interface CentreProps {
  readonly view: StartupsView;
  readonly names: readonly string[];
  readonly choices: TurnChoices;
  readonly onDeck: () => void;
  readonly onMarket: (slot: number) => void;
  readonly announce: (text: string) => void;
}

export function Centre({ view, names, choices, onDeck, onMarket, announce }: CentreProps): ReactNode {
  const t = useT();
  const cost = view.drawCost;
  const deckReason = choices.deck.reason ? reasonText(choices.deck.reason, names, t) : undefined;
  const keys = cardKeys(view.market.map((m) => m.company));
  const costText = cost === null ? null : cost === 0 ? t('su-draw-free') : t('su-draw-pay', { cost });
  return (
    <section className="su-centre" aria-label={t('su-centre')}>
      <div className="su-deck-area">
        <span className="su-zone-label">{t('su-deck')}</span>
        {cost === null ? (
          <span className="su-deck" role="img" aria-label={t('su-deck-count', { count: view.deckSize })}>
            <span className="su-deck-count">{view.deckSize}</span>
          </span>
        ) : (
          // The face shows the count and the cost; the button over it says both in a sentence
          // (its visible text would not be its name: see CompanyCard.tsx).
          <span className={`su-deck${choices.deck.action ? ' live' : ' dimmed'}`}>
            <span className="su-deck-count" aria-hidden="true">
              {view.deckSize}
            </span>
            <span className="su-draw-cost" aria-hidden="true">
              {costText}
            </span>
            <button
              type="button"
              className="su-hit"
              aria-label={t('su-draw-label', { count: view.deckSize, cost })}
              aria-description={deckReason}
              aria-disabled={choices.deck.action ? undefined : true}
              title={deckReason ? `${costText}: ${deckReason}` : (costText ?? undefined)}
              onClick={() => (choices.deck.action ? onDeck() : deckReason && announce(deckReason))}
            />
          </span>
        )}
        <span className="su-deck-left">{t('su-deck-count', { count: view.deckSize })}</span>
        {deckReason && choices.decision === 'take' && <span className="su-why">{deckReason}</span>}
      </div>
      <div className="su-market-area">
        <span className="su-zone-label">{t('su-market')}</span>
        {/* biome-ignore lint/a11y/useSemanticElements: a row of card buttons, not a form's fieldset. */}
        <div className="su-market" role="group" aria-label={t('su-market')}>
          {view.market.length === 0 && <span className="su-market-empty">{t('su-market-empty')}</span>}
          {view.market.map((card, slot) => {
            const choice = choices.market[slot];
            const reason = choice?.reason ? reasonText(choice.reason, names, t) : undefined;
            const label = t('su-market-card', { company: companyName(card.company, t), coins: card.coins });
            return (
              <CompanyButton
                key={keys[slot]}
                company={card.company}
                size="small"
                label={label}
                note={reason ?? (choices.decision === 'take' ? t('su-take-hint') : undefined)}
                dimmed={!choice?.action}
                data={{ slot, coins: card.coins }}
                onClick={() => (choice?.action ? onMarket(slot) : reason && announce(`${label}: ${reason}`))}
              >
                <CoinStack coins={card.coins} />
              </CompanyButton>
            );
          })}
        </div>
      </div>
      <ul className="su-companies" aria-label={t('su-companies')}>
        {COMPANY_IDS.map((company) => {
          const holder = view.chips[company];
          return (
            <li key={company} className={companyClass(company)}>
              <span className="su-swatch" aria-hidden="true">
                {companyCards(company)}
              </span>
              <span className="su-company-name">{companyName(company, t)}</span>
              <span className="su-company-chip">
                {holder == null ? (
                  <span className="su-muted">{t('su-chip-free')}</span>
                ) : (
                  <>
                    <Chip label={t('su-chip')} /> {names[holder]}
                  </>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
