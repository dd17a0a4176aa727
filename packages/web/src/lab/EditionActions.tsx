/**
 * What the lab does with its edition as a file: load one (checked, every problem listed), go
 * back to the default, download the edited one, and open a table that plays it.
 */
import type { Edition } from '@nobid/nobid/cards';
import { type ReactNode, useState } from 'react';
import { type Locale, useLocale, useT } from '../i18n/i18n.ts';
import { ApiFailure, api } from '../net/api.ts';
import { loadName, saveSeat } from '../net/storage.ts';
import { navigate, tablePath } from '../router.ts';
import { editionFileName, editionFileText } from './edition-draft.ts';

function download(edition: Edition): void {
  const url = URL.createObjectURL(new Blob([editionFileText(edition)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = editionFileName(edition);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A private table: you in the first seat, medium bots in the others, the edition uploaded whole. */
async function createTable(edition: Edition, players: number, locale: Locale, name: string): Promise<string> {
  const res = await api.createTable({
    name,
    settings: {
      game: 'nobid',
      seats: [
        { kind: 'human' },
        ...Array.from({ length: players - 1 }, () => ({ kind: 'bot', level: 'medium' }) as const),
      ],
      language: locale,
      visibility: 'private',
      options: { edition },
    },
  });
  if (res.seat !== undefined && res.seatToken)
    saveSeat(res.table.id, { seat: res.seat, token: res.seatToken });
  return res.table.id;
}

export function EditionActions({
  edition,
  players,
  onFile,
  onReset,
}: {
  /** The checked edition, or null while the draft has problems. */
  edition: Edition | null;
  players: number;
  onFile: (text: string) => void;
  onReset: () => void;
}): ReactNode {
  const t = useT();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = async () => {
    if (!edition) return;
    setBusy(true);
    setError(null);
    try {
      navigate(tablePath(await createTable(edition, players, locale, loadName() || t('lab-host'))));
    } catch (err) {
      // The server's own words: a refused upload lists its problems, one a line.
      setError(err instanceof ApiFailure ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="lab-actions">
      <label className="btn lab-file">
        {t('lab-load')}
        <input
          type="file"
          accept="application/json,.json"
          onChange={async (e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) onFile(await file.text());
          }}
        />
      </label>
      <button type="button" className="btn" onClick={onReset}>
        {t('lab-reset')}
      </button>
      <button type="button" className="btn" disabled={!edition} onClick={() => edition && download(edition)}>
        {t('lab-download')}
      </button>
      <button
        type="button"
        className="btn btn-primary"
        disabled={!edition || busy}
        onClick={() => void create()}
      >
        {t('lab-create', { players })}
      </button>
      {error ? (
        <div className="problem" role="alert">
          <p>{t('lab-create-refused')}</p>
          <pre className="lab-server-error">{error}</pre>
        </div>
      ) : null}
    </div>
  );
}
