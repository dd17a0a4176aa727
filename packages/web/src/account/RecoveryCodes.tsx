/** The recovery codes, shown once right after sign-up, with a way to keep them as a file. */
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.ts';

export function RecoveryCodes({
  name,
  codes,
  linkedSeats,
  onDone,
}: {
  readonly name: string;
  readonly codes: readonly string[];
  readonly linkedSeats: number;
  readonly onDone: () => void;
}): ReactNode {
  const t = useT();
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(`No Bid: ${name}\n\n${codes.join('\n')}\n`)}`;
  return (
    <section className="panel account-panel" aria-labelledby="codes-title">
      <h2 id="codes-title">{t('acct-codes-title')}</h2>
      <p>{t('acct-codes-text')}</p>
      <ol className="recovery-codes" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      {linkedSeats > 0 && <p>{t('acct-seats-linked', { count: linkedSeats })}</p>}
      <div className="account-actions">
        <a className="btn" href={file} download="nobid-recovery-codes.txt">
          {t('acct-codes-download')}
        </a>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          {t('acct-codes-done')}
        </button>
      </div>
    </section>
  );
}
