/**
 * Which game the page is about, for the header's name and the window's title: a table page
 * publishes its game (and a title saying where the game stands); every other page leaves it
 * empty and the header names the site. A tiny store, not a context, so that the header (drawn
 * by the app shell above every page) needs nothing from the shell to read it.
 */
import { useEffect, useSyncExternalStore } from 'react';

export interface Brand {
  /** The server's game name (`nobid`, `startups`), or null off a table. */
  readonly game: string | null;
  /** The window's whole title while a table is open ("Startups · Turn 3 · Take"). */
  readonly title: string | null;
}

const NONE: Brand = { game: null, title: null };
let current: Brand = NONE;
const listeners = new Set<() => void>();

function publish(next: Brand): void {
  if (next.game === current.game && next.title === current.title) return;
  current = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useBrand = (): Brand =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => NONE,
  );

/** Names `game` (with `title`) while the calling page is shown. */
export function usePublishBrand(game: string | null, title: string | null): void {
  useEffect(() => publish({ game, title }), [game, title]);
  useEffect(() => () => publish(NONE), []);
}
