/**
 * The designer's lab (`/lab`): load an edition file or edit the default's numbers, see the
 * press's card faces and rulebook follow at once, run a quick simulation in the browser's
 * workers, then download the edition or open a table with it.
 */

import {
  DEFAULT_EDITION,
  type Edition,
  type EditionProblem,
  editionIdentity,
  editionLabel,
} from '@nobid/nobid/cards';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useLocale, useT } from '../i18n/i18n.ts';
import { RulebookBlocks } from '../rules/RulebookBlocks.tsx';
import { TabBar } from '../table/TabBar.tsx';
import { EditionActions } from './EditionActions.tsx';
import { EditionForm, entryName } from './EditionForm.tsx';
import { checkDraft, readEditionFile } from './edition-draft.ts';
import { LabFaces } from './LabFaces.tsx';
import { LabSim } from './LabSim.tsx';
import { type LabPrint, printEdition } from './lab-press.ts';
import './lab.css';

type Tab = 'cards' | 'rulebook' | 'sim';

export function LabPage(): ReactNode {
  const t = useT();
  const locale = useLocale();
  const [draft, setDraft] = useState<Edition>(DEFAULT_EDITION);
  const [fileProblems, setFileProblems] = useState<readonly EditionProblem[]>([]);
  const [tab, setTab] = useState<Tab>('cards');
  const [players, setPlayers] = useState(4);
  const check = useMemo(() => checkDraft(draft), [draft]);
  // The previews follow the last edition that passes the check; problems are listed meanwhile.
  const [good, setGood] = useState<Edition>(DEFAULT_EDITION);
  if (check.ok && check.edition !== good) setGood(check.edition);
  const edition = check.ok ? check.edition : good;

  const print = useMemo((): { ok: true; print: LabPrint } | { ok: false; message: string } => {
    try {
      return { ok: true, print: printEdition(edition, locale) };
    } catch (err) {
      return { ok: false, message: err instanceof Error ? err.message : String(err) };
    }
  }, [edition, locale]);

  const nameOf = useCallback(
    (kind: string) => {
      const card = edition.cards.find((c) => c.kind === kind);
      return card ? entryName(card, t, locale) : kind;
    },
    [edition, t, locale],
  );

  const load = (text: string) => {
    const loaded = readEditionFile(text);
    if (loaded.ok) {
      setDraft(loaded.edition);
      setFileProblems([]);
      setPlayers((n) => Math.min(loaded.edition.players.max, Math.max(loaded.edition.players.min, n)));
    } else setFileProblems(loaded.problems);
  };
  const problems = check.ok ? [] : check.problems;
  const id = editionIdentity(edition);

  return (
    <main className="lab-page">
      <header className="lab-header">
        <h1>{t('lab-title')}</h1>
        <p>{t('lab-about')}</p>
        <p className="lab-identity" data-testid="lab-identity">
          {t('lab-edition', { edition: editionLabel(id) })}
        </p>
      </header>
      <EditionActions
        edition={check.ok ? check.edition : null}
        players={players}
        onFile={load}
        onReset={() => {
          setDraft(DEFAULT_EDITION);
          setFileProblems([]);
        }}
      />
      {fileProblems.length ? <Problems heading={t('lab-file-refused')} problems={fileProblems} /> : null}
      {problems.length ? <Problems heading={t('lab-draft-problems')} problems={problems} /> : null}
      <div className="lab-columns">
        <EditionForm draft={draft} onChange={setDraft} />
        <div className="lab-preview">
          <TabBar
            className="lab-tabs"
            label={t('lab-title')}
            ids={['cards', 'rulebook', 'sim'] as const}
            current={tab}
            title={(id) => t(`lab-tab-${id}`)}
            onSelect={setTab}
          />
          {!print.ok && tab !== 'sim' ? (
            <Problems heading={t('lab-print-failed')} problems={[{ path: '', message: print.message }]} />
          ) : null}
          {print.ok && tab === 'cards' ? (
            <LabFaces faces={print.print.faces} backs={print.print.backs} nameOf={nameOf} />
          ) : null}
          {print.ok && tab === 'rulebook' ? (
            <article className="rules-text lab-rulebook">
              <RulebookBlocks blocks={print.print.rulebook} top={2} />
            </article>
          ) : null}
          {/* Kept mounted: a run goes on (and its report stays) while the designer looks at the cards. */}
          <div hidden={tab !== 'sim'}>
            <LabSim
              edition={check.ok ? check.edition : null}
              players={players}
              onPlayers={setPlayers}
              nameOf={nameOf}
            />
          </div>
        </div>
      </div>
    </main>
  );
}

function Problems({
  heading,
  problems,
}: {
  heading: string;
  problems: readonly EditionProblem[];
}): ReactNode {
  return (
    <div className="problem" role="alert">
      <p>{heading}</p>
      <ul className="problem-lines">
        {problems.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the problems are the check's, in order.
          <li key={i}>
            {/* React escapes the text: a path or message from a file is shown, never parsed. */}
            <code>{p.path || '(file)'}</code>: {p.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
