/**
 * Hard with the value network (issue 33), as a variant, not the lobby's hard: the same search
 * (the heuristic as advisor and prior, the root width, per-seat opponent models), but each
 * playout stops after `turns` turns (a round at the table's size by default) and the network
 * judges the position from the searching seat's view instead of playing to the end. An edition
 * or table size the weights were not trained for gets today's hard (`fallback` says why).
 */
import {
  cutoffPlayout,
  parseWeights,
  type SearchSettings,
  type ValueFunction,
  valueFunction,
} from '@nobid/bots';
import {
  createHardVariantSearch,
  createNobidPolicy,
  HARD_ROLLOUT,
  type HardVariant,
  type NobidState,
  type NobidView,
  nobidGame,
} from '@nobid/nobid';
import { NOBID_VALUE_ENCODING } from './encoding.ts';

/** A weights file's contents as No Bid's value function (throws on a file for another encoding). */
export function nobidValueFunction(raw: unknown): ValueFunction<NobidView> {
  const { weights, net } = parseWeights(raw);
  if (weights.game !== 'nobid') throw new Error(`value weights for game "${weights.game}", not nobid`);
  return valueFunction(weights, net, NOBID_VALUE_ENCODING);
}

export interface NetHardOptions {
  /** Turns played before the network judges; absent: one round (the table's seat count). */
  readonly turns?: number;
  /** The rest of hard's variant settings (`{}`: as the lobby plays it). */
  readonly variant?: HardVariant;
}

type Settings = ReturnType<typeof createHardVariantSearch>;

/** One net-hard bot's search settings (its own table memory, as `createSearch` gives). */
export function createNetHardSearch(
  value: ValueFunction<NobidView>,
  options: NetHardOptions = {},
): SearchSettings {
  const base: Settings = createHardVariantSearch(options.variant ?? {});
  const shared = createNobidPolicy(HARD_ROLLOUT);
  const observer = base.observer;
  return {
    ...base,
    observer: {
      ...observer,
      observe(turn: Parameters<Settings['observer']['observe']>[0]) {
        const settings = observer.observe(turn);
        const { view, seat } = turn;
        // Not trained for this table: today's hard, with the observer's own playouts.
        if (value.supports(view.cards.identity, view.seats) !== null) return settings;
        const turns = options.turns ?? view.seats;
        const policy = settings.opponentPolicy ?? shared;
        return {
          ...settings,
          rollout: cutoffPlayout(nobidGame, {
            policy,
            horizon: (start) => {
              const until = start.turn + turns;
              return (s: NobidState) => s.turn >= until;
            },
            evaluate: (s) => value.evaluate(nobidGame.view(s, seat)),
          }),
        };
      },
    },
  };
}

/** Why net-hard plays as today's hard at this table, or null when the network serves it. */
export const fallbackReason = (value: ValueFunction<NobidView>, view: NobidView): string | null =>
  value.supports(view.cards.identity, view.seats);
