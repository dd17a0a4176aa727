/** The page a client built for an older protocol shows: a reload, never a table. */
import { LocalizationProvider } from '@fluent/react';
import { type ComponentProps, createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { localizationFor } from '../i18n/i18n.ts';
import { NewVersionPrompt } from './NewVersionPrompt.tsx';

function render(message: string): string {
  // The provider's props type wants `children` among the props; here they are the third argument.
  const provider = { l10n: localizationFor('en') } as ComponentProps<typeof LocalizationProvider>;
  const tree: ReactNode = createElement(
    LocalizationProvider,
    provider,
    createElement(NewVersionPrompt, { message }),
  );
  return renderToStaticMarkup(tree);
}

describe('the new-version prompt', () => {
  it('says a new version is available and offers a reload button', () => {
    const html = render('a new version of No Bid is available: reload the page');
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/new version/i);
    expect(html).toMatch(/<button[^>]*>[^<]*Reload[^<]*<\/button>/i);
  });
});
