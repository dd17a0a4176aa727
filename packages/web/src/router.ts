/**
 * A tiny path router over the History API: `/` (lobby), `/t/:id` (a table, the invite link),
 * `/rules` (rulebook and card gallery), `/lab` (the designer's lab), `/tutorial/:game` (a first game). The server answers every such path with index.html.
 */
import { useEffect, useState } from 'react';

export type Route =
  | { readonly page: 'lobby' }
  | { readonly page: 'table'; readonly tableId: string }
  | { readonly page: 'rules' }
  | { readonly page: 'lab' }
  | { readonly page: 'replay'; readonly tableId: string }
  | { readonly page: 'admin-chat' }
  | { readonly page: 'account' }
  | { readonly page: 'my-games' }
  | { readonly page: 'friends' }
  | { readonly page: 'profile'; readonly name: string }
  | { readonly page: 'leaderboard'; readonly game: string }
  | { readonly page: 'imprint' }
  | { readonly page: 'privacy' }
  | { readonly page: 'tutorial'; readonly game: 'nobid' | 'startups' };

export function parseRoute(path: string): Route {
  const table = /^\/t\/([A-Za-z0-9_-]+)\/?$/.exec(path);
  if (table) return { page: 'table', tableId: table[1]! };
  if (/^\/rules\/?$/.test(path)) return { page: 'rules' };
  if (/^\/lab\/?$/.test(path)) return { page: 'lab' };
  if (/^\/imprint\/?$/.test(path)) return { page: 'imprint' };
  if (/^\/privacy\/?$/.test(path)) return { page: 'privacy' };
  const tutorial = /^\/tutorial\/(nobid|startups)\/?$/.exec(path);
  if (tutorial) return { page: 'tutorial', game: tutorial[1] as 'nobid' | 'startups' };
  const replay = /^\/replay\/([A-Za-z0-9_-]+)\/?$/.exec(path);
  if (replay) return { page: 'replay', tableId: replay[1]! };
  if (/^\/admin\/chat\/?$/.test(path)) return { page: 'admin-chat' };
  if (/^\/account\/?$/.test(path)) return { page: 'account' };
  if (/^\/my-games\/?$/.test(path)) return { page: 'my-games' };
  if (/^\/friends\/?$/.test(path)) return { page: 'friends' };
  const profile = /^\/players\/([^/]+)\/?$/.exec(path);
  if (profile) {
    try {
      return { page: 'profile', name: decodeURIComponent(profile[1]!) };
    } catch {
      return { page: 'lobby' };
    }
  }
  const board = /^\/leaderboard(?:\/(nobid|startups))?\/?$/.exec(path);
  if (board) return { page: 'leaderboard', game: board[1] ?? 'nobid' };
  return { page: 'lobby' };
}

export const tablePath = (tableId: string): string => `/t/${tableId}`;

/** A game's tutorial; the page itself loads on demand (pages.ts). */
export const tutorialPath = (game: string): string => `/tutorial/${game}`;

export function navigate(path: string): void {
  if (location.pathname === path) return;
  history.pushState(null, '', path);
  dispatchEvent(new PopStateEvent('popstate'));
}

export function useRoute(): Route {
  const [path, setPath] = useState(() => location.pathname);
  useEffect(() => {
    const onPop = () => setPath(location.pathname);
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  return parseRoute(path);
}
