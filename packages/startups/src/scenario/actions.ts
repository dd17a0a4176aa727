/** How Startups' steps become engine actions, and back. */
import type { ActionStepCommon } from '@nobid/scenario';
import type { StartupsAction } from '../types.ts';
import { companyOf, nameOf } from './names.ts';
import type { StartupsActionStep } from './schema.ts';

export function toAction(st: StartupsActionStep & Pick<ActionStepCommon, 'seat'>): StartupsAction {
  const seat = st.seat;
  if ('takeDeck' in st) return { seat, type: 'take-deck' };
  if ('takeMarket' in st) return { seat, type: 'take-market', slot: st.takeMarket };
  if ('invest' in st) return { seat, type: 'invest', company: companyOf(st.invest) };
  return { seat, type: 'to-market', company: companyOf(st.toMarket) };
}

export function actionToStep(a: StartupsAction): Record<string, unknown> {
  switch (a.type) {
    case 'take-deck':
      return { seat: a.seat, takeDeck: true };
    case 'take-market':
      return { seat: a.seat, takeMarket: a.slot };
    case 'invest':
      return { seat: a.seat, invest: nameOf(a.company) };
    case 'to-market':
      return { seat: a.seat, toMarket: nameOf(a.company) };
  }
}
