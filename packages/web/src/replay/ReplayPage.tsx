/**
 * The replay viewer, `/replay/:tableId`: a finished game step by step, drawn by the game's own
 * table component from the view this viewer had at each step (the server built them; nothing
 * here can show more). The viewer picks a seat it held or the spectator's view; after the end,
 * "reveal all" shows every final hand, at any step; at its own decisions it may ask the hard bot.
 */
import type { ApiError, ReplayResponse, ViewUpdate } from '@nobid/protocol';
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ReplayChat } from '../chat/ReplayChat.tsx';
import { useLocale, useT, useTexts } from '../i18n/i18n.ts';
import { EndOfGameContext } from '../results/end-of-game.ts';
import { navigate } from '../router.ts';
import { usePublishBrand } from '../table/brand.ts';
import type { LogEntry } from '../table/game-props.ts';
import { LogPanel } from '../table/LogPanel.tsx';
import { useGameClient } from '../table/registry.ts';
import { AnalysisPanel } from './analysis/AnalysisPanel.tsx';
import { ReplayBar } from './ReplayBar.tsx';
import { RevealHands } from './RevealHands.tsx';
import { fetchReplay } from './replay-api.ts';
import { seatName } from './seat-names.ts';
import './replay.css';

type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly error: ApiError }
  | { readonly kind: 'ready'; readonly replay: ReplayResponse };

export type ViewerChoice = number | 'spectator';

/** A replay never acts: the table's controls show what was offered, and a click does nothing. */
const NO_ACT = () =>
  Promise.resolve({ ok: false, error: { code: 'not-your-decision', message: 'a replay' } } as const);
const NOTHING = () => undefined;

