/**
 * The Startups scenario format: a position, then actions and what must follow. It is plain JSON
 * (company names as keys, actions as short strings) so that a rules question can be written the
 * way it is asked at the table. The rules tests are written in it; README.md documents it.
 *
 *   { "name": "a chip holder may not take that company from the market",
 *     "players": 3,
 *     "hands": [{ "octo": 3 }, { "hippo": 3 }, { "giraffe": 3 }],
 *     "chips": { "octo": 0 }, "market": [["octo", 2], "hippo"], "deck": ["elephant"],
 *     "steps": [
 *       { "reject": "0 take-market 0", "code": "illegal-target" },
 *       { "do": "0 take-market 1" },
 *       { "expect": { "coins": [10, 10, 10], "hands": [{ "octo": 3, "hippo": 1 }] } } ] }
 *
 * Actions: "<seat> take-deck", "<seat> take-market <slot>", "<seat> invest <company>",
 * "<seat> to-market <company>". Company names: a key ("octo-coffee") or its first word ("octo").
 */
import type { Outcome, RejectionCode, Seat } from '@nobid/engine';
import { CARDS_PER_COMPANY, COMPANY_COUNT, COMPANY_KEYS, companyId } from './companies.ts';
import { startupsGame as game } from './game.ts';
import { finalScoring } from './step.ts';
import type { Payment, Phase, StartupsAction, StartupsOptions, StartupsState } from './types.ts';

export type Holdings = Readonly<Record<string, number>>;
export type ScenarioMarketCard = string | readonly [string, number];

export interface ScenarioExpectation {
  /** Exact hands, seat by seat (companies left out hold 0); null skips a seat. */
  readonly hands?: readonly (Holdings | null)[];
  readonly investments?: readonly (Holdings | null)[];
  readonly chips?: Readonly<Record<string, Seat | null>>;
  readonly coins?: readonly number[];
  readonly market?: readonly ScenarioMarketCard[];
  readonly deckSize?: number;
  readonly active?: Seat;
  readonly phase?: Phase;
  /** The legal actions of the active seat, as action strings, in any order. */
  readonly legal?: readonly string[];
  readonly drawCost?: Readonly<Record<number, number>>;
  readonly winner?: Seat;
  readonly endReason?: 'deck' | 'turn-cap';
  /** Final scores by seat. */
  readonly scores?: readonly number[];
  readonly received?: readonly number[];
  readonly paid?: readonly number[];
  /** Every payment, as "<from> pays <to> <n> <company>", in any order. */
  readonly payments?: readonly string[];
}

export type ScenarioStep =
  | { readonly do: string }
  | { readonly reject: string; readonly code: RejectionCode; readonly message?: string }
  | { readonly expect: ScenarioExpectation };

export interface Scenario {
  readonly name: string;
  readonly players: number;
  readonly options?: Partial<StartupsOptions>;
  readonly hands: readonly Holdings[];
  readonly investments?: readonly Holdings[];
  readonly chips?: Readonly<Record<string, Seat>>;
  /** Default: 10 each. */
  readonly coins?: readonly number[];
  /** Cards in the market in arrival order: a company, or [company, coins on it]. */
  readonly market?: readonly ScenarioMarketCard[];
  /** The deck, top card first. */
  readonly deck: readonly string[];
  readonly active?: Seat;
  readonly turn?: number;
  readonly steps: readonly ScenarioStep[];
}

export class ScenarioFailure extends Error {
  override name = 'ScenarioFailure';
}

const ALIASES = new Map<string, number>(COMPANY_KEYS.map((key, id) => [key.split('-')[0]!, id]));
export const company = (name: string): number => ALIASES.get(name) ?? companyId(name);
const companyName = (id: number): string => COMPANY_KEYS[id]!.split('-')[0]!;

function counts(h: Holdings | undefined): number[] {
  const out = new Array<number>(COMPANY_COUNT).fill(0);
  for (const [name, n] of Object.entries(h ?? {})) out[company(name)] = n;
  return out;
}

const marketCard = (m: ScenarioMarketCard): [number, number] =>
  typeof m === 'string' ? [company(m), 0] : [company(m[0]), m[1]];

/** Builds the position a scenario describes. Cards it does not place are the removed cards. */
export function scenarioState(sc: Scenario): StartupsState {
  const options = game.parseOptions(sc.options ?? {});
  const seats = sc.players;
  const base = game.setup(seats, options, `scenario:${sc.name}`);
  const hands = Array.from({ length: seats }, (_, s) => counts(sc.hands[s])).flat();
  const invested = Array.from({ length: seats }, (_, s) => counts(sc.investments?.[s])).flat();
  const market = (sc.market ?? []).map(marketCard);
  const deck = sc.deck.map(company).reverse();
  const left = CARDS_PER_COMPANY.slice();
  const use = (c: number, n: number) => {
    left[c]! -= n;
    if (left[c]! < 0)
      throw new ScenarioFailure(`${sc.name}: more ${COMPANY_KEYS[c]} cards than the game has`);
  };
  for (let i = 0; i < hands.length; i++) use(i % COMPANY_COUNT, hands[i]! + invested[i]!);
  for (const [c] of market) use(c, 1);
  for (const c of deck) use(c, 1);
  const removed: number[] = [];
  left.forEach((n, c) => {
    for (let k = 0; k < n; k++) removed.push(c);
  });
  const chips = new Array<number>(COMPANY_COUNT).fill(-1);
  for (const [name, seat] of Object.entries(sc.chips ?? {})) chips[company(name)] = seat;
  return {
    ...base,
    deck,
    removed,
    hands,
    invested,
    known: new Array<number>(seats * COMPANY_COUNT).fill(0),
    chips,
    coins: sc.coins ? sc.coins.slice() : base.coins,
    marketCompany: market.map((m) => m[0]),
    marketCoins: market.map((m) => m[1]),
    active: sc.active ?? 0,
    turn: sc.turn ?? 0,
  };
}

