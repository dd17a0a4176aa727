/**
 * Static rendering for tests: a React tree inside the app's localisation, as markup, and a game's
 * table with the props its page passes (callbacks that do nothing). Imported by tests only.
 */
import { LocalizationProvider } from '@fluent/react';
import type { TableInfo, ViewUpdate } from '@nobid/protocol';
import { type ComponentProps, type ComponentType, createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { type Locale, localizationFor } from '../i18n/i18n.ts';
import type { GameTableProps } from '../table/game-props.ts';

export function markupIn(node: ReactNode, locale: Locale = 'en'): string {
  // The provider's props type wants `children` among the props; here they are the third argument.
  const provider = { l10n: localizationFor(locale) } as ComponentProps<typeof LocalizationProvider>;
  return renderToStaticMarkup(createElement(LocalizationProvider, provider, node));
}

/** `markupIn`, once every lazy part under `node` has loaded (a static render shows their fallbacks). */
export async function settledMarkupIn(node: ReactNode, locale: Locale = 'en'): Promise<string> {
  const provider = { l10n: localizationFor(locale) } as ComponentProps<typeof LocalizationProvider>;
  const { prelude } = await prerenderToNodeStream(createElement(LocalizationProvider, provider, node));
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

export function tableMarkup(
  Table: ComponentType<GameTableProps>,
  table: TableInfo,
  update: ViewUpdate,
  names: readonly string[],
  locale: Locale = 'en',
): string {
  const props: GameTableProps = {
    table,
    update,
    names,
    now: () => 0,
    act: async () => ({ ok: true, value: { cursor: 2 } }),
    announce: () => {},
    onRematch: () => {},
    onLobby: () => {},
    setAutoPass: () => {},
  };
  return markupIn(createElement(Table, props), locale);
}
