/**
 * The No Bid view as this client receives it. In-process a view carries its compiled card table
 * (`NobidView.cards`); on the wire that table is serialised as its edition's identity only
 * (`CardTable.toJSON`), and the client compiles the edition its table's settings name. This type
 * says so, so that nothing here can read `view.cards.kind` and get `undefined`.
 */
import type { NobidView } from '@nobid/nobid';
import type { EditionIdentity } from '@nobid/nobid/cards';

export type WireView = Omit<NobidView, 'cards'> & {
  /** The edition the server plays, to check against the table this client compiled. */
  readonly cards: EditionIdentity;
};
