/**
 * A move in words, for the analysis table: the buttons' own wording where the table has a button
 * for it ("Play EUR/USD LONG", "Pass"), so a player reads the options as they were offered.
 */
import type { NobidAction } from '@nobid/nobid';
import type { TableSettings } from '@nobid/protocol';
import { cardName } from '../../games/nobid/cards.ts';
import { withEditionTexts } from '../../games/nobid/edition-texts.ts';
import { tableCards } from '../../games/nobid/table-cards.ts';
import { companyName } from '../../games/startups/companies.ts';
import type { Locale, Translate } from '../../i18n/i18n.ts';

type StartupsMove =
  | { readonly type: 'take-deck' }
  | { readonly type: 'take-market'; readonly slot: number }
  | { readonly type: 'invest'; readonly company: number }
  | { readonly type: 'to-market'; readonly company: number };

export interface MoveContext {
  readonly settings: TableSettings;
  readonly names: readonly string[];
  readonly t: Translate;
  readonly locale: Locale;
  /** Startups: the market on screen (a take names the company in that slot). */
  readonly view: unknown;
}

/**
 * A targeted card with the seat whose Book holds it: two players may each hold a EUR/USD LONG, and
 * "Novation on EUR/USD LONG" would then read the same for both.
 */
function cardWithOwner(id: number, card: (id: number) => string, ctx: MoveContext): string {
  const books = (ctx.view as { books?: readonly (readonly number[])[] }).books ?? [];
  const owner = books.findIndex((book) => book.includes(id));
  const name = ctx.names[owner];
  return owner < 0 || !name ? card(id) : ctx.t('replay-move-card-of', { owner: name, card: card(id) });
}

function nobidLabel(action: NobidAction, ctx: MoveContext): string {
  const at = tableCards(ctx.settings);
  const t = at.ok ? withEditionTexts(ctx.t, at.cards, ctx.locale) : ctx.t;
  const card = (id: number) => (at.ok ? cardName(at.cards, id, t) : `#${id}`);
  switch (action.type) {
    case 'play': {
      const move = t('btn-play', { card: card(action.card) });
      const target = action.target;
      if (!target) return move;
      const on =
        'seat' in target
          ? (ctx.names[target.seat] ?? '')
          : 'card' in target
            ? cardWithOwner(target.card, card, ctx)
            : target.currency;
      return t('replay-move-target', { move, target: on });
    }
    case 'draw':
      return t('btn-draw');
    case 'respond':
      return t('replay-move-respond', { card: card(action.card) });
    case 'pass':
      return t('btn-pass');
    case 'stop-loss':
      return t(action.use ? 'btn-use-stop-loss' : 'btn-decline-stop-loss');
    case 'stop-out':
      return t('replay-move-stop-out', { card: card(action.card) });
    case 'discard':
      return t('btn-discard', { card: card(action.card) });
  }
}

function startupsLabel(action: StartupsMove, ctx: MoveContext): string {
  const { t } = ctx;
  switch (action.type) {
    case 'take-deck':
      return t('replay-move-take-deck');
    case 'take-market': {
      // The coins on the card name it apart from another card of the same company.
      const market = (ctx.view as { market?: readonly { company: number; coins: number }[] }).market ?? [];
      const card = market[action.slot];
      return t('replay-move-take-market', {
        company: card === undefined ? '?' : companyName(card.company, t),
        coins: card?.coins ?? 0,
      });
    }
    case 'invest':
      return t('su-btn-invest', { company: companyName(action.company, t) });
    case 'to-market':
      return t('su-btn-to-market', { company: companyName(action.company, t) });
  }
}

export function moveLabel(action: unknown, ctx: MoveContext): string {
  if (ctx.settings.game === 'nobid') return nobidLabel(action as NobidAction, ctx);
  if (ctx.settings.game === 'startups') return startupsLabel(action as StartupsMove, ctx);
  return JSON.stringify(action);
}
