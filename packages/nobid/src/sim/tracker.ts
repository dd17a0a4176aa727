/**
 * No Bid's per-game facts for the designer's figures, read from what a replay of the seed and
 * the action log gives: every action's events (public, and the drawer's private part for the
 * cards drawn) and the state after it. The drama figures use only the public Book counts
 * (`bookCount`, what every view shows as `counts`); per-card figures also read the hands, which
 * a replay knows, as a player's own view does for its seat.
 */
import type { GameEvent, Outcome } from '@nobid/engine';
import { bookCount, type NobidState } from '../state.ts';
import type { NobidEvent } from '../types.ts';

/** Per card kind, indexed like `state.cards.kinds` (the edition's order at this player count). */
export interface NobidCardFacts {
  /** Copies dealt or drawn into a hand. */
  readonly drawn: number[];
  /** Copies in a hand when the game ended. */
  readonly heldAtEnd: number[];
  readonly played: number[];
  readonly cancelled: number[];
  readonly resolved: number[];
  /** Stacks this kind was the turn's card of, and how many of them someone answered. */
  readonly stacksOn: number[];
  readonly answeredOn: number[];
  /** Bit per seat: the seats that played this kind at least once. */
  readonly playedBy: number[];
  /** Bit per seat: the seats that had this kind in hand at some point. */
  readonly heldBy: number[];
}

/** What the eventual winner went through; absent for a drawn game. */
export interface WinnerFacts {
  /** The most the winner trailed the public leader, in Book count (0: never behind). */
  readonly maxDeficit: number;
  /** Turns at whose start the winner trailed the leader. */
  readonly turnsBehind: number;
  /** Turns at whose start the winner was the only leader, without a break, up to the end. */
  readonly turnsLedForGood: number;
}

export interface NobidGameFacts {
  readonly cards: NobidCardFacts;
  /** Turns observed (each turn's start is one sample of the public counts). */
  readonly turns: number;
  /** The public leader's Book count at the start of each round. */
  readonly leaderByRound: readonly number[];
  readonly winner: WinnerFacts | null;
  /** How often the only leader became another seat. */
  readonly leadChanges: number;
  /** How often the only leader's count fell through another seat's card; by the card's kind. */
  readonly pullbacks: number;
  readonly pullbacksBy: readonly number[];
  /** Pull-backs after which that seat no longer led alone. */
  readonly leadsLost: number;
  readonly reshuffles: number;
  readonly windowsOpened: number;
  readonly windowsAnswered: number;
}

const countsOf = (s: NobidState): number[] => s.books.map((b) => bookCount(s.cards, b));

/** The seat with the highest count, or −1 when two or more share it. */
export function onlyLeader(counts: readonly number[]): number {
  let best = -1;
  let top = -1;
  let shared = false;
  for (let p = 0; p < counts.length; p++) {
    if (counts[p]! > top) {
      top = counts[p]!;
      best = p;
      shared = false;
    } else if (counts[p] === top) shared = true;
  }
  return shared ? -1 : best;
}

/** What the samples of the public counts (one per turn start) say about the eventual winner. */
export function winnerFacts(samples: readonly (readonly number[])[], winner: number): WinnerFacts {
  let maxDeficit = 0;
  let turnsBehind = 0;
  let turnsLedForGood = 0;
  for (const counts of samples) {
    const deficit = Math.max(...counts) - counts[winner]!;
    if (deficit > maxDeficit) maxDeficit = deficit;
    if (deficit > 0) turnsBehind++;
    turnsLedForGood = onlyLeader(counts) === winner ? turnsLedForGood + 1 : 0;
  }
  return { maxDeficit, turnsBehind, turnsLedForGood };
}

