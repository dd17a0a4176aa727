/**
 * Startups' part of the scenario format (docs/scenarios.md, "Startups"): the setup, the action
 * steps and the expectations. Companies are named by key or first word (`octo`); hands and
 * investments are counts per company. The envelope and the shared fields are @nobid/scenario's.
 */
import { z } from 'zod';
import { COMPANY_NAMES, isCompanyName } from './names.ts';

export const DOCS = 'docs/scenarios.md, "Startups"';

const company = z.string().refine(isCompanyName, {
  error: (issue) => `unknown company "${String(issue.input)}"; known: ${COMPANY_NAMES.join(', ')}`,
});
const seat = z.number().int().min(0).max(6);
const count = z.number().int().min(0);
/** Cards per company, e.g. { "octo": 2, "hippo": 1 }; a company left out holds none. */
const holdings = z.record(company, count);
/** A market card: its company, or [company, coins on it]. */
const marketCard = z.union([company, z.tuple([company, count])]);
const perSeat = <T extends z.ZodType>(value: T) =>
  z.record(z.string().regex(/^[0-6]$/, 'a seat number 0-6'), value);

export const setupSchema = z
  .object({
    /** Each seat's hand. */
    hands: z.array(holdings).default([]),
    /** Each seat's investments (cards face up in front of it). */
    investments: z.array(holdings).default([]),
    /** Who holds each company's anti-monopoly chip. */
    chips: z.record(company, seat).default({}),
    /** Each seat's coins; default 10 each. */
    coins: z.array(count).optional(),
    /** The market in the order its cards arrived. */
    market: z.array(marketCard).default([]),
    /** The deck, TOP FIRST. Cards placed nowhere are the removed cards. */
    deck: z.array(company).default([]),
    active: seat.default(0),
    /** Completed turns (for the turn cap). */
    turn: z.number().int().min(0).default(0),
  })
  .strict();

/** Each action step by the field that names it; the runner adds seat, rejected, message, decision. */
export const actionSteps = {
  takeDeck: z.object({ takeDeck: z.literal(true) }),
  takeMarket: z.object({ takeMarket: z.number().int().min(0) }),
  invest: z.object({ invest: company }),
  toMarket: z.object({ toMarket: company }),
};

/** An action as `legal` lists it: a step with its seat. */
const legalAction = z.union(Object.values(actionSteps).map((s) => s.extend({ seat }).strict()));

const payment = z.object({ from: seat, to: seat, cards: z.number().int().min(1), company }).strict();

export const expectSchema = z.object({
  /** Exact hands, seat by seat (a company left out holds 0); null skips a seat. */
  hands: z.array(holdings.nullable()).optional(),
  investments: z.array(holdings.nullable()).optional(),
  /** Chip holders; null: nobody holds it. */
  chips: z.record(company, seat.nullable()).optional(),
  coins: z.array(z.number().int()).optional(),
  market: z.array(marketCard).optional(),
  deckSize: z.number().int().optional(),
  active: seat.optional(),
  phase: z.enum(['take', 'play', 'over']).optional(),
  turn: z.number().int().optional(),
  /** The active seat's legal actions, in any order. */
  legal: z.array(legalAction).optional(),
  /** What each seat would pay to take from the deck now. */
  drawCost: perSeat(z.number().int()).optional(),
  /** After the end: */
  endReason: z.enum(['deck', 'turn-cap']).optional(),
  scores: z.array(z.number().int()).optional(),
  received: z.array(z.number().int()).optional(),
  paid: z.array(z.number().int()).optional(),
  /** Every payment of the final scoring, in any order. */
  payments: z.array(payment).optional(),
});

export const DECISION_KINDS = ['take', 'play'] as const;

export type StartupsScenarioSetup = z.infer<typeof setupSchema>;
export type StartupsActionStep = {
  [K in keyof typeof actionSteps]: z.infer<(typeof actionSteps)[K]>;
}[keyof typeof actionSteps];
export type StartupsExpectation = z.infer<typeof expectSchema>;
export type ScenarioMarketCard = z.infer<typeof marketCard>;
