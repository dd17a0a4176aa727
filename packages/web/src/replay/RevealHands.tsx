/**
 * "Reveal all", after the end: every seat's final hand, read from that seat's own final view
 * (the server's `reveal`), drawn with the games' own card faces.
 */
import type { TableSettings } from '@nobid/protocol';
import type { StartupsView } from '@nobid/startups';
import type { ReactNode } from 'react';
import { CardArt } from '../games/nobid/CardFace.tsx';
import { CardsProvider } from '../games/nobid/CardsProvider.tsx';
import { defName } from '../games/nobid/cards.ts';
import { tableCards } from '../games/nobid/table-cards.ts';
import type { WireView } from '../games/nobid/wire-view.ts';
import { CompanyStatic } from '../games/startups/CompanyCard.tsx';
import { cardKeys, cardsOf } from '../games/startups/companies.ts';
import { useT } from '../i18n/i18n.ts';

function NobidHand({ settings, view }: { settings: TableSettings; view: WireView }): ReactNode {
  const t = useT();
  const at = tableCards(settings);
  if (!at.ok) return null;
  return (
    <CardsProvider cards={at.cards}>
      {(view.hand ?? []).map((id) => {
        const def = at.cards.def[id];
        if (!def) return null;
        const dir = def.type === 'position' ? (def.direction === 'LONG' ? ' dir-long' : ' dir-short') : '';
        return (
          <span
            key={id}
            className={`card card-small type-${def.type}${dir}`}
            role="img"
            aria-label={defName(def, t)}
          >
            <CardArt def={def} size="small" />
          </span>
        );
      })}
    </CardsProvider>
  );
}

function StartupsHand({ view }: { view: StartupsView }): ReactNode {
  const companies = cardsOf(view.hand ?? []);
  const keys = cardKeys(companies);
  return companies.map((company, i) => <CompanyStatic key={keys[i]} company={company} size="small" />);
}

export function RevealHands(props: {
  readonly settings: TableSettings;
  readonly views: readonly unknown[];
  readonly names: readonly string[];
}): ReactNode {
  const t = useT();
  return (
    <section className="reveal" aria-labelledby="reveal-title">
      <h2 id="reveal-title">{t('replay-final-hands')}</h2>
      <ul className="reveal-list">
        {props.views.map((view, seat) => {
          const hand = (view as { hand: readonly number[] | null }).hand ?? [];
          const empty = hand.every((n) => n === 0);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a seat's place is its identity.
            <li key={seat} className="reveal-seat">
              <span className="reveal-name">{props.names[seat]}</span>
              <span className="reveal-hand">
                {empty ? (
                  <span className="reveal-empty">{t('replay-hand-empty')}</span>
                ) : props.settings.game === 'nobid' ? (
                  <NobidHand settings={props.settings} view={view as WireView} />
                ) : (
                  <StartupsHand view={view as StartupsView} />
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
