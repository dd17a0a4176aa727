/**
 * `@nobid/nobid/sim`: No Bid's own figures for the simulator (the `GameMetrics` contract of
 * `@nobid/sim`): drama, responses, the leader over rounds, per-card tables, and their report
 * sections. The catalog hands them to every run of No Bid; the simulator itself names no game.
 */
import type { GameEvent } from '@nobid/engine';
import { formatFigure, type GameMetrics } from '@nobid/sim';
import type { NobidState } from '../state.ts';
import type { NobidEvent, NobidOptions } from '../types.ts';
import { nobidFigureDefs } from './figures.ts';
import { nobidSections } from './report-sections.ts';
import { summariseNobid } from './summary.ts';
import { trackNobidGame } from './tracker.ts';

export const nobidMetrics: GameMetrics = {
  checkPlayers(options, players) {
    const { edition } = options as NobidOptions;
    return players < edition.players.min || players > edition.players.max
      ? `${edition.name} ${edition.version} is for ${edition.players.min} to ${edition.players.max} players, not ${players}`
      : null;
  },
  track(initial) {
    const tracker = trackNobidGame(initial as NobidState);
    return {
      onEvents: (events, state) =>
        tracker.onEvents(events as readonly GameEvent<NobidEvent>[], state as NobidState),
      finish: (outcome) => tracker.finish(outcome),
    };
  },
  figureDefs: nobidFigureDefs,
  summarise: (records, options, players) =>
    summariseNobid(records, (options as NobidOptions).edition, players),
  describe: (s) => [
    'drama, responses and the leader (95% CI):',
    ...s.figures
      .filter((f) => f.group === 'drama' || f.group === 'responses' || f.group === 'leader')
      .map((f) => `  ${f.label}: ${formatFigure(f)}`),
  ],
  reportSections: nobidSections,
};

export * from './charts.ts';
export { CORRELATION_NOTE } from './report-sections.ts';
export * from './summary.ts';
export type { NobidCardFacts, NobidGameFacts, WinnerFacts } from './tracker.ts';
export { onlyLeader, trackNobidGame, winnerFacts } from './tracker.ts';
