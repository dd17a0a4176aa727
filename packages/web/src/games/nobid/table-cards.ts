/**
 * The card table of the table this client sits at: the edition its settings name (none: the
 * default; `{ name, version }`: a shipped one; a whole file: an uploaded one), compiled for its
 * number of seats. Card ids mean something only in that table, so the No Bid components read
 * every card through it, and a view from a server that plays another table is refused.
 */
import {
  type CardTable,
  compileEdition,
  EditionError,
  type EditionIdentity,
  formatProblems,
  resolveEdition,
} from '@nobid/nobid/cards';
import type { TableSettings } from '@nobid/protocol';
import type { WireView } from './wire-view.ts';

/** One side of a mismatch: an edition at a player count. */
export interface EditionAt {
  readonly edition: EditionIdentity | null;
  readonly seats: number;
}

export type CardsProblem =
  /** The table's edition cannot be played (the server should have refused it): every problem. */
  | { readonly kind: 'invalid'; readonly detail: string }
  /** The server plays another card list than the one this page compiled (an outdated page). */
  | { readonly kind: 'mismatch'; readonly ours: EditionAt; readonly theirs: EditionAt };

export type TableCards =
  | { readonly ok: true; readonly cards: CardTable }
  | { readonly ok: false; readonly problem: CardsProblem };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** By settings object: a table's settings arrive once and stay the same object until they change. */
const compiled = new WeakMap<TableSettings, TableCards>();

/** The compiled card table a table's settings name; resolved and compiled once per settings. */
export function tableCards(settings: TableSettings): TableCards {
  const known = compiled.get(settings);
  if (known) return known;
  const result = compile(settings);
  compiled.set(settings, result);
  return result;
}

function compile(settings: TableSettings): TableCards {
  const options = settings.options;
  try {
    const edition = resolveEdition(isRecord(options) ? options.edition : undefined);
    return { ok: true, cards: compileEdition(edition, settings.seats.length) };
  } catch (e) {
    const detail =
      e instanceof EditionError ? formatProblems(e.problems) : e instanceof Error ? e.message : String(e);
    return { ok: false, problem: { kind: 'invalid', detail } };
  }
}

const sameIdentity = (a: EditionIdentity, b: unknown): boolean =>
  isRecord(b) && a.name === b.name && a.version === b.version && a.hash === b.hash;

/**
 * Null when `view` was made from `cards` (the same edition at the same player count: the card
 * ids then mean the same cards), else what differs.
 */
export function viewMismatch(cards: CardTable, view: WireView): CardsProblem | null {
  if (sameIdentity(cards.identity, view.cards) && view.seats === cards.players) return null;
  const theirs = isRecord(view.cards) ? view.cards : null;
  return {
    kind: 'mismatch',
    ours: { edition: cards.identity, seats: cards.players },
    theirs: { edition: theirs, seats: view.seats },
  };
}
