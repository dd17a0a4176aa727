/** How No Bid's steps become engine actions: cards named by kind, targets by seat and kind. */
import type { Rejection } from '@nobid/engine';
import { type ActionStepCommon, scenarioMacro } from '@nobid/scenario';
import type { z } from 'zod';
import { type CardTable, idsOfKind } from '../card-table.ts';
import type { NobidState } from '../state.ts';
import type { NobidAction, PlayTarget } from '../types.ts';
import { type NobidActionStep, passAllSchema } from './schema.ts';

type Step = NobidActionStep & ActionStepCommon;

/** A card id of this kind, preferring a copy in `zone`; otherwise any copy (the engine then rejects it). */
function pickCard(t: CardTable, kind: string, zone: readonly number[]): number {
  for (const id of zone) if (t.kind[id] === kind) return id;
  return idsOfKind(t, kind)[0] ?? -1;
}

export function toAction(s: NobidState, st: Step): NobidAction {
  const seat = st.seat;
  const hand = s.hands[seat] ?? [];
  const pick = (kind: string, zone: readonly number[]) => pickCard(s.cards, kind, zone);
  if ('play' in st) {
    const card = pick(st.play, hand);
    let target: PlayTarget | undefined;
    const t = st.target;
    if (t && 'card' in t) target = { card: pick(t.card, s.books[t.seat] ?? []) };
    else if (t) target = t;
    return target ? { seat, type: 'play', card, target } : { seat, type: 'play', card };
  }
  if ('draw' in st) return { seat, type: 'draw' };
  if ('respond' in st) return { seat, type: 'respond', card: pick(st.respond, hand) };
  if ('pass' in st) return { seat, type: 'pass' };
  if ('stopLoss' in st) return { seat, type: 'stop-loss', use: st.stopLoss };
  if ('stopOut' in st) return { seat, type: 'stop-out', card: pick(st.stopOut, s.books[seat] ?? []) };
  if (typeof st.discard === 'string') return { seat, type: 'discard', card: pick(st.discard, hand) };
  // Several at once: each kind takes a copy not named before it, from the hand while one is left
  // there (a kind named more often than held then names a copy elsewhere: card-not-in-hand).
  const taken: number[] = [];
  const [card, ...more] = st.discard.map((kind) => {
    const copies = idsOfKind(s.cards, kind).filter((id) => !taken.includes(id));
    const id = copies.find((c) => hand.includes(c)) ?? copies[0] ?? -1;
    taken.push(id);
    return id;
  });
  return more.length > 0
    ? { seat, type: 'discard', card: card!, more }
    : { seat, type: 'discard', card: card! };
}

/**
 * The engine's target is a card id, not a seat: a target naming a seat whose Book does not hold
 * that card must be refused here, or another copy of the kind elsewhere would be hit instead.
 */
export function refuseTarget(s: NobidState, st: Step): Rejection | null {
  if (!('play' in st) || !st.target || !('card' in st.target)) return null;
  const { seat, card } = st.target;
  const why =
    seat >= s.seats
      ? `there is no seat ${seat} at this ${s.seats}-player table`
      : s.books[seat]!.some((id) => s.cards.kind[id] === card)
        ? null
        : `seat ${seat}'s Book holds no ${card}`;
  return why ? { code: 'illegal-target', message: `seat ${st.seat} play ${st.play}: ${why}` } : null;
}

/** `{ "pass": "all" }`: every seat that has not passed passes, in seat order, until the window closes. */
export const passAll = scenarioMacro<NobidState, NobidAction, z.infer<typeof passAllSchema>>({
  shape: '{ "pass": "all" }',
  schema: passAllSchema,
  matches: (raw) => typeof raw.pass === 'string',
  refuse: (s) => (s.step === 'window' ? null : '"pass all" but no reaction window is open'),
  next(s) {
    if (s.step !== 'window') return null;
    for (let seat = 0; seat < s.seats; seat++)
      if ((s.passed & (1 << seat)) === 0) return { seat, type: 'pass' };
    return null;
  },
});
