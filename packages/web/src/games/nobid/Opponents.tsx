/**
 * The opponents across the top, in turn order after the viewer: name, hand size as card backs,
 * their Book and the count badge. The active player's panel is lit; a seat played by a bot while
 * its player is away says so. On a phone each panel is a compact row whose Book expands on tap,
 * and expands by itself while one of its Positions is a legal target (no target hides behind a
 * collapsed Book).
 */

import type { SeatInfo } from '@nobid/protocol';
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { Book, CountBadge } from './Book.tsx';
import type { CardId } from './cards.ts';
import type { WireView } from './wire-view.ts';

export interface OpponentsProps {
  readonly view: WireView;
  readonly seats: readonly number[];
  readonly names: readonly string[];
  readonly seatInfo: readonly SeatInfo[];
  /** Seats that may be chosen as a target now. */
  readonly seatTargets?: ReadonlySet<number>;
  readonly positionTargets?: ReadonlySet<CardId>;
  readonly onPickSeat: (seat: number) => void;
  readonly onPickCard: (card: CardId) => void;
  readonly winner: number | null;
}

export function Opponents(props: OpponentsProps): ReactNode {
  return (
    <section className="opponents" aria-label={useT()('opponents')}>
      {props.seats.map((seat) => (
        <OpponentPanel key={seat} seat={seat} {...props} />
      ))}
    </section>
  );
}

function HandBacks({ count }: { count: number }): ReactNode {
  const t = useT();
  return (
    <span className="hand-backs" role="img" aria-label={t('hand-size', { count })}>
      {Array.from({ length: Math.min(count, 5) }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical card backs have no identity.
        <span key={i} className="card-back" />
      ))}
      <span className="hand-count" aria-hidden="true">
        {count}
      </span>
    </span>
  );
}

function OpponentPanel(props: OpponentsProps & { seat: number }): ReactNode {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { view, seat, names } = props;
  const info = props.seatInfo[seat];
  const active = view.active === seat && view.outcome === null;
  const targetable = props.seatTargets?.has(seat) ?? false;
  const book = view.books[seat] ?? [];
  const targets = props.positionTargets;
  const holdsTarget = targets !== undefined && book.some((id) => targets.has(id));
  const classes = [
    'opponent',
    active ? 'active' : '',
    targetable ? 'lit' : '',
    props.seatTargets && !targetable ? 'dimmed' : '',
    props.winner === seat ? 'winner' : '',
    open ? 'open' : '',
    holdsTarget ? 'has-targets' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <article className={classes} aria-label={names[seat]} aria-current={active ? 'true' : undefined}>
      <header className="opponent-head">
        <span className="opponent-name">{names[seat]}</span>
        <CountBadge count={view.counts[seat] ?? 0} big />
      </header>
      {/* Always there, so that a tag coming and going does not move the table below. */}
      <div className="opponent-meta">
        <HandBacks count={view.handSizes[seat] ?? 0} />
        {active && <span className="tag tag-active">{t('tag-active')}</span>}
        {info?.autoplay && <span className="tag tag-bot">{t('tag-autoplay')}</span>}
        {info && info.kind === 'human' && !info.connected && !info.autoplay && (
          <span className="tag tag-away">{t('tag-away')}</span>
        )}
      </div>
      <button
        type="button"
        className="book-toggle"
        aria-expanded={open || holdsTarget}
        onClick={() => setOpen((o) => !o)}
      >
        {t('book-toggle', { count: book.length })}
      </button>
      <Book
        cards={book}
        ownerName={names[seat] ?? ''}
        targets={props.positionTargets}
        onPick={props.onPickCard}
      />
      {targetable && (
        <button type="button" className="pick-seat" onClick={() => props.onPickSeat(seat)}>
          {t('choose-player', { player: names[seat] ?? '' })}
        </button>
      )}
    </article>
  );
}
