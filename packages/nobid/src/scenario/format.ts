/** Readable JSON for people: card ids become kinds, piles are listed top first where it helps. */
import type { GameEvent } from '@nobid/engine';
import { type CardTable, kindOf as kindName, kindOf } from '../card-table.ts';
import { nobidGame } from '../game.ts';
import type { NobidState } from '../state.ts';
import { bookCount } from '../state.ts';
import type { NobidAction, NobidEvent, PlayTarget } from '../types.ts';

const kindsIn = (t: CardTable) => (ids: readonly number[]) => ids.map((id) => kindOf(t, id));

/** The full state in card kinds (the scenario runner's output: it shows every secret). */
export function stateToJson(s: NobidState): Record<string, unknown> {
  const kinds = kindsIn(s.cards);
  return {
    edition: s.cards.identity,
    step: s.step,
    phase: s.phase,
    active: s.active,
    turn: s.turn,
    turnCap: s.turnCap,
    outcome: s.outcome,
    decisions: nobidGame.decisions(s),
    books: s.books.map(kinds),
    counts: s.books.map((b) => bookCount(s.cards, b)),
    hands: s.hands.map(kinds),
    knownHands: s.known.map(kinds),
    deckTopFirst: kinds(s.deck.slice().reverse()),
    discardBottomFirst: kinds(s.discard),
    openingsTopFirst: kinds(s.openings.slice().reverse()),
    stack: s.stack.map((card, i) => ({ card: kindOf(s.cards, card), seat: s.stackSeat[i] })),
    window: s.step === 'window' ? s.window : null,
    outOfPlay: s.out.length,
  };
}

const CARD_FIELDS = new Set(['card', 'by', 'saved', 'position']);

/** An event with its card ids replaced by kinds (ids kept as `<field>Id`). */
export function eventToJson(t: CardTable, e: NobidEvent): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(e)) {
    if (CARD_FIELDS.has(key) && typeof value === 'number') out[key] = kindOf(t, value);
    else if ((key === 'cards' || key === 'openings') && Array.isArray(value))
      out[key] = kindsIn(t)(value as number[]);
    else if (key === 'target') out[key] = targetToJson(t, value as PlayTarget);
    else out[key] = value;
  }
  return out;
}

function targetToJson(table: CardTable, t: PlayTarget): unknown {
  return 'card' in t ? { card: kindOf(table, t.card) } : t;
}

/** Events as each seat would see them is a surface's job; the runner prints the full record. */
export function eventsToJson(events: readonly GameEvent<NobidEvent>[], state: NobidState): unknown[] {
  const t = state.cards;
  return events.map((e) => ({
    public: e.public ? eventToJson(t, e.public) : null,
    ...(e.private
      ? { private: Object.fromEntries(Object.entries(e.private).map(([k, v]) => [k, eventToJson(t, v)])) }
      : {}),
  }));
}

/** An engine action written back as a scenario step (for "what was legal instead"). */
export function actionToStep(s: NobidState, a: NobidAction): Record<string, unknown> {
  const seat = a.seat;
  const kindOf = (id: number) => kindName(s.cards, id);
  switch (a.type) {
    case 'play': {
      const t = a.target;
      if (!t) return { seat, play: kindOf(a.card) };
      if ('card' in t) {
        const owner = s.books.findIndex((b) => b.includes(t.card));
        return { seat, play: kindOf(a.card), target: { seat: owner, card: kindOf(t.card) } };
      }
      return { seat, play: kindOf(a.card), target: t };
    }
    case 'draw':
      return { seat, draw: true };
    case 'respond':
      return { seat, respond: kindOf(a.card) };
    case 'pass':
      return { seat, pass: true };
    case 'stop-loss':
      return { seat, stopLoss: a.use };
    case 'stop-out':
      return { seat, stopOut: kindOf(a.card) };
    case 'discard':
      return a.more ? { seat, discard: [a.card, ...a.more].map(kindOf) } : { seat, discard: kindOf(a.card) };
  }
}
