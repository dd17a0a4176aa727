/**
 * Reading a compiled card table (`edition/compile.ts`): physical cards are small integer ids
 * into the table of the edition in play, which every state and view carries (`cards`). The hot
 * rules code compares numbers in the table's flat arrays; these helpers are for the rest.
 */
import type { CardDef, Currency, Direction, PositionDef } from './cards.ts';
import { CURRENCIES } from './cards.ts';
import type { CardTable } from './edition/compile.ts';
import type { CardId } from './types.ts';

export {
  type CardTable,
  T_CIRCUIT_BREAKER,
  T_DRAWDOWN,
  T_LEVERAGE,
  T_NO_BID,
  T_ORDER,
  T_POSITION,
} from './edition/compile.ts';

export function isCardId(t: CardTable, id: unknown): id is CardId {
  return typeof id === 'number' && Number.isInteger(id) && id >= 0 && id < t.count;
}

export function cardDefOf(t: CardTable, id: CardId): CardDef {
  const def = t.def[id];
  if (!def) throw new RangeError(`no card with id ${id} in ${t.identity.name} ${t.identity.version}`);
  return def;
}

export function kindOf(t: CardTable, id: CardId): string {
  return t.kind[id] ?? `#${id}`;
}

/** All ids of one kind, in id order. */
export function idsOfKind(t: CardTable, kind: string): CardId[] {
  const out: CardId[] = [];
  for (let id = 0; id < t.count; id++) if (t.kind[id] === kind) out.push(id);
  return out;
}

/** The distinct card of a kind in this table, if the edition has it at this player count. */
export function kindDef(t: CardTable, kind: string): CardDef | undefined {
  return t.kinds.find((d) => d.kind === kind);
}

export const currencyIndex = (c: Currency): number => CURRENCIES.indexOf(c);
export const directionOf = (t: CardTable, id: CardId): Direction | null =>
  t.isShort[id] === 1 ? 'SHORT' : t.isShort[id] === 0 ? 'LONG' : null;
export const positionDef = (t: CardTable, id: CardId): PositionDef | null => {
  const d = t.def[id];
  return d && d.type === 'position' ? d : null;
};
