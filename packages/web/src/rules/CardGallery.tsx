/**
 * Every distinct card face of the default edition with its copy count, filterable by type.
 * Copies can differ by player count; the gallery shows them at 4 players, the count the
 * default list was tuned at.
 */

import { CARD_TYPES, type CardType, compileEdition, DEFAULT_EDITION } from '@nobid/nobid/cards';
import { type ReactNode, useState } from 'react';
import { CardStatic } from '../games/nobid/CardFace.tsx';
import { CardsProvider } from '../games/nobid/CardsProvider.tsx';
import { useT } from '../i18n/i18n.ts';

const GALLERY_PLAYERS = 4;

export function CardGallery(): ReactNode {
  const t = useT();
  const [filter, setFilter] = useState<CardType | 'all'>('all');
  // Compiled once: compileEdition caches by edition and player count.
  const cards = compileEdition(DEFAULT_EDITION, GALLERY_PLAYERS);
  const shown = cards.kinds.filter((d) => filter === 'all' || d.type === filter);
  return (
    <section className="gallery" aria-labelledby="nobid-cards">
      <h3 id="nobid-cards">{t('gallery-title')}</h3>
      {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form's fieldset. */}
      <div className="gallery-filter" role="group" aria-label={t('gallery-filter')}>
        {(['all', ...CARD_TYPES] as const).map((type) => (
          <button
            key={type}
            type="button"
            className={`chip-button${type === 'all' ? '' : ` type-${type}`}`}
            aria-pressed={filter === type}
            onClick={() => setFilter(type)}
          >
            {type === 'all' ? t('gallery-all') : t(`type-${type}`)}
          </button>
        ))}
      </div>
      <CardsProvider cards={cards}>
        <ul className="gallery-cards">
          {shown.map((def) => (
            <li key={def.kind}>
              <CardStatic def={def} />
              <span className="gallery-copies">{t('gallery-copies', { copies: def.copies })}</span>
            </li>
          ))}
        </ul>
      </CardsProvider>
    </section>
  );
}
