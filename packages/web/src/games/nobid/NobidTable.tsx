/**
 * The No Bid table (ui.md): opponents on top, the piles and the stack in the centre with the
 * reaction bar across it, prompts and the viewer's own Book and hand at the bottom.
 *
 * Its cards are the table's own: the edition its settings name, compiled for its seats. A view
 * made from another card list (the server's identity differs) gets an error, not a table.
 */

import type { NobidAction } from '@nobid/nobid';
import { lazy, type ReactNode, Suspense, useMemo, useRef } from 'react';
import { useT } from '../../i18n/i18n.ts';
import type { GameTableProps } from '../../table/game-props.ts';
import { OwnCardsToggle } from '../../table/OwnCardsToggle.tsx';
import { PlayerName } from '../../table/PlayerName.tsx';
import { Book, CountBadge } from './Book.tsx';
import { CardsProblemPanel } from './CardsProblemPanel.tsx';
import { CardsProvider } from './CardsProvider.tsx';
import { Centre } from './Centre.tsx';
import { type CardTable, cardName } from './cards.ts';
import { useNobidControls } from './controls.ts';
import { useFlip } from './flip.ts';
import { Hand } from './Hand.tsx';
import { Opponents } from './Opponents.tsx';
import { Prompts } from './Prompts.tsx';
import { countersInHand } from './playable.ts';
import { ReactionBar } from './ReactionBar.tsx';
import { StatusStrip } from './StatusStrip.tsx';
import { tableCards, viewMismatch } from './table-cards.ts';
import type { WireView } from './wire-view.ts';

/** Shown once, at the end: a chunk of its own, not part of the table's first paint. */
const WinPanel = lazy(() => import('./WinPanel.tsx').then((m) => ({ default: m.WinPanel })));

export function NobidTable(props: GameTableProps): ReactNode {
  const { settings } = props.table;
  const at = useMemo(() => tableCards(settings), [settings]);
  const view = props.update.view as WireView;
  if (!at.ok) return <CardsProblemPanel problem={at.problem} />;
  const mismatch = viewMismatch(at.cards, view);
  if (mismatch) return <CardsProblemPanel problem={mismatch} />;
  return (
    <CardsProvider cards={at.cards}>
      <TableBody {...props} cards={at.cards} view={view} />
    </CardsProvider>
  );
}

function TableBody(props: GameTableProps & { cards: CardTable; view: WireView }): ReactNode {
  const t = useT();
  const { update, names, table, cards, view } = props;
  const me = update.seat;
  const controls = useNobidControls({
    cards,
    view,
    me,
    decisions: update.decisions,
    legal: (update.legal ?? []) as NobidAction[],
    act: props.act,
    announce: props.announce,
    t,
  });
  const others = useMemo(() => {
    const seats = Array.from({ length: view.seats }, (_, s) => s);
    return me === null ? seats : seats.map((_, i) => (me + 1 + i) % view.seats).filter((s) => s !== me);
  }, [view.seats, me]);
  const root = useRef<HTMLDivElement>(null);
  useFlip(root, update.cursor);
  const targeting = controls.targeting;
  const seatTargets = targeting?.need.kind === 'seat' ? new Set(targeting.need.seats) : undefined;
  const positionTargets = targeting?.need.kind === 'position' ? new Set(targeting.need.cards) : undefined;
  const winner = view.outcome?.kind === 'win' ? view.outcome.winner : null;
  const counters = countersInHand(cards, view);
  const windowMs = table.settings.reactionWindowSeconds * 1000;
  const turnMs = table.settings.turnTimerSeconds * 1000;
  const top = view.stack[view.stack.length - 1];

  return (
    <div
      ref={root}
      data-cursor={update.cursor}
      className={`nobid-table${targeting ? ' targeting' : ''}${view.outcome ? ' over' : ''}`}
    >
      <StatusStrip view={view} update={update} names={names} now={props.now} totalMs={turnMs} />
      <Opponents
        view={view}
        seats={others}
        names={names}
        seatInfo={table.seats}
        seatTargets={seatTargets}
        positionTargets={positionTargets}
        onPickSeat={(seat) => controls.pickTarget({ seat })}
        onPickCard={(card) => controls.pickTarget({ card })}
        winner={winner}
      />
      <Centre view={view} names={names}>
        {update.window && view.window && top && (
          <ReactionBar
            deadline={update.window.deadline}
            totalMs={windowMs}
            now={props.now}
            canAnswer={controls.respond !== undefined}
            spectator={me === null}
            noBid={counters.noBid.length}
            circuitBreaker={counters.circuitBreaker.length}
            onNoBid={() => controls.answer('no-bid')}
            onCircuitBreaker={() => controls.answer('circuit-breaker')}
            onPass={controls.pass}
            autoPass={update.autoPass}
            onAutoPass={props.setAutoPass}
            ownCard={me !== null && controls.respond === undefined && !view.window.youPassed}
            settings={
              props.setAnswerOwnCards && (
                <OwnCardsToggle on={update.answerOwnCards} onChange={props.setAnswerOwnCards} />
              )
            }
            topCardName={cardName(cards, top.card, t)}
          />
        )}
      </Centre>
      {view.outcome && (
        <Suspense fallback={null}>
          <WinPanel view={view} names={names} me={me} onRematch={props.onRematch} onLobby={props.onLobby} />
        </Suspense>
      )}
      {me !== null && (
        <section
          className={`me${view.active === me && !view.outcome ? ' active' : ''}${winner === me ? ' winner' : ''}`}
        >
          <Prompts view={view} me={me} update={update} controls={controls} now={props.now} turnMs={turnMs} />
          <div className="my-book">
            <h2 className="my-name">
              <PlayerName name={names[me] ?? ''} you />
            </h2>
            <CountBadge count={view.counts[me] ?? 0} big />
            <Book
              cards={view.books[me] ?? []}
              ownerName={names[me] ?? ''}
              targets={positionTargets}
              onPick={(card) => controls.pickTarget({ card })}
            />
          </div>
          <Hand
            hand={controls.shownHand}
            playable={controls.playable}
            discarding={controls.discarding}
            selected={controls.selected}
            onCard={controls.chooseCard}
          />
        </section>
      )}
    </div>
  );
}
