/**
 * Carrying out a legal action, in place. Events are built only when a sink is given, so random
 * play (sink null) allocates nothing until the game ends.
 */
import type { EventSink } from '@nobid/engine';
import { COMPANY_COUNT } from './companies.ts';
import { drawCost, nonZero } from './rules.ts';
import { scoreHoldings, winnerOf } from './scoring.ts';
import type { EndReason, FinalScoring, StartupsAction, StartupsEvent, StartupsState } from './types.ts';

export function step(s: StartupsState, a: StartupsAction, sink: EventSink<StartupsEvent>): void {
  switch (a.type) {
    case 'take-deck':
      takeFromDeck(s, a.seat, sink);
      return;
    case 'take-market':
      takeFromMarket(s, a.seat, a.slot, sink);
      return;
    case 'invest':
      investIn(s, a.seat, a.company, sink);
      return;
    case 'to-market':
      sellToMarket(s, a.seat, a.company, sink);
      return;
  }
}

/*
 * One function per action, so that random play's fast path (`play-pick.ts`) carries out what
 * it picks with these very functions, without building the action.
 */

export function takeFromDeck(s: StartupsState, seat: number, sink: EventSink<StartupsEvent>): void {
  const market = s.marketCompany;
  const coinsOn = s.marketCoins;
  const chips = s.chips;
  let cost = 0;
  // One coin on each card of a company whose chip the seat does not hold (no branch per card).
  for (let i = 0; i < market.length; i++) {
    const pays = nonZero(chips[market[i]!]! - seat);
    coinsOn[i]! += pays;
    cost += pays;
  }
  s.coins[seat]! -= cost;
  const card = s.deck.pop()!;
  s.hands[seat * COMPANY_COUNT + card]!++;
  s.phase = 'play';
  if (sink) {
    const paidSlots: number[] = [];
    for (let i = 0; i < market.length; i++) if (chips[market[i]!] !== seat) paidSlots.push(i);
    const deckSize = s.deck.length;
    sink.push({
      public: { type: 'took-deck', seat, paidSlots, deckSize },
      private: { [seat]: { type: 'took-deck', seat, paidSlots, deckSize, company: card } },
    });
  }
}

export function takeFromMarket(
  s: StartupsState,
  seat: number,
  slot: number,
  sink: EventSink<StartupsEvent>,
): void {
  const company = s.marketCompany[slot]!;
  const coins = s.marketCoins[slot]!;
  removeAt(s.marketCompany, slot);
  removeAt(s.marketCoins, slot);
  s.coins[seat]! += coins;
  s.hands[seat * COMPANY_COUNT + company]!++;
  s.known[seat * COMPANY_COUNT + company]!++;
  s.tookFromMarket = company;
  s.phase = 'play';
  sink?.push({ public: { type: 'took-market', seat, slot, company, coins } });
}

export function investIn(
  s: StartupsState,
  seat: number,
  company: number,
  sink: EventSink<StartupsEvent>,
): void {
  const i = seat * COMPANY_COUNT + company;
  playFromHand(s, i);
  const invested = s.invested;
  const n = ++invested[i]!;
  const chips = s.chips;
  const holder = chips[company]!;
  // The first investor takes the chip; after that it moves only on a strict majority (never to
  // its holder: the holder's count is n itself).
  const moves = n > (holder === -1 ? 0 : invested[holder * COMPANY_COUNT + company]!);
  chips[company] = moves ? seat : holder;
  if (sink) {
    const chipFrom = holder === -1 ? null : holder;
    sink.push({
      public: moves ? { type: 'invested', seat, company, chipFrom } : { type: 'invested', seat, company },
    });
  }
  endTurn(s, sink);
}

export function sellToMarket(
  s: StartupsState,
  seat: number,
  company: number,
  sink: EventSink<StartupsEvent>,
): void {
  playFromHand(s, seat * COMPANY_COUNT + company);
  s.marketCompany.push(company);
  s.marketCoins.push(0);
  sink?.push({ public: { type: 'to-market', seat, company } });
  endTurn(s, sink);
}

/** Removes one element by shifting the rest down: `splice` would allocate the removed-items array. */
function removeAt(list: number[], i: number): void {
  for (let j = i + 1; j < list.length; j++) list[j - 1] = list[j]!;
  list.pop();
}

function playFromHand(s: StartupsState, i: number): void {
  s.hands[i]!--;
  // A card of a company the seat was known to hold: one fewer is known now.
  const known = s.known;
  known[i]! -= nonZero(known[i]!);
}

function endTurn(s: StartupsState, sink: EventSink<StartupsEvent>): void {
  s.turn++;
  s.tookFromMarket = -1;
  // The player who took the deck's last card has now finished that turn: the game ends.
  if (s.deck.length === 0) {
    endGame(s, 'deck', sink);
    return;
  }
  if (s.turn >= s.options.turnCap) {
    endGame(s, 'turn-cap', sink);
    return;
  }
  s.active = s.active + 1 === s.seats ? 0 : s.active + 1;
  s.phase = 'take';
  if (sink) {
    sink.push({ public: { type: 'turn', seat: s.active, turn: s.turn, drawCost: drawCost(s, s.active) } });
  }
}

function endGame(s: StartupsState, reason: EndReason, sink: EventSink<StartupsEvent>): void {
  s.phase = 'over';
  s.endReason = reason;
  const winner = winnerOf(s.seats, s.invested, s.hands, s.coins, s.active);
  s.outcome = { kind: 'win', winner, reason };
  if (sink) sink.push({ public: { type: 'game-over', final: finalScoring(s)! } });
}

/** The scoring of a finished game (null while it is running), derived from its state. */
export function finalScoring(s: StartupsState): FinalScoring | null {
  if (s.phase !== 'over' || s.endReason === null) return null;
  const holdings = s.invested.slice();
  for (let i = 0; i < holdings.length; i++) holdings[i]! += s.hands[i]!;
  return scoreHoldings(s.seats, holdings, s.hands, s.coins, s.active, s.endReason);
}
