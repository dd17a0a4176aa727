/**
 * No Bid's entry in the client's game registry. The table and the log's card preview load on
 * demand (every table loads the registry, a Startups table too). Log lines and
 * the log's card preview read cards through the table's own card table (`table-cards.ts`).
 */

import type { NobidEvent } from '@nobid/nobid';
import { createElement, lazy, Suspense } from 'react';
import type { GameClient } from '../../table/registry.ts';
import { withEditionTexts } from './edition-texts.ts';
import { logLine } from './log.ts';
import { logLines } from './log-lines.ts';
import { currentStep } from './steps.ts';
import { tableCards } from './table-cards.ts';
import type { WireView } from './wire-view.ts';

const CardPreview = lazy(() => import('./CardPreview.tsx').then((m) => ({ default: m.CardPreview })));

export const nobidClient: GameClient = {
  reactionWindows: true,
  Table: lazy(() => import('./NobidTable.tsx').then((m) => ({ default: m.NobidTable }))),
  logLine(event, names, t, table, locale, me = null) {
    const at = tableCards(table.settings);
    // The table shows why its cards cannot be read; the log says nothing it would get wrong.
    if (!at.ok) return null;
    return logLine(at.cards, event as NobidEvent, names, withEditionTexts(t, at.cards, locale), me);
  },
  CardPreview: (props) => createElement(Suspense, { fallback: null }, createElement(CardPreview, props)),
  logLines(events, names, t, table, locale, view, me) {
    const at = tableCards(table.settings);
    if (!at.ok) return [];
    const v = view as WireView | null;
    return logLines(
      at.cards,
      events as NobidEvent[],
      names,
      withEditionTexts(t, at.cards, locale),
      v ? { turn: v.turn, active: v.active } : null,
      me,
    );
  },
  status(view, t) {
    const v = view as WireView | null;
    if (!v) return null;
    // After the game the header says so, not the step the last turn stopped at.
    return { turn: v.turn, step: v.outcome ? t('game-over') : t(`step-${currentStep(v)}`) };
  },
};
