/**
 * One player at the table: name, cards in hand (backs), coins when the table shows them, and
 * the investments grouped by company, with the anti-monopoly chip on the group of its holder.
 * Cards publicly known to be in the hand (taken from the market) are listed too.
 */

import type { SeatInfo } from '@nobid/protocol';
import type { StartupsView } from '@nobid/startups';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { PlayerName } from '../../table/PlayerName.tsx';
import { Chip } from './CompanyCard.tsx';
import { COMPANY_IDS, companyClass, companyName } from './companies.ts';

export interface PlayerPanelProps {
  readonly view: StartupsView;
  readonly seat: number;
  readonly names: readonly string[];
  readonly info?: SeatInfo;
  readonly me: boolean;
  readonly winner?: boolean;
}

export function Investments({
  view,
  seat,
  names,
}: {
  view: StartupsView;
  seat: number;
  names: readonly string[];
}): ReactNode {
  const t = useT();
  const row = view.investments[seat] ?? [];
  const groups = COMPANY_IDS.filter((c) => (row[c] ?? 0) > 0);
  if (groups.length === 0) return <p className="su-none">{t('su-no-investments')}</p>;
  return (
    <ul className="su-investments" aria-label={t('su-investments', { player: names[seat] ?? '' })}>
      {groups.map((company) => {
        const count = row[company] ?? 0;
        const chip = view.chips[company] === seat;
        return (
          <li
            key={company}
            className={`su-group ${companyClass(company)}${chip ? ' has-chip' : ''}`}
            title={companyName(company, t)}
          >
            <span className="su-group-cards" aria-hidden="true">
              {Array.from({ length: Math.min(count, 5) }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identical decorations; the position is the identity.
                <span key={i} className="su-group-card" style={{ ['--i' as string]: i }} />
              ))}
            </span>
            <span className="su-group-label">
              <span className="su-group-count">{count}</span>
              <span className="su-group-name">{companyName(company, t)}</span>
            </span>
            <span className="visually-hidden">
              {t('su-invested', { company: companyName(company, t), count })}
            </span>
            {chip && <Chip label={t('su-chip')} />}
          </li>
        );
      })}
    </ul>
  );
}

export function PlayerPanel({ view, seat, names, info, me, winner }: PlayerPanelProps): ReactNode {
  const t = useT();
  const coins = view.coins[seat];
  const handSize = view.handSizes[seat] ?? 0;
  const known = view.knownHands[seat] ?? [];
  const knownText = COMPANY_IDS.filter((c) => (known[c] ?? 0) > 0)
    .map((c) => `${companyName(c, t)}${(known[c] ?? 0) > 1 ? ` ×${known[c]}` : ''}`)
    .join(', ');
  const active = view.active === seat && view.phase !== 'over';
  const classes = ['su-player', active ? 'active' : '', me ? 'mine' : '', winner ? 'winner' : ''];
  return (
    <section className={classes.filter(Boolean).join(' ')} aria-label={names[seat] ?? ''} data-seat={seat}>
      <div className="su-player-head">
        <h3 className="su-player-name">
          <PlayerName name={names[seat] ?? ''} you={me} />
        </h3>
        {info?.autoplay && <span className="su-tag">{t('tag-autoplay')}</span>}
        {info && info.kind === 'human' && !info.connected && !info.autoplay && (
          <span className="su-tag">{t('tag-away')}</span>
        )}
        <span className="su-hand-backs" title={t('su-hand-count', { count: handSize })}>
          {Array.from({ length: Math.min(handSize, 6) }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical decorations; the position is the identity.
            <span key={i} className="su-back" aria-hidden="true" />
          ))}
          {/* The number beside the backs says it; the words are for screen readers and the tooltip. */}
          <span className="su-hand-count" aria-hidden="true">
            {handSize}
          </span>
          <span className="visually-hidden">{t('su-hand-count', { count: handSize })}</span>
        </span>
        <span className={`su-purse${coins == null ? ' hidden-coins' : ''}`}>
          {coins == null ? t('su-coins-hidden') : t('su-coins', { coins })}
        </span>
      </div>
      <Investments view={view} seat={seat} names={names} />
      {!me && knownText && <p className="su-known">{t('su-known', { cards: knownText })}</p>}
    </section>
  );
}
