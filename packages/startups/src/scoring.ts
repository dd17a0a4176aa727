/**
 * Final scoring. Hands are added to investments; for each company a sole majority holder is paid
 * 1 coin per card by every other holder, and the coins arrive flipped to 3. A tie at the top pays
 * nobody. Received 3s cannot be used to pay and debt is allowed, so the order in which companies
 * are scored does not matter: score = coins − paid + 3 × received.
 */
import type { Seat } from '@nobid/engine';
import { COMPANY_COUNT, RULES } from './companies.ts';
import type { CompanyResult, EndReason, FinalScoring, Payment, SeatScore } from './types.ts';

/** Tie-break order: the player who played last is "latest"; 0 = played last, 1 = the one before... */
const recency = (seat: Seat, lastPlayer: Seat, seats: number): number => (lastPlayer - seat + seats) % seats;

/**
 * Scores final holdings. `holdings` is flat (seat * COMPANY_COUNT + company), investments plus
 * hands; `hands` is the same layout for the hands alone (only reported, not scored separately).
 */
export function scoreHoldings(
  seats: number,
  holdings: readonly number[],
  hands: readonly number[],
  coins: readonly number[],
  lastPlayer: Seat,
  reason: EndReason,
): FinalScoring {
  const paid = new Array<number>(seats).fill(0);
  const received = new Array<number>(seats).fill(0);
  const companies: CompanyResult[] = [];
  const payments: Payment[] = [];
  for (let c = 0; c < COMPANY_COUNT; c++) {
    const held: number[] = [];
    let most = 0;
    let leaders = 0;
    let leader = -1;
    for (let s = 0; s < seats; s++) {
      const n = holdings[s * COMPANY_COUNT + c]!;
      held.push(n);
      if (n > most) {
        most = n;
        leaders = 1;
        leader = s;
      } else if (n === most && n > 0) leaders++;
    }
    const majority = leaders === 1 ? leader : null;
    const companyPayments: Payment[] = [];
    if (majority !== null) {
      for (let s = 0; s < seats; s++) {
        const n = held[s]!;
        if (s === majority || n === 0) continue;
        const payment: Payment = { company: c, from: s, to: majority, cards: n };
        companyPayments.push(payment);
        payments.push(payment);
        paid[s] = paid[s]! + n;
        received[majority] = received[majority]! + n;
      }
    }
    companies.push({ company: c, holdings: held, majority, payments: companyPayments });
  }
  const scores: SeatScore[] = [];
  for (let s = 0; s < seats; s++) {
    const score = coins[s]! - paid[s]! + RULES.receivedCoinValue * received[s]!;
    scores.push({ seat: s, coins: coins[s]!, paid: paid[s]!, received: received[s]!, score, rank: 0 });
  }
  // Most money, then more 3-value coins, then whoever played last.
  const order = scores
    .map((x) => x.seat)
    .sort(
      (a, b) =>
        scores[b]!.score - scores[a]!.score ||
        scores[b]!.received - scores[a]!.received ||
        recency(a, lastPlayer, seats) - recency(b, lastPlayer, seats),
    );
  const ranked = scores.map((x) => ({ ...x, rank: order.indexOf(x.seat) + 1 }));
  const handRows: number[][] = [];
  for (let s = 0; s < seats; s++) handRows.push(hands.slice(s * COMPANY_COUNT, (s + 1) * COMPANY_COUNT));
  return { reason, lastPlayer, hands: handRows, companies, payments, scores: ranked, winner: order[0]! };
}

/** Per seat, during `winnerOf`: the score so far and the cards received (the first tie-break). */
const SCORE: number[] = new Array<number>(16).fill(0);
const RECEIVED: number[] = new Array<number>(16).fill(0);

/**
 * The winner alone, straight from the state's flat tables and without allocating: the end of
 * every simulated game runs this. `scoreHoldings` builds the full table for views and events;
 * the reference test checks that both agree.
 */
export function winnerOf(
  seats: number,
  invested: readonly number[],
  hands: readonly number[],
  coins: readonly number[],
  lastPlayer: Seat,
): Seat {
  const score = SCORE;
  const received = RECEIVED;
  for (let s = 0; s < seats; s++) {
    score[s] = coins[s]!;
    received[s] = 0;
  }
  for (let c = 0; c < COMPANY_COUNT; c++) {
    let most = 0;
    let leaders = 0;
    let leader = -1;
    let cards = 0;
    for (let s = 0, i = c; s < seats; s++, i += COMPANY_COUNT) {
      const n = invested[i]! + hands[i]!;
      cards += n;
      if (n > most) {
        most = n;
        leaders = 1;
        leader = s;
      } else if (n === most && n > 0) leaders++;
    }
    if (leaders !== 1) continue;
    // Every other holder pays the majority holder one coin per card; it arrives as a 3.
    for (let s = 0, i = c; s < seats; s++, i += COMPANY_COUNT) score[s]! -= invested[i]! + hands[i]!;
    const paidIn = cards - most;
    score[leader]! += most + RULES.receivedCoinValue * paidIn;
    received[leader]! += paidIn;
  }
  // Walk back from the last player, so that among equals the latest to play wins.
  let best = lastPlayer;
  for (let k = 1; k < seats; k++) {
    const s = (lastPlayer - k + seats) % seats;
    if (score[s]! > score[best]! || (score[s]! === score[best]! && received[s]! > received[best]!)) best = s;
  }
  return best;
}
