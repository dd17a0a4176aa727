/**
 * What the viewer may do now, derived from the legal actions the server sent (never guessed from
 * the rules), and for everything that is not possible a reason taken from the view ("you hold the
 * Octo Coffee anti-monopoly chip"). The reasons only explain; legality comes from `legal` alone.
 */
import type { StartupsAction, StartupsView } from '@nobid/startups';
import { COMPANY_IDS, type CompanyId } from './companies.ts';

/** A message id and its arguments; `company` is a company id, turned into a name when shown. */
export interface Reason {
  readonly id: string;
  readonly args?: {
    readonly player?: number;
    readonly company?: CompanyId;
    readonly cost?: number;
    readonly coins?: number;
  };
}

export interface Choice {
  /** The exact legal action to send, or null when not possible now. */
  readonly action: StartupsAction | null;
  readonly reason: Reason | null;
}

export interface TurnChoices {
  /** 'take' or 'play' when the viewer must decide, else null. */
  readonly decision: 'take' | 'play' | null;
  readonly deck: Choice;
  /** One per market slot, in the view's order. */
  readonly market: readonly Choice[];
  /** Per company in hand: invest, and put into the market. */
  readonly invest: ReadonlyMap<CompanyId, Choice>;
  readonly toMarket: ReadonlyMap<CompanyId, Choice>;
  /**
   * What a timeout plays for the viewer, or null when it owes nothing: the rules' default is the
   * first legal action (`defaultAction` in packages/startups/src/game.ts), and the server sends
   * the legal actions in the rules' own order. A take from the deck or a market card, or an
   * investment: a timeout never puts a card into the market.
   */
  readonly timeout: StartupsAction | null;
}

const isAction = (x: unknown): x is StartupsAction =>
  typeof x === 'object' && x !== null && typeof (x as { type?: unknown }).type === 'string';

const ok = (action: StartupsAction): Choice => ({ action, reason: null });
const no = (id: string, args?: Reason['args']): Choice => ({ action: null, reason: { id, args } });

export function turnChoices(
  view: StartupsView,
  me: number | null,
  legalJson: readonly unknown[],
): TurnChoices {
  const legal = legalJson.filter(isAction).filter((a) => me !== null && a.seat === me);
  const myTurn = me !== null && view.active === me && view.phase !== 'over';
  const decision = myTurn && legal.length > 0 ? (view.phase as 'take' | 'play') : null;
  /** Why nothing of this seat's is possible at all now, if that is the case. */
  const general =
    view.phase === 'over'
      ? no('su-why-over')
      : !myTurn
        ? no('su-why-not-your-turn', { player: view.active })
        : null;

  const deckAction = legal.find((a) => a.type === 'take-deck');
  const coins = me === null ? null : view.coins[me];
  const deck: Choice = deckAction
    ? ok(deckAction)
    : (general ??
      (view.phase === 'play'
        ? no('su-why-already-took')
        : view.deckSize === 0
          ? no('su-why-deck-empty')
          : view.drawCost !== null && coins !== null && coins !== undefined && view.drawCost > coins
            ? no('su-why-cost', { cost: view.drawCost, coins })
            : no('su-why-not-allowed')));

  // Identical market cards (same company, same coins) are offered once: any of them takes it.
  const market = view.market.map((card): Choice => {
    const action = legal.find((a) => {
      if (a.type !== 'take-market') return false;
      const offered = view.market[a.slot];
      return offered !== undefined && offered.company === card.company && offered.coins === card.coins;
    });
    if (action) return ok(action);
    if (general) return general;
    if (view.phase === 'play') return no('su-why-already-took');
    if (view.chips[card.company] === me) return no('su-why-chip', { company: card.company });
    return no('su-why-not-allowed');
  });

  const invest = new Map<CompanyId, Choice>();
  const toMarket = new Map<CompanyId, Choice>();
  for (const company of COMPANY_IDS) {
    if ((view.hand?.[company] ?? 0) === 0) continue;
    const find = (type: 'invest' | 'to-market') =>
      legal.find((a) => a.type === type && 'company' in a && a.company === company);
    const before = general ?? (view.phase === 'take' ? no('su-why-take-first') : null);
    const inv = find('invest');
    const sell = find('to-market');
    invest.set(company, inv ? ok(inv) : (before ?? no('su-why-not-allowed')));
    toMarket.set(
      company,
      sell
        ? ok(sell)
        : (before ??
            (view.tookFromMarket === company
              ? no('su-why-took-back', { company })
              : no('su-why-not-allowed'))),
    );
  }
  return { decision, deck, market, invest, toMarket, timeout: decision === null ? null : legal[0]! };
}

/** A hand card can be chosen when at least one of its two plays is possible. */
export const canPlay = (choices: TurnChoices, company: CompanyId): boolean =>
  choices.invest.get(company)?.action != null || choices.toMarket.get(company)?.action != null;
