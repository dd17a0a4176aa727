/**
 * What the client needs to know about a Startups company: its name in the current language (from
 * the game's rules texts), its card count (printed large on every card, as on the real cards)
 * and its colour class. A card is just its company id (0..5).
 */
import { COMPANIES, COMPANY_COUNT, type CompanyId } from '@nobid/startups/companies';
import type { Translate } from '../../i18n/i18n.ts';

export { COMPANIES, COMPANY_COUNT, type CompanyId };

export const COMPANY_IDS: readonly CompanyId[] = COMPANIES.map((_, id) => id);

/** "Octo Coffee", "문어 커피". */
export const companyName = (company: CompanyId, t: Translate): string =>
  t(`su-rule-company-${COMPANIES[company]?.key ?? 'unknown'}`);

/** How many cards the company has in the whole game. */
export const companyCards = (company: CompanyId): number => COMPANIES[company]?.cards ?? 0;

/** The CSS class carrying the company's colour: `co-octo`, `co-giraffe`... */
export const companyClass = (company: CompanyId): string =>
  `co-${COMPANIES[company]?.key.split('-')[0] ?? 'unknown'}`;

/**
 * React keys for a row of cards that are told apart only by company: "3-0", "3-1" for the first
 * and second Octo Coffee. A card joining or leaving keeps every other card's key, so only the
 * newcomer animates in.
 */
export function cardKeys(companies: readonly CompanyId[]): string[] {
  const seen = new Map<CompanyId, number>();
  return companies.map((c) => {
    const n = seen.get(c) ?? 0;
    seen.set(c, n + 1);
    return `${c}-${n}`;
  });
}

/** The company ids of a per-company count row, one entry per card: [0, 2, 1] -> [1, 1, 2]. */
export function cardsOf(counts: readonly number[]): CompanyId[] {
  const out: CompanyId[] = [];
  counts.forEach((n, company) => {
    for (let i = 0; i < n; i++) out.push(company);
  });
  return out;
}
