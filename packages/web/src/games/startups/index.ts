/** Startups' entry in the client's game registry. */

import type { StartupsEvent, StartupsView } from '@nobid/startups';
import { createElement, lazy, Suspense } from 'react';
import type { GameClient } from '../../table/registry.ts';
import { logLine, logLines } from './log.ts';
import { turnOf } from './StatusStrip.tsx';

// The log's hover preview loads with its card component, so a No Bid table (which has the
// registry, and so this entry) carries no Startups card code (bench: page weights).
const CompanyPreview = lazy(() =>
  import('./CompanyCard.tsx').then((m) => ({
    default: ({ card }: { card: number }) => createElement(m.CompanyStatic, { company: card }),
  })),
);

export const startupsClient: GameClient = {
  // Its own chunk: a No Bid table never loads it (bench: page weights).
  Table: lazy(() => import('./StartupsTable.tsx').then((m) => ({ default: m.StartupsTable }))),
  logLine: (event, names, t, _table, _locale, me = null) => logLine(event as StartupsEvent, names, t, me),
  logLines(events, names, t, _table, _locale, view, me) {
    const v = view as StartupsView | null;
    return logLines(events as StartupsEvent[], names, t, v ? { turn: v.turn, active: v.active } : null, me);
  },
  // Its own Suspense: a preview still loading must not blank the table around it.
  CardPreview: ({ card }) =>
    createElement(Suspense, { fallback: null }, createElement(CompanyPreview, { card })),
  status(view, t) {
    const v = view as StartupsView | null;
    if (!v) return null;
    return { turn: turnOf(v), step: v.phase === 'over' ? t('game-over') : t(`su-step-${v.phase}`) };
  },
};
