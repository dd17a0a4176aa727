/**
 * A table, reached by its invite link `/t/:id`: the waiting room until the game starts, then the
 * game's own table with the log beside it. The seat token for this table lives in localStorage,
 * so a reload (or a lost connection) comes back to the same seat.
 */

import type { SeatInfo } from '@nobid/protocol';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRatingChanges } from '../account/rating-changes.ts';
import { TableSide } from '../chat/TableSide.tsx';
import { withKeptSeats } from '../friends/kept-seats.ts';
import { type Translate, useLocale, useT, useTexts } from '../i18n/i18n.ts';
import { useTableSession } from '../net/session.ts';
import { forgetSeat, loadSeat, type StoredSeat, saveSeat } from '../net/storage.ts';
import { EndOfGameContext } from '../results/end-of-game.ts';
import { navigate, tablePath } from '../router.ts';
import { useSinceLastMove } from '../turn-based/since-last-move.ts';
import { usePublishBrand } from './brand.ts';
import type { LogEntry } from './game-props.ts';
import { HeaderStatus } from './HeaderStatus.tsx';
import { LogPanel } from './LogPanel.tsx';
// Not lazy: it is shown when a newer server runs, which may no longer have this page's chunks.
import { NewVersionPrompt } from './NewVersionPrompt.tsx';
import { useGameClient } from './registry.ts';

/*
 * What only some tables show, each a chunk of its own so that a live game's first paint does not
 * carry it: the waiting room (before the game), a turn-based table's clocks and standing orders.
 */
const WaitingRoom = lazy(() => import('./WaitingRoom.tsx').then((m) => ({ default: m.WaitingRoom })));
const SeatClocks = lazy(() =>
  import('../turn-based/SeatClocks.tsx').then((m) => ({ default: m.SeatClocks })),
);
const OrdersPanel = lazy(() =>
  import('../turn-based/OrdersPanel.tsx').then((m) => ({ default: m.OrdersPanel })),
);

export function seatName(info: SeatInfo, t: Translate): string {
  if (info.kind === 'bot')
    return t('bot-name', { seat: info.seat + 1, level: t(`level-${info.level ?? 'medium'}`) });
  return info.name ?? t('free-seat', { seat: info.seat + 1 });
}

