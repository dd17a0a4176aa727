/** No Bid's entry in the client's game registry. */
import { createElement } from 'react';
import type { NobidEvent, NobidView } from '../../../../nobid/src/types.ts';
import type { GameClient } from '../../table/registry.ts';
import { CardStatic } from './CardFace.tsx';
import { cardDefOf } from './cards.ts';
import { logLine } from './log.ts';
import { NobidTable } from './NobidTable.tsx';
import { currentStep } from './StatusStrip.tsx';

export const nobidClient: GameClient = {
  Table: NobidTable,
  logLine: (event, names, t) => logLine(event as NobidEvent, names, t),
  CardPreview: ({ card }) => createElement(CardStatic, { def: cardDefOf(card) }),
  status(view, t) {
    const v = view as NobidView | null;
    return v ? { turn: v.turn, step: t(`step-${currentStep(v)}`) } : null;
  },
};
