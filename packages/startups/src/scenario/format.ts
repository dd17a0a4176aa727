/** Readable JSON for people: company ids become short names; the deck is listed top first. */
import type { GameEvent } from '@nobid/engine';
import { COMPANY_COUNT } from '../companies.ts';
import { startupsGame as game } from '../game.ts';
import { finalScoring } from '../step.ts';
import type { StartupsEvent, StartupsState } from '../types.ts';
import { nameOf } from './names.ts';

/** Counts per company as { name: n }, companies held 0 left out. */
function holdings(t: readonly number[], seat: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (let c = 0; c < COMPANY_COUNT; c++) {
    const n = t[seat * COMPANY_COUNT + c]!;
    if (n > 0) out[nameOf(c)] = n;
  }
  return out;
}

const perSeat = (s: StartupsState, t: readonly number[]) =>
  Array.from({ length: s.seats }, (_, p) => holdings(t, p));

/** Every field named `company` holding an id, at any depth, as a name. */
function named(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(named);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === 'company' && typeof v === 'number' ? nameOf(v) : named(v),
    ]),
  );
}

/** The full state (the scenario runner's output: it shows every secret). */
export function stateToJson(s: StartupsState): Record<string, unknown> {
  const chips: Record<string, number> = {};
  s.chips.forEach((holder, c) => {
    if (holder !== -1) chips[nameOf(c)] = holder;
  });
  return {
    phase: s.phase,
    active: s.active,
    turn: s.turn,
    decisions: game.decisions(s),
    tookFromMarket: s.tookFromMarket === -1 ? null : nameOf(s.tookFromMarket),
    coins: s.coins,
    hands: perSeat(s, s.hands),
    investments: perSeat(s, s.invested),
    knownHands: perSeat(s, s.known),
    chips,
    market: s.marketCompany.map((c, i) => ({ company: nameOf(c), coins: s.marketCoins[i] })),
    deckTopFirst: s.deck.slice().reverse().map(nameOf),
    removed: s.removed.map(nameOf),
    endReason: s.endReason,
    outcome: s.outcome,
    final: named(finalScoring(s)),
  };
}

export function eventsToJson(events: readonly GameEvent<StartupsEvent>[]): unknown[] {
  return events.map((e) => ({
    public: named(e.public),
    ...(e.private ? { private: named(e.private) } : {}),
  }));
}
