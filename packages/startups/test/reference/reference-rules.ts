/**
 * A second, deliberately plain implementation of the Startups turn rules, for cross-checking:
 * cards are company names in arrays, the market is a list of {company, coins} objects. It starts
 * from a dealt position (the shuffle is the engine's seeded RNG) and replays an action log,
 * refusing anything the brief forbids, then scores with the reference scorer.
 */
import { type RefResult, referenceScore } from './reference-scorer.ts';

export interface RefDeal {
  companies: string[];
  hands: string[][];
  /** Top card first. */
  deck: string[];
}

export type RefAction =
  | { seat: number; type: 'take-deck' }
  | { seat: number; type: 'take-market'; slot: number }
  | { seat: number; type: 'invest' | 'to-market'; company: string };

export function referencePlay(deal: RefDeal, log: RefAction[], turnCap: number): RefResult {
  const n = deal.hands.length;
  const hands = deal.hands.map((h) => [...h]);
  const deck = [...deal.deck];
  const front: string[][] = hands.map(() => []);
  const coins = hands.map(() => 10);
  const market: { company: string; coins: number }[] = [];
  const chip: Record<string, number> = {};
  let player = 0;
  let took: 'none' | 'deck' | string = 'none';
  let turns = 0;
  let over = false;
  const fail = (why: string) => {
    throw new Error(`reference rules: ${why}`);
  };
  const count = (cards: string[], company: string) => cards.filter((c) => c === company).length;

  for (const a of log) {
    if (over) fail('action after the end');
    if (a.seat !== player) fail(`seat ${a.seat} acted on seat ${player}'s turn`);
    if (a.type === 'take-deck' || a.type === 'take-market') {
      if (took !== 'none') fail('second take');
      if (a.type === 'take-deck') {
        const payFor = market.filter((m) => chip[m.company] !== player);
        if (payFor.length > coins[player]!) fail('cannot pay for the deck');
        for (const m of payFor) m.coins++;
        coins[player]! -= payFor.length;
        hands[player]!.push(deck.shift() ?? fail('empty deck')!);
        took = 'deck';
      } else {
        const m = market[a.slot] ?? fail('no such market card')!;
        if (chip[m.company] === player) fail('took a company whose chip it holds');
        market.splice(a.slot, 1);
        coins[player]! += m.coins;
        hands[player]!.push(m.company);
        took = m.company;
      }
      continue;
    }
    if (took === 'none') fail('played before taking');
    const at = hands[player]!.indexOf(a.company);
    if (at < 0) fail('played a card it does not hold');
    hands[player]!.splice(at, 1);
    if (a.type === 'to-market') {
      if (a.company === took) fail('returned the company it took from the market');
      market.push({ company: a.company, coins: 0 });
    } else {
      front[player]!.push(a.company);
      const holder = chip[a.company];
      if (holder === undefined) chip[a.company] = player;
      else if (count(front[player]!, a.company) > count(front[holder]!, a.company)) chip[a.company] = player;
    }
    turns++;
    if (deck.length === 0 || turns >= turnCap) over = true;
    else {
      player = (player + 1) % n;
      took = 'none';
    }
  }
  if (!over) fail('the log stops before the end');
  const players = hands.map((hand, i) => {
    const cards: Record<string, number> = {};
    for (const c of [...hand, ...front[i]!]) cards[c] = (cards[c] ?? 0) + 1;
    return { coins: coins[i]!, cards };
  });
  return referenceScore(players, deal.companies, player);
}
