/**
 * What may be done now: the legal actions and the typed reason an action is refused.
 *
 * Can a player ever be unable to take anything? No, while the deck has cards: if every market
 * card belongs to a company whose chip the player holds, the deck costs nothing; otherwise some
 * market card may be taken. The game ends the moment the deck's last card has been taken and
 * that turn finished, so a take is always possible. (A test asserts it over random play.)
 *
 * The choices are counted and decoded by `takeChoices` / `playChoices`, which both
 * `legalActions` and random play's fast path (`play-pick.ts`) read: one order, one set of rules.
 * They are written without branches on the cards where that is easy, since a random choice
 * defeats the processor's branch prediction and random play runs nothing else.
 */
import type { Rejection, Seat } from '@nobid/engine';
import { invest, takeDeck, takeMarket, toMarket } from './actions.ts';
import { COMPANY_COUNT, COMPANY_KEYS, isCompanyId, TOTAL_CARDS } from './companies.ts';
import type { StartupsAction, StartupsState } from './types.ts';

/** 1 for a non-zero int32, 0 for zero, without a branch. */
export const nonZero = (x: number): number => (x | -x) >>> 31;

/** Coins the seat must put on the market to take from the deck: one per card of a company whose chip it does not hold. */
export function drawCost(s: StartupsState, seat: Seat): number {
  const market = s.marketCompany;
  const chips = s.chips;
  let cost = 0;
  for (let i = 0; i < market.length; i++) cost += nonZero(chips[market[i]!]! - seat);
  return cost;
}

export const canTakeDeck = (s: StartupsState, seat: Seat): boolean =>
  s.deck.length > 0 && drawCost(s, seat) <= s.coins[seat]!;

/** A market slot is offered once per distinct (company, coins): identical cards are one choice. */
function isFirstOfItsKind(s: StartupsState, slot: number): boolean {
  const c = s.marketCompany[slot];
  const coins = s.marketCoins[slot];
  for (let j = 0; j < slot; j++) if (s.marketCompany[j] === c && s.marketCoins[j] === coins) return false;
  return true;
}

export function legalActions(s: StartupsState, seat: Seat): StartupsAction[] {
  const out: StartupsAction[] = [];
  collectLegal(s, seat, out);
  return out;
}

/** Reused by `pickAction`: the actions are interned, so random play allocates nothing. */
const scratch: StartupsAction[] = [];

/** `legalActions(s, seat)[pick(n)]` for the n legal actions; null when there is none. */
export function pickAction(
  s: StartupsState,
  seat: Seat,
  pick: (count: number) => number,
): StartupsAction | null {
  const n = collectLegal(s, seat, scratch);
  return n === 0 ? null : scratch[pick(n)]!;
}

/** Writes the legal actions, in order, from index 0 of `out`; returns how many there are. */
function collectLegal(s: StartupsState, seat: Seat, out: StartupsAction[]): number {
  let n = 0;
  if (seat !== s.active) return n;
  if (s.phase === 'take') {
    const count = takeChoices(s, seat);
    for (; n < count; n++) {
      const slot = takeChoiceAt(n);
      out[n] = slot < 0 ? takeDeck(seat) : takeMarket(seat, slot);
    }
  } else if (s.phase === 'play') {
    const count = playChoices(s, seat);
    for (; n < count; n++) {
      const choice = playChoiceAt(n);
      out[n] = choice & 1 ? toMarket(seat, choice >> 1) : invest(seat, choice >> 1);
    }
  }
  return n;
}

/**
 * Stamps per (company, coins on the card), so that a market of m cards offers each distinct
 * card once in O(m) rather than `isFirstOfItsKind`'s O(m²). Coins on one card stay far below
 * the cap (every coin in the game: 10 a seat); a card above it falls back on the scan.
 */
const COINS_CAP = 128;
const seenCard = new Int32Array(COMPANY_COUNT * COINS_CAP);
let stamp = 0;

/**
 * The take choices of the last `takeChoices` from element 1 on: the market slots that may be
 * taken. Element 0 is -1, the deck; the last element is 1 when the deck is offered, else 0, so
 * that choice i is element i + 1 − that.
 */
const takes = new Int32Array(TOTAL_CARDS + 2);
const DECK_OFFERED = TOTAL_CARDS + 1;
takes[0] = -1;

/**
 * The take choices of `seat`, in order: the deck if it has cards and the seat can pay for it,
 * then each market slot whose company's chip the seat does not hold, each distinct (company,
 * coins) card once, in market order. Returns how many; `takeChoiceAt` decodes one. One walk of
 * the market gives both the draw cost and the slots.
 */
export function takeChoices(s: StartupsState, seat: Seat): number {
  const market = s.marketCompany;
  const coinsOn = s.marketCoins;
  const chips = s.chips;
  const out = takes;
  const seen = seenCard;
  let st = stamp + 1;
  if (st === 0x7fffffff) {
    seen.fill(0);
    st = 1;
  }
  stamp = st;
  let n = 0;
  let cost = 0;
  const cap = COINS_CAP;
  for (let i = 0; i < market.length; i++) {
    const company = market[i]!;
    const coins = coinsOn[i]!;
    const other = chips[company]! - seat;
    const pays = (other | -other) >>> 31; // nonZero(other), written out
    cost += pays;
    // Every slot is stamped, even one the seat may not take: identical cards share a company.
    let first: number;
    if (coins < cap) {
      const k = company * cap + coins;
      const stamped = seen[k]! - st;
      first = (stamped | -stamped) >>> 31;
      seen[k] = st;
    } else first = isFirstOfItsKind(s, i) ? 1 : 0;
    out[n + 1] = i;
    n += first & pays;
  }
  const deck = s.deck.length > 0 && cost <= s.coins[seat]! ? 1 : 0;
  out[DECK_OFFERED] = deck;
  return n + deck;
}

