/** No Bid's feature encoding (`@nobid/nobid`) as the value function's (`@nobid/bots`): the catalog pairs them. */
import type { ValueEncoding } from '@nobid/bots';
import { encodeView, FEATURE_COUNT, MAX_SEATS, NOBID_FEATURES, type NobidView } from '@nobid/nobid';

export const NOBID_VALUE_ENCODING: ValueEncoding<NobidView> = {
  ...NOBID_FEATURES,
  inputs: FEATURE_COUNT,
  outputs: MAX_SEATS,
  encode: (view, out) => {
    encodeView(view, out);
  },
  seats: (view) => view.seats,
  viewer: (view) => view.viewer as number,
  edition: (view) => view.cards.identity,
};
