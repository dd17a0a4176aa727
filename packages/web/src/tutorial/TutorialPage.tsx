/**
 * A tutorial, `/tutorial/:game`: the game's real table component, fed by the tutorial's local
 * driver instead of the server (`use-tutorial.ts`, `view-update.ts`), with the coach beside it
 * and the game's own log under the coach.
 */
import type { TableInfo } from '@nobid/protocol';
import { type ReactNode, Suspense, use, useCallback, useMemo, useState } from 'react';
import { useLocale, useT } from '../i18n/i18n.ts';
import { navigate } from '../router.ts';
import { usePublishBrand } from '../table/brand.ts';
import type { LogEntry } from '../table/game-props.ts';
import { LogPanel } from '../table/LogPanel.tsx';
import { useGameClient } from '../table/registry.ts';
import { seatName } from '../table/TablePage.tsx';
import { Coach } from './Coach.tsx';
import { lessonTexts } from './lesson-texts.ts';
import { TUTORIALS, type TutorialGame, tutorialSettings } from './tutorials.ts';
import { useTutorial } from './use-tutorial.ts';
import { learnerUpdate } from './view-update.ts';
import './tutorial.css';
import { HeaderStatus } from '../table/HeaderStatus.tsx';

const NOTHING = () => undefined;

export function TutorialPage({ game }: { readonly game: TutorialGame }): ReactNode {
  const t = useT();
  const locale = useLocale();
  const lt = use(lessonTexts(locale));
  const tutorial = TUTORIALS[game];
  const { file, scenarios } = tutorial;
  const client = useGameClient(game)!;
  const walk = useTutorial(tutorial);
  const { state } = walk;
  const [spoken, setSpoken] = useState('');
  const announce = useCallback((text: string) => setSpoken(text), []);

  const table: TableInfo = useMemo(
    () => ({
      id: `tutorial-${game}`,
      settings: tutorialSettings(file, locale),
      edition: null,
      status: 'playing',
      seats: Array.from({ length: file.players }, (_, seat) =>
        seat === file.learner
          ? { seat, kind: 'human', name: null, taken: true, connected: true, autoplay: false }
          : { seat, kind: 'bot', level: 'easy', name: null, taken: true, connected: true, autoplay: false },
      ),
      invitePath: '',
      createdAt: 0,
      outcome: null,
      rematchId: null,
    }),
    [game, file, locale],
  );
  // Named as at a real table ("Bot 2 (easy)"); the learner by the tutorial's own name.
  const names = useMemo(
    () => table.seats.map((s) => seatName(s.kind === 'human' ? { ...s, name: lt('tut-you-name') } : s, t)),
    [table, t, lt],
  );
  const update = useMemo(
    () =>
      learnerUpdate(scenarios.game, table, file.learner, state.position, state.cursor, state.phase !== 'ask'),
    [scenarios, table, file, state.position, state.cursor, state.phase],
  );
  const lines = useMemo(() => {
    if (client.logLines)
      return client.logLines(update.events, names, t, table, locale, update.view, file.learner);
    return update.events
      .map((e) => client.logLine(e, names, t, table, locale))
      .filter((l): l is LogEntry => l !== null);
  }, [client, update, names, t, table, locale, file]);

  const gameName = t(`game-${game}`);
  usePublishBrand(game, lt('tut-title', { game: gameName }));
  const status = client.status(update.view, t);
  const Table = client.Table;
  return (
    <main className="table-page tutorial-page" data-tutorial={game}>
      <h1 className="visually-hidden">{lt('tut-heading', { game: gameName })}</h1>
      <HeaderStatus status={status} />
      <Coach
        lt={lt}
        game={game}
        lesson={state.lesson}
        total={file.lessons.length}
        prompt={state.phase === 'done' ? file.finish : file.lessons[state.lesson]!.prompt}
        phase={state.phase}
        hint={state.hint}
        onNext={walk.next}
        onBack={walk.back}
        onRestart={walk.restart}
      />
      <div className="table-area">
        <Suspense fallback={<p className="page-message">{t('loading')}</p>}>
          <Table
            table={table}
            update={update}
            names={names}
            now={Date.now}
            act={walk.act}
            announce={announce}
            onRematch={walk.restart}
            onLobby={() => navigate('/')}
            setAutoPass={NOTHING}
          />
        </Suspense>
      </div>
      <div className="tutorial-log">
        <LogPanel lines={lines} table={table} CardPreview={client.CardPreview} />
      </div>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {spoken}
      </div>
    </main>
  );
}
