/** Startups' entry in the client's game registry. */

import type { StartupsEvent, StartupsView } from '@nobid/startups';
import { createElement } from 'react';
import type { GameClient } from '../../table/registry.ts';
import { CompanyStatic } from './CompanyCard.tsx';
import { logLine } from './log.ts';
import { StartupsOptionsFields } from './OptionsFields.tsx';
import { StartupsTable } from './StartupsTable.tsx';
import { turnOf } from './StatusStrip.tsx';

export const startupsClient: GameClient = {
  Table: StartupsTable,
  logLine: (event, names, t) => logLine(event as StartupsEvent, names, t),
  CardPreview: ({ card }) => createElement(CompanyStatic, { company: card }),
  // Coins are hidden unless the table shows them (the design brief's table option).
  options: { initial: { showCoins: false }, Fields: StartupsOptionsFields },
  status(view, t) {
    const v = view as StartupsView | null;
    if (!v) return null;
    return { turn: turnOf(v), step: v.phase === 'over' ? t('game-over') : t(`su-step-${v.phase}`) };
  },
};
