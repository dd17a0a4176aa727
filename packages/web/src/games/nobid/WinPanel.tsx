/**
 * The end of a game: every player's final Book with its count, the game's length, and the
 * Rematch and Back to lobby buttons. The winner's own panel is spotlit on the table behind.
 */

import { type ReactNode, useEffect, useRef } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { EndActions } from '../../table/EndActions.tsx';
import { PlayerName } from '../../table/PlayerName.tsx';
import { Book, CountBadge } from './Book.tsx';
import type { WireView } from './wire-view.ts';

export interface WinPanelProps {
  readonly view: WireView;
  readonly names: readonly string[];
  readonly me: number | null;
  readonly onRematch: () => void;
  readonly onLobby: () => void;
}

export function WinPanel({ view, names, me, onRematch, onLobby }: WinPanelProps): ReactNode {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const outcome = view.outcome;
  if (!outcome) return null;
  const title =
    outcome.kind === 'draw'
      ? t('result-draw')
      : outcome.winner === me
        ? t('result-you-win')
        : t('result-winner', { player: names[outcome.winner] ?? '' });
  const order = Array.from({ length: view.seats }, (_, s) => s).sort(
    (a, b) => view.counts[b]! - view.counts[a]!,
  );
  return (
    <section className="win-panel" aria-labelledby="win-title">
      <h2 id="win-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{t('result-length', { turns: view.turn })}</p>
      <ol className="results">
        {order.map((seat) => (
          <li key={seat} className={outcome.kind === 'win' && outcome.winner === seat ? 'winner' : ''}>
            <span className="result-name">
              <PlayerName name={names[seat] ?? ''} you={seat === me} />
            </span>
            <CountBadge count={view.counts[seat] ?? 0} />
            <Book cards={view.books[seat] ?? []} ownerName={names[seat] ?? ''} />
          </li>
        ))}
      </ol>
      <EndActions className="win-actions" canRematch={me !== null} onRematch={onRematch} onLobby={onLobby} />
    </section>
  );
}
