/**
 * Interned action objects. `legalActions` runs in the simulator's inner loop; handing out the same
 * frozen object for the same (seat, action) keeps it from allocating one object per option.
 */
import type { Seat } from '@nobid/engine';
import { COMPANY_COUNT, RULES, TOTAL_CARDS } from './companies.ts';
import type { StartupsAction } from './types.ts';

type Of<T extends StartupsAction['type']> = Extract<StartupsAction, { type: T }>;

const seatsRange = Array.from({ length: RULES.maxPlayers }, (_, seat) => seat);
const companiesRange = Array.from({ length: COMPANY_COUNT }, (_, company) => company);

const TAKE_DECK: readonly Of<'take-deck'>[] = seatsRange.map((seat) =>
  Object.freeze({ seat, type: 'take-deck' as const }),
);
/** The market never holds more cards than exist. */
const TAKE_MARKET: readonly (readonly Of<'take-market'>[])[] = seatsRange.map((seat) =>
  Array.from({ length: TOTAL_CARDS }, (_, slot) =>
    Object.freeze({ seat, type: 'take-market' as const, slot }),
  ),
);
const INVEST: readonly (readonly Of<'invest'>[])[] = seatsRange.map((seat) =>
  companiesRange.map((company) => Object.freeze({ seat, type: 'invest' as const, company })),
);
const TO_MARKET: readonly (readonly Of<'to-market'>[])[] = seatsRange.map((seat) =>
  companiesRange.map((company) => Object.freeze({ seat, type: 'to-market' as const, company })),
);

export const takeDeck = (seat: Seat): Of<'take-deck'> => TAKE_DECK[seat]!;
export const takeMarket = (seat: Seat, slot: number): Of<'take-market'> => TAKE_MARKET[seat]![slot]!;
export const invest = (seat: Seat, company: number): Of<'invest'> => INVEST[seat]![company]!;
export const toMarket = (seat: Seat, company: number): Of<'to-market'> => TO_MARKET[seat]![company]!;
