/**
 * Checks Startups' expectation fields against a state; returns what differed. `winner`,
 * `outcome` and `decision` are the generic runner's.
 */
import { COMPANY_COUNT } from '../companies.ts';
import { startupsGame as game } from '../game.ts';
import { finalScoring } from '../step.ts';
import type { StartupsState } from '../types.ts';
import { actionToStep, toAction } from './actions.ts';
import { countsOf, marketCardOf } from './build.ts';
import { companyOf, nameOf } from './names.ts';
import type { StartupsExpectation } from './schema.ts';

const show = (v: unknown) => JSON.stringify(v);
const row = (t: readonly number[], seat: number) => t.slice(seat * COMPANY_COUNT, (seat + 1) * COMPANY_COUNT);
const sortedJson = (xs: readonly unknown[]) => xs.map(show).sort();

export function checkExpectation(s: StartupsState, e: StartupsExpectation): string[] {
  const problems: string[] = [];
  const want = (what: string, expected: unknown, actual: unknown) => {
    if (show(expected) !== show(actual)) problems.push(`${what} = ${show(expected)}, got ${show(actual)}`);
  };
  const table = (what: string, rows: StartupsExpectation['hands'], t: readonly number[]) =>
    rows?.forEach((h, seat) => {
      if (h && seat >= s.seats) problems.push(`${what}: no seat ${seat} at a ${s.seats}-player table`);
      else if (h) want(`${what}[${seat}] (per company)`, countsOf(h), row(t, seat));
    });
  table('hands', e.hands, s.hands);
  table('investments', e.investments, s.invested);
  for (const [name, holder] of Object.entries(e.chips ?? {})) {
    const actual = s.chips[companyOf(name)]!;
    want(`chips.${name}`, holder, actual === -1 ? null : actual);
  }
  if (e.coins) want('coins', e.coins, s.coins);
  if (e.market)
    want(
      'market ([company, coins])',
      e.market.map(marketCardOf),
      s.marketCompany.map((c, i) => [c, s.marketCoins[i]]),
    );
  if (e.deckSize !== undefined) want('deckSize', e.deckSize, s.deck.length);
  if (e.active !== undefined) want('active', e.active, s.active);
  if (e.phase !== undefined) want('phase', e.phase, s.phase);
  if (e.turn !== undefined) want('turn', e.turn, s.turn);
  if (e.legal) {
    const actual = game.legalActions(s, s.active).map(actionToStep);
    const expected = e.legal.map((a) => actionToStep(toAction(a)));
    if (show(sortedJson(expected)) !== show(sortedJson(actual)))
      problems.push(`legal (any order) = ${show(expected)}, got ${show(actual)}`);
  }
  for (const [seat, cost] of Object.entries(e.drawCost ?? {}))
    want(
      `drawCost[${seat}]`,
      cost,
      Number(seat) < s.seats ? game.view(s, Number(seat)).drawCost : 'no such seat',
    );
  const wantsFinal = [e.endReason, e.scores, e.received, e.paid, e.payments].some((x) => x !== undefined);
  if (!wantsFinal) return problems;
  const final = finalScoring(s);
  if (!final) return [...problems, 'the final scoring, but the game is not over'];
  if (e.endReason) want('endReason', e.endReason, final.reason);
  if (e.scores)
    want(
      'scores',
      e.scores,
      final.scores.map((x) => x.score),
    );
  if (e.received)
    want(
      'received',
      e.received,
      final.scores.map((x) => x.received),
    );
  if (e.paid)
    want(
      'paid',
      e.paid,
      final.scores.map((x) => x.paid),
    );
  if (e.payments) {
    const expected = e.payments.map((p) => ({ ...p, company: nameOf(companyOf(p.company)) }));
    const actual = final.payments.map((p) => ({
      from: p.from,
      to: p.to,
      cards: p.cards,
      company: nameOf(p.company),
    }));
    if (show(sortedJson(expected)) !== show(sortedJson(actual)))
      problems.push(`payments (any order) = ${show(expected)}, got ${show(actual)}`);
  }
  return problems;
}
