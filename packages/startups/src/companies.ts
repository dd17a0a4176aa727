/**
 * The Startups components: the single source of truth for the rules, the rulebooks and the client.
 * Company names live in texts/{ko,en,de}/rules.ftl under `company-<key>`.
 *
 * A card is just its company: cards of one company are interchangeable, so the rules keep a card
 * as its integer company id (0..5) and hands and investments as per-company counts.
 */

export const COMPANIES = [
  { key: 'giraffe-beer', cards: 5 },
  { key: 'bowwow-games', cards: 6 },
  { key: 'flamingo-soft', cards: 7 },
  { key: 'octo-coffee', cards: 8 },
  { key: 'hippo-powertech', cards: 9 },
  { key: 'elephant-mars-travel', cards: 10 },
] as const;

export type CompanyKey = (typeof COMPANIES)[number]['key'];
/** A company's index in COMPANIES (0..5); it is also the value of each of its cards. */
export type CompanyId = number;

export const COMPANY_COUNT = COMPANIES.length;
export const COMPANY_KEYS: readonly CompanyKey[] = COMPANIES.map((c) => c.key);
/** How many cards each company has, by id. */
export const CARDS_PER_COMPANY: readonly number[] = COMPANIES.map((c) => c.cards);
export const TOTAL_CARDS = CARDS_PER_COMPANY.reduce((a, b) => a + b, 0);

/** The fixed numbers of the printed game. */
export const RULES = {
  minPlayers: 3,
  maxPlayers: 7,
  /** Cards removed face down at setup, never seen by anyone. */
  removedCards: 5,
  handSize: 3,
  startingCoins: 10,
  /** A received coin is flipped to its 3 side. */
  receivedCoinValue: 3,
  /** A safety net, not a rule of the printed game: a game that reaches it is scored at once. */
  defaultTurnCap: 300,
} as const;

/**
 * The coins in the box: every player's starting coins at the most players (a coin is worth 1 on one
 * side and 3 on the other, so a received coin is flipped, never added). The components list and the
 * print-and-play sheet both count these.
 */
export const COIN_COUNT = RULES.startingCoins * RULES.maxPlayers;

export function companyId(key: string): CompanyId {
  const id = COMPANY_KEYS.indexOf(key as CompanyKey);
  if (id < 0) throw new Error(`unknown company "${key}"; known: ${COMPANY_KEYS.join(', ')}`);
  return id;
}

export const isCompanyId = (x: unknown): x is CompanyId =>
  Number.isInteger(x) && (x as number) >= 0 && (x as number) < COMPANY_COUNT;
