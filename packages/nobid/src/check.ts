/**
 * Why an action is illegal now, as a typed Rejection whose message names the action and the
 * reason. Messages never reveal a hand, the deck or who has passed in an open window.
 */
import type { Rejection } from '@nobid/engine';
import {
  type CardTable,
  isCardId,
  kindOf,
  T_CIRCUIT_BREAKER,
  T_DRAWDOWN,
  T_LEVERAGE,
  T_NO_BID,
  T_ORDER,
  T_POSITION,
} from './card-table.ts';
import { CARD_TYPES, CURRENCIES } from './cards.ts';
import { OT_CURRENCY, OT_NONE, OT_OPPONENT, OT_OTHER_POSITION } from './edition/index.ts';
import { stopOutCandidates } from './effects.ts';
import { forbiddenTypes, positionTargetable } from './legal.ts';
import { bookOwner, type NobidState } from './state.ts';
import type { NobidAction, PlayTarget } from './types.ts';

const reject = (code: Rejection['code'], message: string): Rejection => ({ code, message });

/** A short human description of an action, for messages and logs. */
export function describeAction(t: CardTable, a: NobidAction): string {
  const cardName = (id: number) => nameOf(t, id);
  const who = `seat ${a.seat}`;
  switch (a.type) {
    case 'play':
      return `${who} play ${cardName(a.card)}${a.target ? ` targeting ${describeTarget(t, a.target)}` : ''}`;
    case 'draw':
      return `${who} draw an extra card`;
    case 'respond':
      return `${who} respond with ${cardName(a.card)}`;
    case 'pass':
      return `${who} pass`;
    case 'stop-loss':
      return `${who} ${a.use ? 'use' : 'decline'} Stop Loss`;
    case 'stop-out':
      return `${who} Stop Out ${cardName(a.card)}`;
    case 'discard':
      return `${who} discard ${[a.card, ...(a.more ?? [])].map(cardName).join(', ')}`;
    default:
      return `${who} ${String((a as { type?: unknown }).type)}`;
  }
}

const nameOf = (t: CardTable, id: number): string =>
  isCardId(t, id) ? `${kindOf(t, id)} (#${id})` : `unknown card #${id}`;

function describeTarget(table: CardTable, t: PlayTarget): string {
  if ('seat' in t) return `seat ${t.seat}`;
  if ('card' in t) return nameOf(table, t.card);
  return t.currency;
}

/** What the game is waiting for, without naming who has passed in a window. */
export function waitingFor(s: NobidState): string {
  switch (s.step) {
    case 'act':
      return `seat ${s.active} to act`;
    case 'window':
      return `answers in reaction window ${s.window}`;
    case 'stop-loss':
      return `seat ${s.pendSeat} to decide on Stop Loss`;
    case 'stop-out':
      return `seat ${s.pendSeat} to choose a Position to Stop Out`;
    case 'discard':
      return `seat ${s.pendSeat} to discard (${s.discardReason})`;
    case 'over':
      return 'nothing: the game is over';
  }
}