export function trackNobidGame(initial: NobidState) {
  const table = initial.cards;
  const kinds = table.kinds.length;
  const players = initial.seats;
  const zeros = () => new Array<number>(kinds).fill(0);
  const cards: NobidCardFacts = {
    drawn: zeros(),
    heldAtEnd: zeros(),
    played: zeros(),
    cancelled: zeros(),
    resolved: zeros(),
    stacksOn: zeros(),
    answeredOn: zeros(),
    playedBy: zeros(),
    heldBy: zeros(),
  };
  const pullbacksBy = zeros();
  const kindOf = (card: number) => table.kindIndex[card]!;
  const noteHands = (s: NobidState) => {
    for (let p = 0; p < players; p++) for (const c of s.hands[p]!) cards.heldBy[kindOf(c)]! |= 1 << p;
  };
  // The deal happens in setup, which emits no events: the opening hands are the first draws.
  for (const hand of initial.hands) for (const c of hand) cards.drawn[kindOf(c)]!++;
  noteHands(initial);

  let counts = countsOf(initial);
  let leader = onlyLeader(counts);
  let lastLeader = leader;
  /** Setup begins turn 1, so the initial state is the first turn's start. */
  const samples: number[][] = [counts];
  let bottomKind = -1;
  let bottomSeat = -1;
  let depth = 0;
  let leadChanges = 0;
  let pullbacks = 0;
  let leadsLost = 0;
  let reshuffles = 0;
  let windowsOpened = 0;
  let windowsAnswered = 0;
  let last = initial;

  return {
    onEvents(events: readonly GameEvent<NobidEvent>[], state: NobidState): void {
      last = state;
      let turnBegan = false;
      for (const event of events) {
        const e = event.public;
        if (!e) continue;
        switch (e.type) {
          case 'turn':
            turnBegan = true;
            break;
          case 'draw': {
            // The cards are in the drawer's private part only.
            const own = event.private?.[e.seat];
            if (own?.type === 'draw' && own.cards) for (const c of own.cards) cards.drawn[kindOf(c)]!++;
            break;
          }
          case 'reshuffle':
            reshuffles++;
            break;
          case 'play': {
            const k = kindOf(e.card);
            cards.played[k]!++;
            cards.playedBy[k]! |= 1 << e.seat;
            if (e.window !== null) windowsOpened++;
            if (e.response) {
              windowsAnswered++;
              if (depth === 1 && bottomKind >= 0) cards.answeredOn[bottomKind]!++;
              depth++;
            } else {
              bottomKind = k;
              bottomSeat = e.seat;
              cards.stacksOn[k]!++;
              depth = 1;
            }
            break;
          }
          case 'cancelled':
            cards.cancelled[kindOf(e.card)]!++;
            break;
          case 'resolved':
            cards.resolved[kindOf(e.card)]!++;
            break;
          default:
            break;
        }
      }
      noteHands(state);
      const now = countsOf(state);
      if (now.some((n, p) => n !== counts[p])) {
        // A pull-back: the only leader's count fell through a card another seat played (the
        // card at the bottom of the stack is what is resolving, even across a Stop Out choice).
        if (leader >= 0 && now[leader]! < counts[leader]! && bottomSeat !== leader && bottomKind >= 0) {
          pullbacks++;
          pullbacksBy[bottomKind]!++;
          if (onlyLeader(now) !== leader) leadsLost++;
        }
        const next = onlyLeader(now);
        if (next >= 0 && lastLeader >= 0 && next !== lastLeader) leadChanges++;
        if (next >= 0) lastLeader = next;
        leader = next;
        counts = now;
      }
      if (turnBegan) samples.push(counts);
    },

    finish(outcome: Outcome, final: NobidState = last): NobidGameFacts {
      for (const hand of final.hands) for (const c of hand) cards.heldAtEnd[kindOf(c)]!++;
      const leaderByRound: number[] = [];
      for (let i = 0; i < samples.length; i += players) leaderByRound.push(Math.max(...samples[i]!));
      return {
        cards,
        turns: samples.length,
        leaderByRound,
        winner: outcome.kind === 'win' ? winnerFacts(samples, outcome.winner) : null,
        leadChanges,
        pullbacks,
        pullbacksBy,
        leadsLost,
        reshuffles,
        windowsOpened,
        windowsAnswered,
      };
    },
  };
}