/** "2 invest octo" -> an action, through the game's own parser. */
export function parseActionString(text: string): StartupsAction {
  const [seat, type, arg] = text.trim().split(/\s+/);
  const raw: Record<string, unknown> = { seat: Number(seat), type };
  if (type === 'take-market') raw.slot = Number(arg);
  if (type === 'invest' || type === 'to-market') raw.company = arg === undefined ? undefined : company(arg);
  const parsed = game.parseAction(raw);
  if (!parsed.ok) throw new ScenarioFailure(`cannot read action "${text}": ${parsed.error.message}`);
  return parsed.action;
}

export function actionString(a: StartupsAction): string {
  if (a.type === 'take-deck') return `${a.seat} take-deck`;
  if (a.type === 'take-market') return `${a.seat} take-market ${a.slot}`;
  return `${a.seat} ${a.type} ${companyName(a.company)}`;
}

/** Runs a scenario and returns its final state; throws ScenarioFailure at the first mismatch. */
export function runScenario(sc: Scenario): StartupsState {
  let state = scenarioState(sc);
  sc.steps.forEach((st, i) => {
    const where = `${sc.name}, step ${i + 1}`;
    if ('do' in st) {
      const r = game.apply(state, parseActionString(st.do));
      if (!r.ok) throw new ScenarioFailure(`${where}: "${st.do}" was rejected: ${r.error.message}`);
      state = r.state;
    } else if ('reject' in st) {
      const r = game.apply(state, parseActionString(st.reject));
      if (r.ok) throw new ScenarioFailure(`${where}: "${st.reject}" was accepted but should be refused`);
      if (r.error.code !== st.code || (st.message && !r.error.message.includes(st.message)))
        throw new ScenarioFailure(
          `${where}: refused with ${r.error.code} "${r.error.message}", expected ${st.code}`,
        );
    } else checkExpectation(state, st.expect, where);
  });
  return state;
}

function same(where: string, what: string, actual: unknown, expected: unknown): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    throw new ScenarioFailure(
      `${where}: ${what} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`,
    );
}

const row = (t: readonly number[], s: Seat) => t.slice(s * COMPANY_COUNT, (s + 1) * COMPANY_COUNT);
const sorted = (xs: readonly string[]) => [...xs].sort();
const paymentString = (p: Payment) => `${p.from} pays ${p.to} ${p.cards} ${companyName(p.company)}`;

function checkExpectation(s: StartupsState, e: ScenarioExpectation, where: string): void {
  e.hands?.forEach((h, seat) => {
    if (h) same(where, `seat ${seat}'s hand`, row(s.hands, seat), counts(h));
  });
  e.investments?.forEach((h, seat) => {
    if (h) same(where, `seat ${seat}'s investments`, row(s.invested, seat), counts(h));
  });
  for (const [name, seat] of Object.entries(e.chips ?? {}))
    same(
      where,
      `the ${name} chip holder`,
      s.chips[company(name)] === -1 ? null : s.chips[company(name)],
      seat,
    );
  if (e.coins) same(where, 'coins', s.coins, e.coins);
  if (e.market) {
    const actual = s.marketCompany.map((c, i) => [c, s.marketCoins[i]]);
    same(where, 'the market', actual, e.market.map(marketCard));
  }
  if (e.deckSize !== undefined) same(where, 'the deck size', s.deck.length, e.deckSize);
  if (e.active !== undefined) same(where, 'the active seat', s.active, e.active);
  if (e.phase) same(where, 'the phase', s.phase, e.phase);
  if (e.legal) {
    const legal = game.legalActions(s, s.active).map(actionString);
    same(where, 'the legal actions', sorted(legal), sorted(e.legal));
  }
  for (const [seat, cost] of Object.entries(e.drawCost ?? {}))
    same(where, `seat ${seat}'s draw cost`, game.view(s, Number(seat)).drawCost, cost);
  checkFinal(s, e, where);
}

function checkFinal(s: StartupsState, e: ScenarioExpectation, where: string): void {
  const wantsFinal = e.winner ?? e.endReason ?? e.scores ?? e.received ?? e.paid ?? e.payments;
  if (wantsFinal === undefined) return;
  const final = finalScoring(s);
  if (!final) throw new ScenarioFailure(`${where}: the game is not over`);
  const outcome: Outcome | null = game.result(s);
  if (e.winner !== undefined) {
    same(where, 'the winner', final.winner, e.winner);
    same(where, 'the outcome winner', outcome?.kind === 'win' ? outcome.winner : null, e.winner);
  }
  if (e.endReason) same(where, 'the end reason', final.reason, e.endReason);
  if (e.scores)
    same(
      where,
      'the scores',
      final.scores.map((x) => x.score),
      e.scores,
    );
  if (e.received)
    same(
      where,
      'the coins received',
      final.scores.map((x) => x.received),
      e.received,
    );
  if (e.paid)
    same(
      where,
      'the coins paid',
      final.scores.map((x) => x.paid),
      e.paid,
    );
  if (e.payments) same(where, 'the payments', sorted(final.payments.map(paymentString)), sorted(e.payments));
}