export function checkAction(s: NobidState, a: NobidAction): Rejection | null {
  if (s.outcome) return reject('game-over', `${describeAction(s.cards, a)}: the game is over`);
  if (!Number.isInteger(a.seat) || a.seat < 0 || a.seat >= s.seats)
    return reject('malformed', `seat ${String(a.seat)} is not a seat at this ${s.seats}-player table`);
  const what = describeAction(s.cards, a);
  // The seat that is waited for but sends the wrong kind of action hears what is asked of it;
  // any other seat hears that it is not its turn to decide.
  const notYours = () =>
    reject(
      'not-your-decision',
      decides(s, a.seat)
        ? `${what}: that is not what the game asks of you now; waiting for ${waitingFor(s)}`
        : `${what}: not your decision; waiting for ${waitingFor(s)}`,
    );
  switch (a.type) {
    case 'draw':
    case 'play':
      if (s.step !== 'act' || a.seat !== s.active) return notYours();
      return a.type === 'play' ? checkPlay(s, a, what) : null;
    case 'pass':
    case 'respond': {
      // An answer names no window: the open one is the only one it can meet. An answer decided
      // on a window that has since closed is the server's to refuse (a seat's decision id changes
      // with its view; in a scenario, "decision": "stale").
      if (s.step !== 'window')
        return reject(
          'not-your-decision',
          `${what}: no reaction window is open; waiting for ${waitingFor(s)}`,
        );
      if ((s.passed & (1 << a.seat)) !== 0)
        return reject('not-your-decision', `${what}: you have already passed in window ${s.window}`);
      if (a.type === 'pass') return null;
      if (!isCardId(s.cards, a.card)) return reject('malformed', `${what}: no such card`);
      if (s.hands[a.seat]!.indexOf(a.card) < 0) return notInHand(s, a.card, what);
      const t = s.cards.typeOf[a.card];
      if (t !== T_NO_BID && t !== T_CIRCUIT_BREAKER)
        return reject('illegal-action', `${what}: only No Bid or Circuit Breaker answer a played card`);
      return null;
    }
    case 'stop-loss':
      if (s.step !== 'stop-loss' || a.seat !== s.pendSeat) return notYours();
      if (typeof a.use !== 'boolean') return reject('malformed', `${what}: "use" must be true or false`);
      return null;
    case 'stop-out': {
      if (s.step !== 'stop-out' || a.seat !== s.pendSeat) return notYours();
      const cands: number[] = [];
      stopOutCandidates(s, a.seat, s.pendDir, cands);
      if (!cands.includes(a.card)) {
        const dir = s.pendDir < 0 ? '' : s.pendDir === 1 ? 'SHORT ' : 'LONG ';
        return reject(
          'illegal-target',
          `${what}: choose one of your own ${dir}Positions (${cands.map((c) => nameOf(s.cards, c)).join(', ')})`,
        );
      }
      return null;
    }
    case 'discard':
      if (s.step !== 'discard' || a.seat !== s.pendSeat) return notYours();
      if (a.more !== undefined && !Array.isArray(a.more))
        return reject('malformed', `${what}: "more" must list cards`);
      if (a.more !== undefined) return checkDiscards(s, a.seat, [a.card, ...a.more], what);
      if (!isCardId(s.cards, a.card)) return reject('malformed', `${what}: no such card`);
      if (s.hands[a.seat]!.indexOf(a.card) < 0) return notInHand(s, a.card, what);
      return null;
    default:
      return reject('unknown-action', `${what}: unknown action type`);
  }
}

/** Several cards of a due discard at once: from one up to all it still owes, each once, each in hand. */
function checkDiscards(
  s: NobidState,
  seat: number,
  cards: readonly number[],
  what: string,
): Rejection | null {
  const owed = Math.min(s.discardLeft, s.hands[seat]!.length);
  if (cards.length > owed)
    return reject('illegal-action', `${what}: ${cards.length} cards, but only ${owed} are to be discarded`);
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i]!;
    if (!isCardId(s.cards, card)) return reject('malformed', `${what}: no such card`);
    if (cards.indexOf(card) !== i) return reject('malformed', `${what}: a card is named twice`);
    if (s.hands[seat]!.indexOf(card) < 0) return notInHand(s, card, what);
  }
  return null;
}

