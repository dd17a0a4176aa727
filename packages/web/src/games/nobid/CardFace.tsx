/**
 * A No Bid card drawn from the card data and cards.ftl: one colour per type (ui.md), its words as
 * text (fitted to the card, legible at the table's size) and its picture as the press prints it
 * (card-picture.ts): a Position's skylines and chart line, every other card's icon.
 *
 * A playable card is a face with a button laid over it. The face is a picture (aria-hidden); the
 * button has no text of its own and is named by the card's name ("EUR/USD LONG Position"), its
 * note (why it is dimmed, who played it) as its description. Were the face inside the button,
 * the button's visible text (band, rules text) would not be its name, which WCAG 2.5.3 (Label in
 * Name, axe's label-content-name-mismatch) forbids; a name made of the whole face would bury the
 * card's name under its rules for screen readers.
 */

import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { CardHit } from '../../table/CardHit.tsx';
import { useFitCard, withBreaks } from '../fit-text.ts';
import { cardPicture, PICTURE_VIEW_BOX } from './card-picture.ts';
import { glossary } from './card-terms.ts';
import { type CardDef, defFlavour, defName, defText } from './cards.ts';

/** large: the hand, the gallery, the zoom; small: the piles, the stack, prompts; mini: Books. */
export type CardSize = 'large' | 'small' | 'mini';

export function CardArt({ def, size }: { def: CardDef; size: CardSize }): ReactNode {
  const t = useT();
  const flavour = defFlavour(def, t);
  const name = defName(def, t);
  const text = size === 'large' && def.type !== 'position' ? defText(def, t) : '';
  const fit = useFitCard<HTMLSpanElement>(`${size}|${name}|${text}|${flavour ?? ''}`);
  if (size === 'mini' && def.type === 'position') {
    return (
      <span className="card-art" aria-hidden="true" ref={fit}>
        <span className="card-pair-name" data-fit="">
          <span>{def.pair[0]}</span>
          <span>{def.pair[1]}</span>
        </span>
        <span className="card-arrow">{def.direction === 'LONG' ? '▲' : '▼'}</span>
      </span>
    );
  }
  return (
    <span className="card-art" aria-hidden="true" ref={fit}>
      {size !== 'mini' && (
        <span className="card-band" data-fit="">
          {withBreaks(t(`type-${def.type}`))}
        </span>
      )}
      {def.type === 'position' ? (
        <span className="card-pair">
          <span className="card-pair-name" data-fit="">
            {def.pair[0]}/{def.pair[1]}
          </span>
          <CardPicture def={def} />
          <span className="card-dir" data-fit="">
            {t(`direction-${def.direction.toLowerCase()}`)}
          </span>
          {size === 'large' && (
            <span className="card-cities" data-fit="">
              <span>{withBreaks(t(`city-${def.pair[0].toLowerCase()}`))}</span>
              <span>{withBreaks(t(`city-${def.pair[1].toLowerCase()}`))}</span>
            </span>
          )}
          {def.pile === 'openings' && (
            <span className="card-opening" data-fit="">
              {t('card-opening-name')}
            </span>
          )}
        </span>
      ) : (
        <>
          <span className="card-name" data-fit="">
            {withBreaks(name)}
          </span>
          <CardPicture def={def} />
        </>
      )}
      {text && (
        <span className="card-text" data-fit-height="">
          {text}
        </span>
      )}
      {size === 'large' && flavour && <span className="card-flavour">{flavour}</span>}
    </span>
  );
}

/** The press's picture of the card; it gives up height first when the card's words need it. */
function CardPicture({ def }: { def: CardDef }): ReactNode {
  return (
    <svg
      className="card-picture"
      viewBox={PICTURE_VIEW_BOX}
      role="presentation"
      // The press's SVG markup from the card's data, every value escaped by its builders (svg.ts).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: shapes made from the card data, no words.
      dangerouslySetInnerHTML={{ __html: cardPicture(def) }}
    />
  );
}

const dirClass = (def: CardDef) =>
  def.type === 'position' ? (def.direction === 'LONG' ? ' dir-long' : ' dir-short') : '';

/** A card that is only shown (a preview on hover, the gallery), not a control. */
export function CardStatic({ def }: { def: CardDef }): ReactNode {
  const t = useT();
  return (
    <span
      className={`card card-large type-${def.type}${dirClass(def)}`}
      role="img"
      aria-label={defName(def, t)}
      data-kind={def.kind}
    >
      <CardArt def={def} size="large" />
    </span>
  );
}

export interface CardButtonProps {
  readonly def: CardDef;
  readonly size: CardSize;
  readonly onClick?: () => void;
  /** Extra words after the name for screen readers and hover (who played it, why it is dimmed). */
  readonly note?: string;
  readonly className?: string;
  readonly pressed?: boolean;
  readonly dimmed?: boolean;
  readonly raised?: boolean;
  readonly lit?: boolean;
  readonly cardId?: number;
}

export function CardButton(props: CardButtonProps): ReactNode {
  const t = useT();
  const { def, size } = props;
  const name = defName(def, t);
  const classes = [
    'card',
    `card-${size}`,
    `type-${def.type}`,
    dirClass(def).trim(),
    props.dimmed ? 'dimmed' : '',
    props.raised ? 'raised' : '',
    props.lit ? 'lit' : '',
    props.pressed ? 'pressed' : '',
    props.onClick ? 'live' : '',
    props.className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const card = (
    <span className={classes} data-card={props.cardId} data-kind={def.kind}>
      <CardArt def={def} size={size} />
      <CardHit
        className="card-hit"
        name={name}
        note={props.note}
        glossary={glossary(def, t)}
        pressed={props.pressed}
        dimmed={props.dimmed}
        data={{ 'data-card': props.cardId, 'data-kind': def.kind }}
        onClick={props.onClick}
      />
    </span>
  );
  if (size === 'large') return card;
  // A small card shows the whole card while hovered, focused or long-pressed.
  return (
    <span className="card-wrap">
      {card}
      <span className={`card card-large card-zoom type-${def.type}${dirClass(def)}`} aria-hidden="true">
        <CardArt def={def} size="large" />
      </span>
    </span>
  );
}
