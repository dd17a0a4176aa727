/**
 * A Startups card: the company's colour, its name and, large, how many cards the company has in
 * the game (as on the printed cards). Every card that can be acted on has a button laid over its
 * face, named by the company's name; a dimmed card says why in its description. The face is a
 * picture beside the button, not inside it, so that the button's name is all it shows (WCAG
 * 2.5.3, Label in Name: the count and the coins on a face are not the button's label).
 */

import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { CardHit } from '../../table/CardHit.tsx';
import { useFitCard, withBreaks } from '../fit-text.ts';
import { type CompanyId, companyCards, companyClass, companyName } from './companies.ts';

export type CardSize = 'large' | 'small' | 'mini';

export function CompanyArt({ company }: { company: CompanyId }): ReactNode {
  const t = useT();
  const name = companyName(company, t);
  const fit = useFitCard<HTMLSpanElement>(name);
  return (
    <span className="su-art" aria-hidden="true" ref={fit}>
      <span className="su-art-count">{companyCards(company)}</span>
      <span className="su-art-name" data-fit="">
        {withBreaks(name)}
      </span>
    </span>
  );
}

/** A card that is only shown (the log's hover preview, a final hand). */
export function CompanyStatic({
  company,
  size = 'large',
}: {
  company: CompanyId;
  size?: CardSize;
}): ReactNode {
  const t = useT();
  return (
    <span
      className={`su-card su-${size} ${companyClass(company)}`}
      role="img"
      aria-label={companyName(company, t)}
    >
      <CompanyArt company={company} />
    </span>
  );
}

export interface CompanyButtonProps {
  readonly company: CompanyId;
  readonly size: CardSize;
  readonly onClick: () => void;
  /** The accessible name; the company's name when left out. */
  readonly label?: string;
  /** Why the card cannot be used now, or what clicking does. */
  readonly note?: string;
  readonly dimmed?: boolean;
  readonly pressed?: boolean;
  readonly children?: ReactNode;
  readonly className?: string;
  readonly data?: Record<string, string | number>;
}

export function CompanyButton(props: CompanyButtonProps): ReactNode {
  const t = useT();
  const name = props.label ?? companyName(props.company, t);
  const classes = [
    'su-card',
    `su-${props.size}`,
    companyClass(props.company),
    props.dimmed ? 'dimmed' : 'live',
  ]
    .concat(props.pressed ? ['pressed'] : [])
    .concat(props.className ? [props.className] : []);
  const data = Object.fromEntries(Object.entries(props.data ?? {}).map(([k, v]) => [`data-${k}`, v]));
  return (
    <span className={classes.join(' ')} data-company={props.company} {...data}>
      <CompanyArt company={props.company} />
      {props.children}
      <CardHit
        className="su-hit"
        name={name}
        note={props.note}
        pressed={props.pressed}
        dimmed={props.dimmed}
        data={{ 'data-company': props.company, ...data }}
        onClick={props.onClick}
      />
    </span>
  );
}

/** Coins stacked on a market card: one disc per coin (up to a few), and the number. */
export function CoinStack({ coins }: { coins: number }): ReactNode {
  if (coins === 0) return null;
  const discs = Math.min(coins, 6);
  return (
    <span className="su-coin-stack" aria-hidden="true">
      {Array.from({ length: discs }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical decorations; the position is the identity.
        <span key={i} className="su-coin" style={{ ['--i' as string]: i }} />
      ))}
      <span className="su-coin-count">{coins}</span>
    </span>
  );
}

/** The anti-monopoly chip: a round token with a "no" bar, the same in every language. */
export function Chip({ label }: { label: string }): ReactNode {
  return (
    <span className="su-chip" role="img" aria-label={label} title={label}>
      <svg viewBox="0 0 20 20" aria-hidden="true">
        <circle cx="10" cy="10" r="8" fill="none" strokeWidth="2.5" />
        <line x1="4.5" y1="15.5" x2="15.5" y2="4.5" strokeWidth="2.5" />
      </svg>
    </span>
  );
}
