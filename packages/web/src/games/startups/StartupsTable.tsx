/**
 * The Startups table (ui.md, "Startups"): the other players on top in turn order, the deck and
 * the market in the centre, your prompt, investments and hand at the bottom; at the end, the
 * scoring table. Every control comes from the legal actions in the server's update.
 */

import type { StartupsView } from '@nobid/startups';
import { type ReactNode, useMemo, useRef } from 'react';
import { useT } from '../../i18n/i18n.ts';
import type { GameTableProps } from '../../table/game-props.ts';
import { useScrollEdges } from '../../table/use-scroll-edges.ts';
import { Centre } from './Centre.tsx';
import { turnChoices } from './choices.ts';
import { MyArea } from './MyArea.tsx';
import { PlayerPanel } from './PlayerPanel.tsx';
import { RulesDigest } from './RulesDigest.tsx';
import { Scoring } from './Scoring.tsx';
import { StatusStrip } from './StatusStrip.tsx';
import { useStartupsControls } from './use-controls.ts';
import './startups.css';

/**
 * From this many other players their panels are too narrow for company names: each investment
 * shows its colour, count and chip (the name is in its tooltip and for screen readers), so that
 * six players' investments fit the row instead of scrolling inside it.
 */
const CROWDED = 5;

export function StartupsTable(props: GameTableProps): ReactNode {
  const t = useT();
  const { update, names, table } = props;
  const view = update.view as StartupsView;
  const me = update.seat;
  const choices = useMemo(() => turnChoices(view, me, update.legal ?? []), [view, me, update.legal]);
  const controls = useStartupsControls({
    choices,
    hand: view.hand,
    names,
    act: (action) => props.act(action),
    announce: props.announce,
    t,
  });
  // Everyone else in turn order, starting after you.
  const others = useMemo(() => {
    const seats = Array.from({ length: view.seats }, (_, s) => s);
    return me === null ? seats : seats.map((_, i) => (me + 1 + i) % view.seats).filter((s) => s !== me);
  }, [view.seats, me]);
  const mine = update.decisions[0];
  const waiting = update.waitingFor[0];
  const deadline = mine?.deadline ?? waiting?.deadline ?? null;
  const totalMs = table.settings.turnTimerSeconds * 1000;
  const final = view.final;
  // On a phone the others' grid scrolls inside itself late in a game (startups.css).
  const othersBox = useRef<HTMLDivElement>(null);
  useScrollEdges(othersBox);

  return (
    <>
      <div
        className={`su-table${final ? ' over' : ''}`}
        data-decision={choices.decision ?? 'none'}
        data-phase={view.phase}
      >
        <StatusStrip
          view={view}
          me={me}
          names={names}
          deadline={deadline}
          totalMs={totalMs}
          now={props.now}
        />
        {/* biome-ignore lint/a11y/useSemanticElements: a group of player panels. */}
        <div
          ref={othersBox}
          className={`su-others${others.length >= CROWDED ? ' crowded' : ''}`}
          role="group"
          aria-label={t('su-players')}
        >
          {others.map((seat) => (
            <PlayerPanel
              key={seat}
              view={view}
              seat={seat}
              names={names}
              info={table.seats[seat]}
              me={false}
              winner={final?.winner === seat}
            />
          ))}
        </div>
        {final ? (
          <Scoring final={final} names={names} me={me} onRematch={props.onRematch} onLobby={props.onLobby} />
        ) : (
          <Centre
            view={view}
            names={names}
            choices={choices}
            onDeck={controls.drawDeck}
            onMarket={controls.takeMarket}
            announce={props.announce}
          />
        )}
        {me !== null && (
          <MyArea
            view={view}
            me={me}
            names={names}
            choices={choices}
            controls={controls}
            deadline={mine?.deadline ?? null}
            totalMs={totalMs}
            now={props.now}
          />
        )}
      </div>
      {/* Under the table, not in it: the table keeps the window's height for the hand. */}
      <RulesDigest />
    </>
  );
}
