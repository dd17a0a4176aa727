/** No Bid's entry in the client's game registry. The table itself loads on demand. */

import type { NobidEvent, NobidView } from '@nobid/nobid';
import { createElement, lazy } from 'react';
import type { GameClient } from '../../table/registry.ts';
import { CardStatic } from './CardFace.tsx';
import { cardDefOf } from './cards.ts';
import { logLine } from './log.ts';
import { currentStep } from './steps.ts';

export const nobidClient: GameClient = {
  Table: lazy(() => import('./NobidTable.tsx').then((m) => ({ default: m.NobidTable }))),
  logLine: (event, names, t) => logLine(event as NobidEvent, names, t),
  CardPreview: ({ card }) => createElement(CardStatic, { def: cardDefOf(card) }),
  status(view, t) {
    const v = view as NobidView | null;
    return v ? { turn: v.turn, step: t(`step-${currentStep(v)}`) } : null;
  },
};
