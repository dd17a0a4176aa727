/**
 * The figures every game has: who wins (by seat, by place in turn order: the first player's
 * advantage, Ludii's AdvantageP1), the draw rate, the length in rounds and the balance.
 */
import { balanceStatistic, type FigureDef, medianStatistic } from './figures.ts';
import { winnerPosition } from './record.ts';

const ordinal = (k: number) => `${k}${k === 1 ? 'st' : k === 2 ? 'nd' : k === 3 ? 'rd' : 'th'}`;

export function coreFigureDefs(players: number): FigureDef[] {
  const defs: FigureDef[] = [];
  for (let seat = 0; seat < players; seat++)
    defs.push({
      id: `seat-${seat}`,
      label: `seat ${seat} win rate`,
      unit: 'share',
      group: 'who wins',
      kind: 'rate',
      of: (r) => r.outcome.kind === 'win' && r.outcome.winner === seat,
    });
  for (let position = 0; position < players; position++)
    defs.push({
      id: position === 0 ? 'first-player' : `position-${position + 1}`,
      label:
        position === 0
          ? 'first player win rate (AdvantageP1)'
          : `${ordinal(position + 1)} player in turn order win rate`,
      unit: 'share',
      group: 'who wins',
      kind: 'rate',
      of: (r) => (r.first < 0 ? null : winnerPosition(r, players) === position),
    });
  defs.push(
    {
      id: 'balance',
      label: 'balance (1 − largest gap between turn-order win rates)',
      unit: 'score',
      group: 'who wins',
      kind: 'bootstrap',
      of: (r) => (r.first < 0 ? null : winnerPosition(r, players)),
      statistic: balanceStatistic(players),
    },
    {
      id: 'draws',
      label: 'draw rate (turn cap)',
      unit: 'share',
      group: 'length',
      kind: 'rate',
      of: (r) => r.outcome.kind !== 'win',
    },
    {
      id: 'rounds-median',
      label: 'median game length',
      unit: 'rounds',
      group: 'length',
      kind: 'bootstrap',
      of: (r) => r.turns / players,
      statistic: medianStatistic,
    },
    {
      id: 'rounds-mean',
      label: 'mean game length',
      unit: 'rounds',
      group: 'length',
      kind: 'mean',
      of: (r) => r.turns / players,
    },
  );
  return defs;
}
