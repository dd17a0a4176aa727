/**
 * The account forms as markup (server-rendered, no browser): every field labelled by its own
 * label, required, with the autocomplete a password manager needs, and the password hint where
 * a new password is chosen, in the sign-in panel and the settings alike.
 */
import { LocalizationProvider } from '@fluent/react';
import type { AccountInfo } from '@nobid/protocol';
import { type ComponentProps, createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { localizationFor } from '../i18n/i18n.ts';
import { AccountSettings } from './AccountSettings.tsx';
import { SignInForms } from './SignInForms.tsx';

function html(element: ReactElement): string {
  const provider = { l10n: localizationFor('en') } as ComponentProps<typeof LocalizationProvider>;
  return renderToStaticMarkup(createElement(LocalizationProvider, provider, element));
}

/** Each field: its label's target, and the input's attributes that matter. */
function fields(markup: string) {
  return [
    ...markup.matchAll(
      /<div class="field"><label for="([^"]+)">[^<]*<\/label><input ([^>]*)>(<small[^>]*>)?/g,
    ),
  ].map(([, labelFor, attrs, hint]) => ({
    labelFor,
    id: /id="([^"]+)"/.exec(attrs!)?.[1],
    type: /type="([^"]+)"/.exec(attrs!)?.[1] ?? 'text',
    autoComplete: /autoComplete="([^"]+)"/i.exec(attrs!)?.[1],
    required: /required=""/.test(attrs!),
    hint: hint !== undefined,
  }));
}

it('signs in with a labelled name and a current password, no hint', () => {
  const got = fields(html(createElement(SignInForms, { onSignedIn: () => {}, onSignedUp: () => {} })));
  expect(got).toEqual([
    {
      labelFor: 'acct-name',
      id: 'acct-name',
      type: 'text',
      autoComplete: 'username',
      required: true,
      hint: false,
    },
    {
      labelFor: 'acct-password',
      id: 'acct-password',
      type: 'password',
      autoComplete: 'current-password',
      required: true,
      hint: false,
    },
  ]);
});

it('changes the password (current, new with its hint) and deletes with the password', () => {
  const user = { id: 'u1', name: 'Ann' } as AccountInfo;
  const got = fields(html(createElement(AccountSettings, { user, onSignedOut: () => {} })));
  expect(got.map((f) => [f.labelFor === f.id && f.id, f.type, f.autoComplete, f.required, f.hint])).toEqual([
    ['acct-current', 'password', 'current-password', true, false],
    ['acct-next', 'password', 'new-password', true, true],
    ['acct-delete-password', 'password', 'current-password', true, false],
  ]);
});
