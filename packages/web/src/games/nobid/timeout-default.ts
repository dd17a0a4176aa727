/**
 * The rules' own timed-out discard (`@nobid/nobid/timeout`), loaded after the table shows: it
 * brings the heuristic's card values (about 2.5 KB brotli), which only a discard prompt needs, so
 * the table's first load stays within its page-weight budget.
 */
import { useEffect, useState } from 'react';

type TimeoutModule = typeof import('@nobid/nobid/timeout');

let loaded: TimeoutModule | null = null;
let loading: Promise<TimeoutModule> | null = null;

/** Loads the module once; tests await it before rendering markup (effects do not run there). */
export function loadTimeoutDefault(): Promise<TimeoutModule> {
  loading ??= import('@nobid/nobid/timeout').then((m) => {
    loaded = m;
    return m;
  });
  return loading;
}

/** The module once loaded (null until then): asked for as soon as a table renders its prompts. */
export function useTimeoutDefault(): TimeoutModule | null {
  const [mod, setMod] = useState(loaded);
  useEffect(() => {
    if (mod) return;
    let live = true;
    void loadTimeoutDefault().then((m) => {
      if (live) setMod(m);
    });
    return () => {
      live = false;
    };
  }, [mod]);
  return mod;
}
