/** Startups' entry in the client's game registry. */

import type { StartupsEvent, StartupsView } from '@nobid/startups';
import { createElement, lazy } from 'react';
import type { GameClient } from '../../table/registry.ts';
import { CompanyStatic } from './CompanyCard.tsx';
import { logLine } from './log.ts';
import { turnOf } from './StatusStrip.tsx';

export const startupsClient: GameClient = {
  // Its own chunk: a No Bid table never loads it (bench: page weights).
  Table: lazy(() => import('./StartupsTable.tsx').then((m) => ({ default: m.StartupsTable }))),
  logLine: (event, names, t) => logLine(event as StartupsEvent, names, t),
  CardPreview: ({ card }) => createElement(CompanyStatic, { company: card }),
  status(view, t) {
    const v = view as StartupsView | null;
    if (!v) return null;
    return { turn: turnOf(v), step: v.phase === 'over' ? t('game-over') : t(`su-step-${v.phase}`) };
  },
};
