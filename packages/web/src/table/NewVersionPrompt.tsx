/**
 * Shown instead of a table when the server speaks another protocol than this page (a new version
 * was deployed while the page was open): the page could only misread what it is sent, so it
 * offers a reload, which fetches the new client.
 */
import type { ReactNode } from 'react';
import { type Translate, useT } from '../i18n/i18n.ts';

/** A message in the UI language, or `fallback` while a translation file lacks it. */
const textOr = (t: Translate, id: string, fallback: string) => {
  const text = t(id);
  return text === id ? fallback : text;
};

export function NewVersionPrompt({ message }: { message: string }): ReactNode {
  const t = useT();
  return (
    <main className="page-message" role="alert">
      <h1 className="page-message-title">{textOr(t, 'new-version-available', message)}</h1>
      <button type="button" className="btn" onClick={() => window.location.reload()}>
        {textOr(t, 'reload-page', 'Reload')}
      </button>
    </main>
  );
}
