/**
 * Runs a parsed scenario: builds its position through the adapter, applies each action through
 * the game's pure `apply` (so every refusal is the engine's own, except a stale decision token,
 * which the runner refuses itself as the server would), and checks each expectation. It stops at
 * the first illegal action or failed expectation.
 */
import type { GameEvent, SeatAction } from '@nobid/engine';
import type { ActionStepCommon, ScenarioAdapter, ScenarioRejection } from './adapter.ts';
import type { CommonExpectation, Scenario } from './schema.ts';
import { DecisionTokens } from './tokens.ts';

export type ScenarioFailureKind = 'illegal' | 'expectation';

export interface ScenarioFailure {
  /** `illegal`: an action was refused that should not have been; `expectation`: something else differed. */
  readonly kind: ScenarioFailureKind;
  /** The step at fault, counted from 1. */
  readonly step: number;
  readonly message: string;
}

export interface ScenarioResult<S, A, E> {
  /** The state the scenario ended in (at its first failure, if any). */
  readonly state: S;
  readonly events: GameEvent<E>[];
  /** The accepted actions, in order. */
  readonly log: A[];
  readonly failure: ScenarioFailure | null;
}

const show = (v: unknown) => JSON.stringify(v);
/** A step as its author wrote it: the seat first. */
const showStep = ({ seat, ...rest }: ActionStepCommon) => show({ seat, ...rest });

/** Throws ScenarioFileError when the setup describes a position the game cannot build. */
export function runScenario<S, A extends SeatAction, E, O, Setup, Step, Expect>(
  adapter: ScenarioAdapter<S, A, E, O, Setup, Step, Expect>,
  sc: Scenario<O, Setup, Step, Expect>,
): ScenarioResult<S, A, E> {
  const game = adapter.game;
  const events: GameEvent<E>[] = [];
  const log: A[] = [];
  let state = adapter.build(sc.setup, { players: sc.players, options: sc.options, seed: sc.seed }, events);
  // What a seat is sent: its view and the decisions it owes (as the server's decision ids see it).
  const tokens = new DecisionTokens(sc.players, (seat) => ({
    view: game.view(state, seat),
    owes: game.decisions(state).filter((d) => d.seat === seat),
  }));
  const done = (failure: ScenarioFailure | null): ScenarioResult<S, A, E> => ({
    state,
    events,
    log,
    failure,
  });
  const apply = (action: A) => {
    const r = game.apply(state, action);
    if (!r.ok) return r;
    state = r.state;
    events.push(...r.events);
    log.push(action);
    tokens.acted(action.seat);
    return r;
  };

  for (let i = 0; i < sc.steps.length; i++) {
    const st = sc.steps[i]!;
    const where = `step ${i + 1}`;
    if (st.kind === 'expect') {
      const { winner, outcome, decision, ...own } = st.expect;
      const problems = [
        ...commonProblems(adapter, state, { winner, outcome, decision }),
        ...adapter.check(state, own as Expect),
      ];
      if (problems.length > 0)
        return done({
          kind: 'expectation',
          step: i + 1,
          message: `${where}: expected ${problems.join('; ')}`,
        });
      continue;
    }
    if (st.kind === 'macro') {
      const macro = adapter.macros![st.macro]!;
      const why = macro.refuse(state, st.step);
      if (why) return done({ kind: 'illegal', step: i + 1, message: `${where}: ${why}` });
      for (let action = macro.next(state, st.step); action; action = macro.next(state, st.step)) {
        const r = apply(action);
        if (!r.ok) return done({ kind: 'illegal', step: i + 1, message: `${where}: ${r.error.message}` });
      }
      continue;
    }
    const step = st.step;
    const action = adapter.toAction(state, step);
    const refusal: ScenarioRejection | null =
      staleRefusal(tokens, step) ?? adapter.refuse?.(state, step) ?? game.check(state, action);
    if (step.rejected) {
      if (!refusal)
        return done({
          kind: 'expectation',
          step: i + 1,
          message: `${where}: expected ${showStep(step)} to be refused (${step.rejected}) but it was legal`,
        });
      if (refusal.code !== step.rejected || (step.message && !refusal.message.includes(step.message)))
        return done({
          kind: 'expectation',
          step: i + 1,
          message: `${where}: expected refusal "${step.rejected}"${step.message ? ` saying "${step.message}"` : ''} but got "${refusal.code}": ${refusal.message}`,
        });
      continue;
    }
    if (refusal)
      return done({ kind: 'illegal', step: i + 1, message: illegal(adapter, state, where, step, refusal) });
    const r = apply(action);
    // `check` said it is legal; `apply` runs the same check, so this is the engine contradicting itself.
    if (!r.ok)
      return done({ kind: 'illegal', step: i + 1, message: illegal(adapter, state, where, step, r.error) });
  }
  return done(null);
}

function staleRefusal(tokens: DecisionTokens, step: ActionStepCommon): ScenarioRejection | null {
  if (step.decision !== 'stale') return null;
  const why = tokens.refusal(step.seat, tokens.previousOf(step.seat));
  return why ? { code: 'stale-decision', message: why } : null;
}

function commonProblems<S, A extends SeatAction, E, O, Setup, Step, Expect>(
  adapter: ScenarioAdapter<S, A, E, O, Setup, Step, Expect>,
  state: S,
  e: CommonExpectation,
): string[] {
  const problems: string[] = [];
  const result = adapter.game.result(state);
  if (e.winner !== undefined) {
    const actual = result?.kind === 'win' ? result.winner : null;
    if (actual !== e.winner) problems.push(`winner = ${show(e.winner)}, got ${show(actual)}`);
  }
  if (e.outcome !== undefined) {
    const actual = result ? result.kind : 'none';
    if (actual !== e.outcome) problems.push(`outcome = ${show(e.outcome)}, got ${show(actual)}`);
  }
  const want = e.decision;
  if (want) {
    const owed = adapter.game.decisions(state).map((d) => ({ seat: d.seat, kind: d.kind }));
    if (!owed.some((d) => d.seat === want.seat && d.kind === want.kind))
      problems.push(`decision ${show(want)}, got ${show(owed)}`);
  }
  return problems;
}

/** Names the action and why it was refused, then what was legal instead, and whose those actions are. */
function illegal<S, A extends SeatAction, E, O, Setup, Step, Expect>(
  adapter: ScenarioAdapter<S, A, E, O, Setup, Step, Expect>,
  state: S,
  where: string,
  step: ActionStepCommon,
  refusal: ScenarioRejection,
): string {
  const game = adapter.game;
  const deciders = [...new Set(game.decisions(state).map((d) => d.seat))];
  const own = deciders.includes(step.seat);
  const seats = own ? [step.seat] : deciders;
  const legal = seats
    .flatMap((p) => game.legalActions(state, p))
    .map((a) => show(adapter.actionToStep(state, a)));
  // When the wrong seat acted, say whose actions these are rather than suggesting they are its own.
  const one = seats.length === 1;
  const whose = own
    ? ''
    : ` (seat ${step.seat} has no decision now; ${one ? 'seat' : 'seats'} ${seats.join(', ')} ${one ? 'decides' : 'decide'})`;
  return [
    `${where}: illegal action ${showStep(step)}: ${refusal.code}: ${refusal.message}`,
    legal.length > 0
      ? `legal instead${whose}:\n  ${legal.join('\n  ')}`
      : 'no action is legal: the game is over',
  ].join('\n');
}