/** Take choice `i` of the last `takeChoices`: -1 for the deck, else the market slot. */
export const takeChoiceAt = (i: number): number => takes[i + 1 - takes[DECK_OFFERED]!]!;

/**
 * `NTH_HELD[mask * COMPANY_COUNT + r]`: the r-th lowest company in a hand whose companies are the
 * set bits of `mask` (the decoding of a play choice is one look-up).
 */
const NTH_HELD = new Int8Array((1 << COMPANY_COUNT) * COMPANY_COUNT).fill(-1);
for (let mask = 0; mask < 1 << COMPANY_COUNT; mask++)
  for (let c = 0, r = 0; c < COMPANY_COUNT; c++)
    if (mask & (1 << c)) NTH_HELD[mask * COMPANY_COUNT + r++] = c;

/** Of the last `playChoices`: the companies in hand as bits, and the number of the choice left out. */
let playMask = 0;
let playSkip = 0;

/**
 * The play choices of `seat`, in order: per company in hand, ascending, invest a card of it, then
 * put one into the market, unless that company was taken from the market this turn. Returns how
 * many there are; `playChoiceAt` decodes one.
 */
export function playChoices(s: StartupsState, seat: Seat): number {
  const hands = s.hands;
  const base = seat * COMPANY_COUNT;
  const took = s.tookFromMarket;
  let mask = 0;
  let k = 0;
  let before = 0; // companies in hand below the one taken from the market
  // Module constants read in a loop are reloaded and checked on every turn of it: locals.
  const companies = COMPANY_COUNT;
  for (let c = 0; c < companies; c++) {
    const h = hands[base + c]!;
    const has = (h | -h) >>> 31; // nonZero(h), written out
    mask |= has << c;
    k += has;
    before += has & ((c - took) >>> 31);
  }
  // The taken company's "to market" choice would be number 2 × before + 1: it is left out.
  const skip = took >= 0 && hands[base + took]! > 0 ? 1 : 0;
  playMask = mask;
  playSkip = skip ? 2 * before + 1 : 2 * COMPANY_COUNT;
  return 2 * k - skip;
}

/** Play choice `i` of the last `playChoices`: its company × 2, plus 1 for "to market" (0 for "invest"). */
export function playChoiceAt(i: number): number {
  const j = i + ((playSkip - 1 - i) >>> 31);
  return (NTH_HELD[playMask * COMPANY_COUNT + (j >> 1)]! << 1) | (j & 1);
}

const reject = (code: Rejection['code'], message: string): Rejection => ({ code, message });

/** Why `a` is illegal now, or null. Messages name only what the acting seat may know. */
export function check(s: StartupsState, a: StartupsAction): Rejection | null {
  if (s.phase === 'over') return reject('game-over', 'the game is over');
  if (a.seat !== s.active) return reject('not-your-decision', `it is seat ${s.active}'s turn`);
  switch (a.type) {
    case 'take-deck':
    case 'take-market':
      if (s.phase !== 'take') return reject('illegal-action', 'you have already taken a card this turn');
      return a.type === 'take-deck' ? checkTakeDeck(s, a.seat) : checkTakeMarket(s, a.seat, a.slot);
    case 'invest':
    case 'to-market': {
      if (s.phase !== 'play') return reject('illegal-action', 'take a card first, then play one');
      if (!isCompanyId(a.company)) return reject('malformed', `there is no company ${String(a.company)}`);
      const name = COMPANY_KEYS[a.company];
      if (s.hands[a.seat * COMPANY_COUNT + a.company]! === 0)
        return reject('card-not-in-hand', `you hold no ${name} card`);
      if (a.type === 'to-market' && a.company === s.tookFromMarket)
        return reject(
          'illegal-target',
          `you took ${name} from the market this turn, so you may not put ${name} into the market`,
        );
      return null;
    }
    default:
      return reject('unknown-action', `unknown action type ${String((a as { type: unknown }).type)}`);
  }
}

function checkTakeDeck(s: StartupsState, seat: Seat): Rejection | null {
  const cost = drawCost(s, seat);
  if (cost > s.coins[seat]!)
    return reject(
      'illegal-action',
      `taking from the deck costs ${cost} coins (one per market card of a company whose chip you do not hold) and you have ${s.coins[seat]}`,
    );
  return null;
}

function checkTakeMarket(s: StartupsState, seat: Seat, slot: number): Rejection | null {
  if (!Number.isInteger(slot) || slot < 0 || slot >= s.marketCompany.length)
    return reject('illegal-target', `there is no market card number ${slot}`);
  const company = s.marketCompany[slot]!;
  if (s.chips[company] === seat)
    return reject(
      'illegal-target',
      `you hold the ${COMPANY_KEYS[company]} anti-monopoly chip, so you may not take ${COMPANY_KEYS[company]} from the market`,
    );
  return null;
}