export function ReplayPage({ tableId }: { readonly tableId: string }): ReactNode {
  const t = useT();
  const locale = useLocale();
  const share = useMemo(() => new URLSearchParams(location.search).get('share'), []);
  const [viewer, setViewer] = useState<ViewerChoice | null>(null);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [reveal, setReveal] = useState(false);
  /** The turn on screen, kept when the viewer changes seat (the steps differ per seat). */
  const turnRef = useRef<number | null>(null);

  const replay = loaded.kind === 'ready' ? loaded.replay : null;
  const client = useGameClient(replay ? replay.table.settings.game : null);
  // Its own texts, and its game's cards or companies before the log or the table names one.
  useTexts(replay ? ['replay', replay.table.settings.game] : ['replay']);
  const turns = useMemo(
    () => (replay && client ? replay.steps.map((s) => client.status(s.view, t)?.turn ?? 0) : []),
    [replay, client, t],
  );

  useEffect(() => {
    let live = true;
    fetchReplay(tableId, viewer, share).then((res) => {
      if (!live) return;
      if (!res.ok) return setLoaded({ kind: 'failed', error: res.error });
      setLoaded({ kind: 'ready', replay: res.value });
    });
    return () => {
      live = false;
    };
  }, [tableId, viewer, share]);

  // A new replay (another seat's) opens at the turn that was on screen.
  useEffect(() => {
    if (!replay || !client) return;
    const want = turnRef.current;
    if (want === null) return setIndex(0);
    const at = replay.steps.findIndex((s) => (client.status(s.view, t)?.turn ?? 0) >= want);
    setIndex(at < 0 ? replay.steps.length - 1 : at);
  }, [replay, client, t]);

  const last = replay ? replay.steps.length - 1 : 0;
  const go = useCallback((i: number) => setIndex(Math.max(0, Math.min(last, i))), [last]);
  useEffect(() => {
    turnRef.current = turns[index] ?? null;
  }, [turns, index]);

  // Playing moves one step at a time at the chosen speed, and stops at the end.
  useEffect(() => {
    if (!playing) return;
    if (index >= last) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setIndex((i) => Math.min(last, i + 1)), 1200 / speed);
    return () => clearTimeout(timer);
  }, [playing, index, last, speed]);

  const names = useMemo(() => (replay ? replay.table.seats.map((s) => seatName(s, t)) : []), [replay, t]);
  const events = useMemo(
    () => (replay ? replay.steps.slice(0, index + 1).flatMap((s) => s.events) : []),
    [replay, index],
  );
  const lines = useMemo(() => {
    if (!replay || !client) return [];
    // The log as the table showed it to this seat ("you"), or to a spectator; the first step's
    // view says who began.
    if (client.logLines)
      return client.logLines(
        events,
        names,
        t,
        replay.table,
        locale,
        replay.steps[0]?.view ?? null,
        replay.seat,
      );
    return events
      .map((e) => client.logLine(e, names, t, replay.table, locale, replay.seat))
      .filter((l): l is LogEntry => l !== null);
  }, [replay, client, events, names, t, locale]);

  // Today's presence says nothing of a past turn: a replay shows nobody as away or autoplayed.
  const pastTable = useMemo(
    () =>
      replay && {
        ...replay.table,
        seats: replay.table.seats.map((s) => ({ ...s, connected: true, autoplay: false })),
      },
    [replay],
  );

  const gameName = replay ? t(`game-${replay.table.settings.game}`) : '';
  usePublishBrand(replay?.table.settings.game ?? null, replay ? t('replay-title', { game: gameName }) : null);

  if (loaded.kind === 'loading')
    return (
      <main className="page-message">
        <h1 className="page-message-title">{t('replay-loading')}</h1>
      </main>
    );
  if (loaded.kind === 'failed')
    return (
      <main className="page-message">
        <h1 className="page-message-title">
          {loaded.error.code === 'unknown-table' ? t('replay-unknown') : loaded.error.message}
        </h1>
        {loaded.error.code === 'unknown-table' && <p>{t('replay-unknown-hint')}</p>}
        <button type="button" className="btn" onClick={() => navigate('/')}>
          {t('btn-lobby')}
        </button>
      </main>
    );
  if (!replay || !client)
    return (
      <main className="page-message">
        <h1 className="page-message-title">
          {t('game-unsupported', { game: replay?.table.settings.game ?? '' })}
        </h1>
      </main>
    );

  const step = replay.steps[Math.min(index, last)]!;
  const atEnd = index === last;
  const update: ViewUpdate = {
    tableId: replay.table.id,
    // The viewer's cursor is exactly its step in this replay (a step where the live table sent it something).
    cursor: index,
    seat: replay.seat,
    status: atEnd ? 'over' : 'playing',
    view: step.view,
    events: step.events,
    fromCursor: Math.max(0, index - 1),
    // A replay never acts: no prompt, no reaction bar, no playable card, so that nothing on the
    // table looks live (what was offered is in the analysis panel and the log).
    decisions: [],
    decisionId: null,
    legal: [],
    waitingFor: step.waitingFor,
    window: null,
    orders: null,
    autoPass: false,
    answerOwnCards: false,
    outcome: atEnd ? replay.outcome : null,
    serverNow: 0,
  };
  const Table = client.Table;
  // The game is over: every final hand may be shown at any step, and the choice holds as one steps.
  const canReveal = replay.reveal.views.length > 0;
  const ownDecision = replay.seat !== null && step.decisions.length > 0 && step.legal.length > 1;
  return (
    <main className="replay-page">
      <h1 className="visually-hidden">{t('replay-heading', { game: gameName })}</h1>
      <ReplayBar
        index={index}
        last={last}
        turns={turns}
        onStep={go}
        playing={playing}
        onPlaying={setPlaying}
        speed={speed}
        onSpeed={setSpeed}
        seat={replay.seat}
        heldSeats={replay.heldSeats}
        names={names}
        onViewer={(v) => {
          setPlaying(false);
          setViewer(v);
        }}
        reveal={reveal}
        canReveal={canReveal}
        onReveal={setReveal}
        tableId={replay.table.id}
      />
      <div className="replay-analysis">
        {ownDecision && (
          <AnalysisPanel
            key={`${replay.seat}:${index}`}
            settings={replay.table.settings}
            step={step}
            seat={replay.seat!}
            names={names}
            seed={`${replay.table.id}:${replay.seat}:${index}`}
          />
        )}
        {canReveal && reveal && (
          <RevealHands settings={replay.table.settings} views={replay.reveal.views} names={names} />
        )}
        <ReplayChat chat={replay.chat} step={index} names={names} />
      </div>
      <div className="table-area replay-table">
        <Suspense fallback={<p className="page-message">{t('loading')}</p>}>
          <EndOfGameContext.Provider
            value={atEnd ? { table: replay.table, names, me: replay.seat, events, view: step.view } : null}
          >
            <Table
              table={pastTable ?? replay.table}
              update={update}
              names={names}
              now={Date.now}
              act={NO_ACT}
              announce={NOTHING}
              onRematch={NOTHING}
              onLobby={() => navigate('/')}
              setAutoPass={NOTHING}
            />
          </EndOfGameContext.Provider>
        </Suspense>
      </div>
      <LogPanel lines={lines} table={replay.table} CardPreview={client.CardPreview} />
    </main>
  );
}
