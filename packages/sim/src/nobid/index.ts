/** No Bid's entry in the simulator's game metrics (`../game-metrics.ts`). */
import type { GameEvent } from '@nobid/engine';
import { editionIdentity, type NobidEvent, type NobidOptions, type NobidState } from '@nobid/nobid';
import { formatFigure } from '../format.ts';
import type { GameMetrics } from '../game-metrics.ts';
import { nobidFigureDefs } from './figures.ts';
import { summariseNobid } from './summary.ts';
import { trackNobidGame } from './tracker.ts';

export const nobidMetrics: GameMetrics = {
  identity: (options) => editionIdentity((options as NobidOptions).edition),
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
};
