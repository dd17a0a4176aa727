/** Builds the position a Startups scenario describes. Cards it does not place are the removed cards. */
import { ScenarioFileError, type ScenarioProblem, type ScenarioTable } from '@nobid/scenario';
import { CARDS_PER_COMPANY, COMPANY_COUNT, COMPANY_KEYS, RULES } from '../companies.ts';
import { setup as dealGame } from '../setup.ts';
import type { StartupsOptions, StartupsState } from '../types.ts';
import { companyOf } from './names.ts';
import { DOCS, type ScenarioMarketCard, type StartupsScenarioSetup } from './schema.ts';

/** Counts per company of a holdings map. */
export function countsOf(h: Readonly<Record<string, number>> | null | undefined): number[] {
  const out = new Array<number>(COMPANY_COUNT).fill(0);
  for (const [name, n] of Object.entries(h ?? {})) out[companyOf(name)] = n;
  return out;
}

export const marketCardOf = (m: ScenarioMarketCard): [number, number] =>
  typeof m === 'string' ? [companyOf(m), 0] : [companyOf(m[0]), m[1]];

/** Throws a ScenarioFileError listing every problem of a setup the game cannot build. */
export function buildScenarioState(
  setup: StartupsScenarioSetup,
  table: ScenarioTable<StartupsOptions>,
): StartupsState {
  const seats = table.players;
  const problems: ScenarioProblem[] = [];
  const impossible = (path: string, message: string) => problems.push({ path, message });
  for (const field of ['hands', 'investments', 'coins'] as const) {
    const listed = setup[field]?.length ?? 0;
    if (listed > seats) impossible(`setup.${field}`, `${listed} seats listed but there are ${seats} players`);
  }
  if (setup.active >= seats)
    impossible('setup.active', `seat ${setup.active}, but there are ${seats} players`);
  for (const [name, holder] of Object.entries(setup.chips))
    if (holder >= seats) impossible(`setup.chips.${name}`, `seat ${holder}, but there are ${seats} players`);

  const hands = Array.from({ length: seats }, (_, s) => countsOf(setup.hands[s])).flat();
  const invested = Array.from({ length: seats }, (_, s) => countsOf(setup.investments[s])).flat();
  const market = setup.market.map(marketCardOf);
  const deck = setup.deck.map(companyOf).reverse();
  const placed = new Array<number>(COMPANY_COUNT).fill(0);
  for (let i = 0; i < hands.length; i++) placed[i % COMPANY_COUNT]! += hands[i]! + invested[i]!;
  for (const [c] of market) placed[c]!++;
  for (const c of deck) placed[c]!++;
  const removed: number[] = [];
  for (let c = 0; c < COMPANY_COUNT; c++) {
    const left = CARDS_PER_COMPANY[c]! - placed[c]!;
    if (left < 0)
      impossible(
        'setup',
        `${placed[c]} ${COMPANY_KEYS[c]} cards placed, more than the game has (${CARDS_PER_COMPANY[c]})`,
      );
    for (let k = 0; k < left; k++) removed.push(c);
  }
  if (problems.length > 0) throw new ScenarioFileError(problems, DOCS);
  const chips = new Array<number>(COMPANY_COUNT).fill(-1);
  for (const [name, holder] of Object.entries(setup.chips)) chips[companyOf(name)] = holder;
  // Dealt only for the fields a setup does not describe (options, an empty record of the turn).
  const base = dealGame(seats, table.options, table.seed);
  return {
    ...base,
    deck,
    removed,
    hands,
    invested,
    known: new Array<number>(seats * COMPANY_COUNT).fill(0),
    chips,
    coins: setup.coins
      ? Array.from({ length: seats }, (_, s) => setup.coins![s] ?? RULES.startingCoins)
      : base.coins,
    marketCompany: market.map((m) => m[0]),
    marketCoins: market.map((m) => m[1]),
    active: setup.active,
    turn: setup.turn,
  };
}