export function TablePage({ tableId }: { tableId: string }): ReactNode {
  const t = useT();
  const [seat, setSeat] = useState<StoredSeat | null>(() => loadSeat(tableId));
  const session = useTableSession(tableId, seat?.token ?? null);
  const [spoken, setSpoken] = useState('');
  const announce = useCallback((text: string) => setSpoken(text), []);
  // Presence (who is connected, who is played by a bot) arrives on its own; fold it in, with
  // the seats kept for invited friends, which only the table's info says.
  const table = useMemo(
    () =>
      session.table && session.presence
        ? { ...session.table, seats: withKeptSeats(session.table.seats, session.presence.seats) }
        : session.table,
    [session.table, session.presence],
  );
  const update = session.update;
  const client = useGameClient(table ? table.settings.game : null);
  // Its game's cards or companies, before the log or the table names one.
  useTexts(table ? [table.settings.game] : []);
  const names = useMemo(() => (table ? table.seats.map((s) => seatName(s, t)) : []), [table, t]);
  const ratings = useRatingChanges(
    tableId,
    table?.settings.rated === true,
    (update?.status ?? table?.status) === 'over',
  );

  // A token the server no longer knows (e.g. a table from an old database) is forgotten.
  useEffect(() => {
    if (session.problem?.in === 'hello' && session.problem.code === 'bad-token') {
      forgetSeat(tableId);
      setSeat(null);
    }
  }, [session.problem, tableId]);

  const locale = useLocale();
  const lines = useMemo(() => {
    if (!client || !table) return [];
    const me = update?.seat ?? null;
    if (client.logLines)
      return client.logLines(session.events, names, t, table, locale, update?.view ?? null, me);
    return session.events
      .map((e) => client.logLine(e, names, t, table, locale, me))
      .filter((l): l is LogEntry => l !== null);
  }, [client, session.events, names, t, table, locale, update?.view, update?.seat]);

  // Announce each new log line (not the whole history after a reload) and each decision asked.
  const seenLines = useRef<number | null>(null);
  useEffect(() => {
    if (seenLines.current !== null && lines.length > seenLines.current) {
      setSpoken(
        lines
          .slice(seenLines.current)
          .map((l) => l.text)
          .join(' '),
      );
    }
    seenLines.current = lines.length;
  }, [lines]);
  const decisionKey = update?.decisions.map((d) => d.kind).join(',') ?? '';
  // A new language starts the live region afresh: what it said before was said in another one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` changes exactly when the language does.
  useEffect(() => setSpoken(''), [t]);
  useEffect(() => {
    if (!decisionKey) return;
    const kinds = decisionKey
      .split(',')
      .map((k) => t(`decision-${k}`))
      .join(', ');
    setSpoken((s) => `${s} ${t('your-decision', { kinds })}`.trim());
  }, [decisionKey, t]);

  // Problems fade after a few seconds; the log and the table show what matters.
  const { problem, clearProblem } = session;
  useEffect(() => {
    if (!problem) return;
    const timer = setTimeout(clearProblem, 6000);
    return () => clearTimeout(timer);
  }, [problem, clearProblem]);

  const rematchId = session.rematchId;
  const goRematch = useCallback(async () => {
    let target = rematchId;
    if (!target) {
      const res = await session.rematch();
      if (res.ok) target = res.value.tableId;
    }
    if (target) {
      if (seat) saveSeat(target, seat);
      navigate(tablePath(target));
    }
  }, [rematchId, session, seat]);

  // An action answers the view on screen: it carries that view's decision id.
  const decisionId = update?.decisionId ?? null;
  const { act: sessionAct } = session;
  const { since, moved } = useSinceLastMove(
    tableId,
    lines.length,
    table?.kind === 'turn-based' && update?.seat != null,
  );
  const act = useCallback(
    async (action: Record<string, unknown>) => {
      const res = await sessionAct(action, decisionId);
      if (res.ok) moved();
      return res;
    },
    [sessionAct, decisionId, moved],
  );

  const status = update && client ? client.status(update.view, t) : null;
  // The header and the window's title name this table's game, and where it stands.
  const game = table?.settings.game ?? null;
  const gameName = game ? t(`game-${game}`) : '';
  const statusText = status ? `${t('turn-number', { turn: status.turn })} · ${status.step}` : null;
  const playing = table?.status !== 'waiting' && update?.view != null;
  usePublishBrand(
    game,
    !game
      ? null
      : playing && statusText
        ? t('title-table', { game: gameName, status: statusText })
        : t('waiting-title', { game: gameName }),
  );

  // A private game in play is its seats' alone (the server refuses or lets go any other page):
  // say so, in the reader's language, instead of "Connecting…" or an empty waiting room. It
  // stays said: the refusal that told us fades like any problem.
  const refused = session.problem?.in === 'hello' && session.problem.code === 'forbidden';
  const [shutOut, setShutOut] = useState(false);
  const privateInPlay =
    table !== null && table.status !== 'waiting' && table.settings.visibility === 'private';
  useEffect(() => {
    if ((refused && !table) || (privateInPlay && !seat)) setShutOut(true);
  }, [refused, table, privateInPlay, seat]);

  if (session.outdated !== null) return <NewVersionPrompt message={session.outdated} />;

  if (shutOut) {
    return (
      <main className="page-message">
        <h1 className="page-message-title">{t('private-table-title')}</h1>
        <p>{t('private-table-hint')}</p>
        <p>
          <a className="btn" href="/">
            {t('btn-lobby')}
          </a>
        </p>
      </main>
    );
  }

  if (!table) {
    return (
      <main className="page-message">
        <h1 className="page-message-title">
          {session.problem?.code === 'unknown-table' ? t('table-unknown') : t('connecting')}
        </h1>
        {session.problem && <p className="problem">{session.problem.message}</p>}
      </main>
    );
  }
  if (!client)
    return (
      <main className="page-message">
        <h1 className="page-message-title">{t('game-unsupported', { game: table.settings.game })}</h1>
      </main>
    );

  const banner = session.reconnecting && (
    <div className="banner" role="status">
      {t('reconnecting')}
    </div>
  );
  const live = (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {spoken}
    </div>
  );

  if (table.status === 'waiting' || !update || update.view == null) {
    return (
      <main className="waiting-page">
        {banner}
        <Suspense fallback={<p className="page-message">{t('loading')}</p>}>
          <WaitingRoom
            table={table}
            seat={seat}
            names={names}
            onSeated={(s) => {
              saveSeat(tableId, s);
              setSeat(s);
            }}
          />
        </Suspense>
        {live}
      </main>
    );
  }

  const Table = client.Table;
  return (
    <main className="table-page">
      {/* The page's heading for screen readers and outlines; the header shows the game's name. */}
      <h1 className="visually-hidden">{t('table-heading', { game: gameName })}</h1>
      {banner}
      <HeaderStatus status={status} />
      <div className="table-area">
        {update.clocks?.length ? (
          <Suspense fallback={null}>
            <SeatClocks
              clocks={update.clocks}
              names={names}
              me={update.seat}
              now={() => Date.now() + session.skew}
              onSkip={update.seat !== null && update.status !== 'over' ? session.skipSeat : undefined}
            />
          </Suspense>
        ) : null}
        {since !== null && (
          <p className="since-banner" role="status">
            {t('tb-since-count', { count: lines.length - since })}
          </p>
        )}
        {/* Asked ahead on a turn-based table: its player is rarely there when a card is played. */}
        {client.reactionWindows && table.kind === 'turn-based' && update.orders && (
          <Suspense fallback={null}>
            <OrdersPanel orders={update.orders} onChange={session.setOrders} />
          </Suspense>
        )}
        <EndOfGameContext
          value={{
            table,
            names,
            me: update.seat,
            events: session.events,
            view: update.view,
            ...(ratings ? { ratingChanges: ratings } : {}),
          }}
        >
          <Suspense fallback={<p className="page-message">{t('loading')}</p>}>
            <Table
              table={table}
              update={update}
              names={names}
              now={() => Date.now() + session.skew}
              act={act}
              announce={announce}
              onRematch={goRematch}
              onLobby={() => navigate('/')}
              setAutoPass={session.setAutoPass}
              setAnswerOwnCards={session.setAnswerOwnCards}
            />
          </Suspense>
        </EndOfGameContext>
      </div>
      <TableSide
        log={<LogPanel lines={lines} table={table} CardPreview={client.CardPreview} since={since} />}
        table={table}
        socket={session.socket}
        connected={session.connected}
        names={names}
        me={update.seat}
        spectators={session.presence?.spectators ?? 0}
      />
      {session.problem && session.problem.in !== 'hello' && (
        <div className="toast" role="alert">
          {session.problem.message}
          <button type="button" className="btn btn-small" onClick={session.clearProblem}>
            {t('close')}
          </button>
        </div>
      )}
      {live}
    </main>
  );
}
