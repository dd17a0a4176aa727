/** Every distinct card face with its copy count, filterable by type. */

import { CARD_TYPES, type CardType } from '@nobid/nobid/cards';
import { type ReactNode, useState } from 'react';
import { CardStatic } from '../games/nobid/CardFace.tsx';
import { CARD_DEFS } from '../games/nobid/cards.ts';
import { useT } from '../i18n/i18n.ts';

export function CardGallery(): ReactNode {
  const t = useT();
  const [filter, setFilter] = useState<CardType | 'all'>('all');
  const shown = CARD_DEFS.filter((d) => filter === 'all' || d.type === filter);
  return (
    <section className="gallery" aria-labelledby="gallery-title">
      <h2 id="gallery-title">{t('gallery-title')}</h2>
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
      <ul className="gallery-cards">
        {shown.map((def) => (
          <li key={def.kind}>
            <CardStatic def={def} />
            <span className="gallery-copies">{t('gallery-copies', { copies: def.copies })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