function checkPlay(s: NobidState, a: Extract<NobidAction, { type: 'play' }>, what: string): Rejection | null {
  if (!isCardId(s.cards, a.card))
    return reject('malformed', `${what}: card ids run from 0 to ${s.cards.count - 1}`);
  if (s.hands[a.seat]!.indexOf(a.card) < 0) return notInHand(s, a.card, what);
  const t = s.cards.typeOf[a.card]!;
  const target = a.target;
  if ((forbiddenTypes(s, a.seat) & (1 << t)) !== 0)
    return reject(
      'illegal-action',
      `${what}: ${forbidderOf(s, a.seat, t)} in your Book forbids ${CARD_TYPES[t]}-type cards`,
    );
  const noTarget = (label: string) =>
    target ? reject('illegal-target', `${what}: ${label} takes no target`) : null;
  switch (t) {
    case T_POSITION:
      return noTarget('a Position goes into your own Book and');
    case T_LEVERAGE:
      return noTarget('a Leverage-type card goes into your own Book and');
    case T_DRAWDOWN:
      if (target && 'seat' in target && !validSeat(s, target.seat)) return noSuchSeat(s, target.seat, what);
      if (!target || !('seat' in target) || target.seat === a.seat)
        return reject(
          'illegal-target',
          `${what}: a Drawdown-type card goes into an opponent's Book: target an opponent's seat`,
        );
      return null;
    case T_ORDER:
      return checkOrderTarget(s, a, what);
    default:
      return reject(
        'illegal-action',
        `${what}: No Bid and Circuit Breaker are only played in answer to a card`,
      );
  }
}

/** Names the card (by kind: never another card of the hand) that the seat does not hold. */
const notInHand = (s: NobidState, card: number, what: string): Rejection =>
  reject('card-not-in-hand', `${what}: ${kindOf(s.cards, card)} is not in your hand`);

/** The kind of the first card in the seat's Book that forbids type code `type` (Frozen Collateral). */
function forbidderOf(s: NobidState, seat: number, type: number): string {
  const card = s.books[seat]!.find((c) => (s.cards.forbids[c]! & (1 << type)) !== 0);
  return card === undefined ? '?' : kindOf(s.cards, card);
}

const noSuchSeat = (s: NobidState, seat: unknown, what: string): Rejection =>
  reject('illegal-target', `${what}: there is no seat ${String(seat)} at this ${s.seats}-player table`);

/** Whether `seat` owes a decision now (so a wrong action from it is the wrong kind, not the wrong seat). */
function decides(s: NobidState, seat: number): boolean {
  switch (s.step) {
    case 'act':
      return seat === s.active;
    case 'window':
      return (s.passed & (1 << seat)) === 0;
    case 'over':
      return false;
    default:
      return seat === s.pendSeat;
  }
}

const validSeat = (s: NobidState, seat: unknown): seat is number =>
  Number.isInteger(seat) && (seat as number) >= 0 && (seat as number) < s.seats;

function checkOrderTarget(
  s: NobidState,
  a: Extract<NobidAction, { type: 'play' }>,
  what: string,
): Rejection | null {
  const kind = s.cards.orderTarget[a.card]!;
  const target = a.target;
  if (kind === OT_NONE)
    return target ? reject('illegal-target', `${what}: ${kindOf(s.cards, a.card)} takes no target`) : null;
  if (kind === OT_CURRENCY) {
    if (!target || !('currency' in target) || !CURRENCIES.includes(target.currency))
      return reject('illegal-target', `${what}: name a currency (${CURRENCIES.join(', ')})`);
    return null;
  }
  if (kind === OT_OPPONENT) {
    if (target && 'seat' in target && !validSeat(s, target.seat)) return noSuchSeat(s, target.seat, what);
    if (!target || !('seat' in target) || target.seat === a.seat)
      return reject('illegal-target', `${what}: choose an opponent's seat`);
    return null;
  }
  if (
    !target ||
    !('card' in target) ||
    !isCardId(s.cards, target.card) ||
    s.cards.typeOf[target.card] !== T_POSITION
  )
    return reject('illegal-target', `${what}: choose a Position in a Book`);
  const owner = bookOwner(s, target.card);
  if (owner < 0) return reject('illegal-target', `${what}: that Position is not in any Book`);
  if (!positionTargetable(s, a.seat, owner, kind)) {
    const why =
      kind === OT_OTHER_POSITION && owner === a.seat
        ? 'you cannot Assign your own Position'
        : `Prime Brokerage in ${owner === a.seat ? 'your' : `seat ${owner}'s`} Book protects its Positions from ${
            kind === OT_OTHER_POSITION ? 'Assign' : 'Unwind'
          }`;
    return reject('illegal-target', `${what}: ${why}`);
  }
  return null;
}
