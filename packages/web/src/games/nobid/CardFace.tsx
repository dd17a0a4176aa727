/**
 * A plain No Bid card drawn from the card data and cards.ftl: one colour per type (ui.md), the
 * pair with its cities and a rising (LONG) or falling (SHORT) line for Positions. Every card is
 * a button whose accessible name is the card's name.
 */
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { type CardDef, defFlavour, defName, defText } from './cards.ts';

export type CardSize = 'large' | 'small';

export function CardArt({ def, size }: { def: CardDef; size: CardSize }): ReactNode {
  const t = useT();
  const flavour = defFlavour(def, t);
  return (
    <span className="card-art" aria-hidden="true">
      <span className="card-band">{t(`type-${def.type}`)}</span>
      {def.type === 'position' ? (
        <span className="card-pair">
          <span className="card-pair-name">
            {def.pair[0]}/{def.pair[1]}
          </span>
          <PositionLine long={def.direction === 'LONG'} />
          <span className="card-dir">{t(`direction-${def.direction.toLowerCase()}`)}</span>
          {size === 'large' && (
            <span className="card-cities">
              <span>{t(`city-${def.pair[0].toLowerCase()}`)}</span>
              <span>{t(`city-${def.pair[1].toLowerCase()}`)}</span>
            </span>
          )}
          {def.pile === 'openings' && <span className="card-opening">{t('card-opening-name')}</span>}
        </span>
      ) : (
        <span className="card-name">{defName(def, t)}</span>
      )}
      {size === 'large' && def.type !== 'position' && <span className="card-text">{defText(def, t)}</span>}
      {size === 'large' && flavour && <span className="card-flavour">{flavour}</span>}
    </span>
  );
}

function PositionLine({ long }: { long: boolean }): ReactNode {
  const points = long ? '2,26 14,18 22,21 38,6' : '2,6 14,14 22,11 38,26';
  return (
    <svg className={`card-line ${long ? 'up' : 'down'}`} viewBox="0 0 40 30" role="presentation">
      <polyline points={points} fill="none" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}

/** A card that is only shown (a preview on hover), not a control. */
export function CardStatic({ def }: { def: CardDef }): ReactNode {
  const t = useT();
  const dir = def.type === 'position' ? (def.direction === 'LONG' ? ' dir-long' : ' dir-short') : '';
  return (
    <span className={`card card-large type-${def.type}${dir}`} role="img" aria-label={defName(def, t)}>
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
  const classes = [
    'card',
    `card-${size}`,
    `type-${def.type}`,
    def.type === 'position' ? (def.direction === 'LONG' ? 'dir-long' : 'dir-short') : '',
    props.dimmed ? 'dimmed' : '',
    props.raised ? 'raised' : '',
    props.lit ? 'lit' : '',
    props.className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const button = (
    <button
      type="button"
      className={classes}
      aria-label={defName(def, t)}
      aria-description={props.note}
      aria-pressed={props.pressed}
      aria-disabled={props.dimmed || undefined}
      title={props.note ? `${defName(def, t)}: ${props.note}` : defName(def, t)}
      data-card={props.cardId}
      data-kind={def.kind}
      onClick={props.onClick}
    >
      <CardArt def={def} size={size} />
    </button>
  );
  if (size === 'large') return button;
  // A small card shows the whole card while hovered, focused or long-pressed.
  const dir = def.type === 'position' ? (def.direction === 'LONG' ? ' dir-long' : ' dir-short') : '';
  return (
    <span className="card-wrap">
      {button}
      <span className={`card card-large card-zoom type-${def.type}${dir}`} aria-hidden="true">
        <CardArt def={def} size="large" />
      </span>
    </span>
  );
}
