/**
 * Runs a scenario: builds its position, applies each action through the pure `apply` (so every
 * rejection is the engine's own), and checks each expectation. Stops at the first failure.
 */
import type { GameEvent, Rejection } from '@nobid/engine';
import { z } from 'zod';
import { CARD_KIND, idsOfKind } from '../card-table.ts';
import { nobidGame } from '../game.ts';
import type { NobidState } from '../state.ts';
import type { NobidAction, NobidEvent, PlayTarget } from '../types.ts';
import { buildScenarioState } from './build.ts';
import { checkExpectation } from './expect.ts';
import { actionToStep } from './format.ts';
import { type ActionStep, type Scenario, scenarioSchema } from './schema.ts';

export type ScenarioFailure =
  | { readonly kind: 'illegal'; readonly step: number; readonly message: string }
  | { readonly kind: 'expectation'; readonly step: number; readonly message: string }
  | { readonly kind: 'invalid'; readonly step: number; readonly message: string };

export interface ScenarioResult {
  readonly state: NobidState;
  readonly events: GameEvent<NobidEvent>[];
  readonly log: NobidAction[];
  readonly failure: ScenarioFailure | null;
}

/** Validates untrusted JSON; throws an Error with zod's explanation. */
export function parseScenario(raw: unknown): Scenario {
  const parsed = scenarioSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`invalid scenario file:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export function runScenario(sc: Scenario): ScenarioResult {
  const events: GameEvent<NobidEvent>[] = [];
  const log: NobidAction[] = [];
  let state: NobidState;
  try {
    state = buildScenarioState(sc, events);
  } catch (err) {
    return { state: null as unknown as NobidState, events, log, failure: invalid(0, err) };
  }
  const done = (failure: ScenarioFailure | null): ScenarioResult => ({ state, events, log, failure });
  for (let i = 0; i < sc.steps.length; i++) {
    const st = sc.steps[i]!;
    const where = `step ${i + 1}`;
    if ('expect' in st) {
      const problem = checkExpectation(state, st.expect);
      if (problem)
        return done({ kind: 'expectation', step: i + 1, message: `${where}: expected ${problem}` });
      continue;
    }
    if ('pass' in st && st.pass === 'all') {
      if (state.step !== 'window')
        return done({
          kind: 'illegal',
          step: i + 1,
          message: `${where}: "pass all" but no reaction window is open`,
        });
      for (let p = 0; p < state.seats && state.step === 'window'; p++) {
        if ((state.passed & (1 << p)) !== 0) continue;
        const pass: NobidAction = { seat: p, type: 'pass', window: state.window };
        const r = nobidGame.apply(state, pass);
        if (!r.ok) return done({ kind: 'illegal', step: i + 1, message: `${where}: ${r.error.message}` });
        state = r.state;
        events.push(...r.events);
        log.push(pass);
      }
      continue;
    }
    const action = toAction(state, st as ActionStep);
    const r = targetSeatRejection(state, st as ActionStep) ?? nobidGame.apply(state, action);
    const expected = (st as ActionStep).rejected;
    if (expected) {
      if (r.ok)
        return done({
          kind: 'expectation',
          step: i + 1,
          message: `${where}: expected ${stepText(st as ActionStep)} to be rejected (${expected}) but it was legal`,
        });
      if (r.error.code !== expected)
        return done({
          kind: 'expectation',
          step: i + 1,
          message: `${where}: expected rejection "${expected}" but got "${r.error.code}": ${r.error.message}`,
        });
      continue;
    }
    if (!r.ok)
      return done({
        kind: 'illegal',
        step: i + 1,
        message: illegalMessage(state, st as ActionStep, r.error),
      });
    state = r.state;
    events.push(...r.events);
    log.push(action);
  }
  return done(null);
}

const invalid = (step: number, err: unknown): ScenarioFailure => ({
  kind: 'invalid',
  step,
  message: err instanceof Error ? err.message : String(err),
});

const stepText = (st: ActionStep): string => JSON.stringify(st);

function illegalMessage(state: NobidState, st: ActionStep, error: { code: string; message: string }): string {
  const deciders = nobidGame.decisions(state).map((d) => d.seat);
  const own = deciders.includes(st.seat);
  const seats = own ? [st.seat] : deciders;
  const legal = seats
    .flatMap((p) => nobidGame.legalActions(state, p))
    .map((a) => JSON.stringify(actionToStep(state, a)));
  // When the wrong seat acted, say whose actions these are rather than suggesting they are its own.
  const whose = own
    ? ''
    : ` (seat ${st.seat} has no decision now; ${seats.length === 1 ? 'seat' : 'seats'} ${seats.join(', ')} ${seats.length === 1 ? 'decides' : 'decide'})`;
  return [
    `illegal action ${stepText(st)}: ${error.code}: ${error.message}`,
    legal.length > 0
      ? `legal instead${whose}:\n  ${legal.join('\n  ')}`
      : 'no action is legal: the game is over',
  ].join('\n');
}

/**
 * The engine's target is a card id, not a seat: a target naming a seat whose Book does not hold
 * that card must be refused here, or another copy of the kind elsewhere would be hit instead.
 */
function targetSeatRejection(s: NobidState, st: ActionStep): { ok: false; error: Rejection } | null {
  if (!('play' in st) || !st.target || !('card' in st.target)) return null;
  const { seat, card } = st.target;
  if (seat >= s.seats) return illegalTarget(st, `there is no seat ${seat} at this ${s.seats}-player table`);
  if (s.books[seat]!.some((id) => CARD_KIND[id] === card)) return null;
  return illegalTarget(st, `seat ${seat}'s Book holds no ${card}`);
}

const illegalTarget = (st: ActionStep, why: string): { ok: false; error: Rejection } => ({
  ok: false,
  error: { code: 'illegal-target', message: `seat ${st.seat} play ${'play' in st ? st.play : ''}: ${why}` },
});

/** A card id of this kind, preferring a copy in `zone`; otherwise any copy (the engine then rejects it). */
function pickCard(kind: string, zone: readonly number[]): number {
  for (const id of zone) if (CARD_KIND[id] === kind) return id;
  return idsOfKind(kind)[0]!;
}

function toAction(s: NobidState, st: ActionStep): NobidAction {
  const seat = st.seat;
  const hand = s.hands[seat] ?? [];
  const window = st.window ?? s.window;
  if ('play' in st) {
    const card = pickCard(st.play, hand);
    let target: PlayTarget | undefined;
    const t = st.target;
    if (t && 'card' in t) target = { card: pickCard(t.card, s.books[t.seat] ?? []) };
    else if (t) target = t;
    return target ? { seat, type: 'play', card, target } : { seat, type: 'play', card };
  }
  if ('draw' in st) return { seat, type: 'draw' };
  if ('respond' in st) return { seat, type: 'respond', card: pickCard(st.respond, hand), window };
  if ('pass' in st) return { seat, type: 'pass', window };
  if ('stopLoss' in st) return { seat, type: 'stop-loss', use: st.stopLoss };
  if ('stopOut' in st) return { seat, type: 'stop-out', card: pickCard(st.stopOut, s.books[seat] ?? []) };
  return { seat, type: 'discard', card: pickCard(st.discard, hand) };
}
