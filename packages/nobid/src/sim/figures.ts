/** No Bid's own figures, each with its interval (and its test between two editions). */
import { type FigureDef, type GameRecord, ratioStatistic } from '@nobid/sim';
import type { NobidGameFacts } from './tracker.ts';

export const factsOf = (r: GameRecord): NobidGameFacts => r.facts as NobidGameFacts;

export function nobidFigureDefs(players: number): FigureDef[] {
  const winner = (r: GameRecord) => factsOf(r).winner;
  return [
    {
      id: 'drama',
      label: "drama: the winner's largest deficit to the public leader",
      unit: 'book count',
      group: 'drama',
      kind: 'mean',
      of: (r) => winner(r)?.maxDeficit ?? null,
    },
    {
      id: 'time-behind',
      label: 'share of turns the eventual winner trailed',
      unit: 'share',
      group: 'drama',
      kind: 'mean',
      of: (r) => {
        const w = winner(r);
        return w ? w.turnsBehind / Math.max(1, factsOf(r).turns) : null;
      },
    },
    {
      id: 'lead-changes',
      label: 'lead changes per game (the only public leader changed)',
      unit: 'per game',
      group: 'drama',
      kind: 'mean',
      of: (r) => factsOf(r).leadChanges,
    },
    {
      id: 'decisiveness',
      label: 'decisiveness: rounds the winner led for good before the end',
      unit: 'rounds',
      group: 'drama',
      kind: 'mean',
      of: (r) => {
        const w = winner(r);
        return w ? w.turnsLedForGood / players : null;
      },
    },
    {
      id: 'windows-answered',
      label: 'reaction windows answered (No Bid or Circuit Breaker)',
      unit: 'share',
      group: 'responses',
      kind: 'bootstrap',
      of: (r) => [factsOf(r).windowsAnswered, factsOf(r).windowsOpened],
      statistic: ratioStatistic,
    },
    {
      id: 'stack-depth',
      label: 'mean stack depth (1: nobody answered the card)',
      unit: 'cards',
      group: 'responses',
      kind: 'bootstrap',
      of: (r) => {
        let cards = 0;
        let stacks = 0;
        for (const [depth, n] of r.cards.stackDepths) {
          cards += depth * n;
          stacks += n;
        }
        return [cards, stacks];
      },
      statistic: ratioStatistic,
    },
    {
      id: 'pullbacks',
      label: "leader pulled back per game (the only leader's count cut by another seat's card)",
      unit: 'per game',
      group: 'leader',
      kind: 'mean',
      of: (r) => factsOf(r).pullbacks,
    },
    {
      id: 'leads-lost',
      label: 'leads lost to a pull-back per game',
      unit: 'per game',
      group: 'leader',
      kind: 'mean',
      of: (r) => factsOf(r).leadsLost,
    },
    {
      id: 'reshuffles',
      label: 'deck reshuffles per game',
      unit: 'per game',
      group: 'leader',
      kind: 'mean',
      of: (r) => factsOf(r).reshuffles,
    },
  ];
}
