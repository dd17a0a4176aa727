/** Startups' entry in the client's game registry. */

import type { StartupsEvent, StartupsView } from '@nobid/startups';
import { createElement, lazy } from 'react';
import type { GameClient } from '../../table/registry.ts';
import { CompanyStatic } from './CompanyCard.tsx';
import { logLine, logLines } from './log.ts';
import { turnOf } from './StatusStrip.tsx';

export const startupsClient: GameClient = {
  // Its own chunk: a No Bid table never loads it (bench: page weights).
  Table: lazy(() => import('./StartupsTable.tsx').then((m) => ({ default: m.StartupsTable }))),
  logLine: (event, names, t, _table, _locale, me = null) => logLine(event as StartupsEvent, names, t, me),
  logLines(events, names, t, _table, _locale, view, me) {
    const v = view as StartupsView | null;
    return logLines(events as StartupsEvent[], names, t, v ? { turn: v.turn, active: v.active } : null, me);
  },
  CardPreview: ({ card }) => createElement(CompanyStatic, { company: card }),
  status(view, t) {
    const v = view as StartupsView | null;
    if (!v) return null;
    return { turn: turnOf(v), step: v.phase === 'over' ? t('game-over') : t(`su-step-${v.phase}`) };
  },
};
