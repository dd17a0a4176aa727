import type { Game, SeatAction } from '../game.ts';

/**
 * Where a game's optional `choices` disagree with its `decisions` and `legalActions` in this
 * state (a list of problems; empty when they agree): for each game's own tests, run over many
 * states of random play. Actions are compared as JSON.
 */
export function choicesProblems<S, A extends SeatAction, V, E, O>(
  game: Game<S, A, V, E, O>,
  state: S,
): string[] {
  const choices = game.choices;
  if (!choices) return [`${game.name} offers no choices`];
  const problems: string[] = [];
  const decisions = game.decisions(state);
  if (choices.deciderCount(state) !== decisions.length)
    problems.push(`deciderCount ${choices.deciderCount(state)}, decisions ${decisions.length}`);
  decisions.forEach((d, i) => {
    const seat = choices.deciderAt(state, i);
    if (seat !== d.seat) problems.push(`deciderAt(${i}) is seat ${seat}, decisions[${i}] seat ${d.seat}`);
  });
  for (const { seat } of decisions) {
    const legal = game.legalActions(state, seat);
    let counted = -1;
    const picked = (i: number) =>
      choices.pickAction(state, seat, (n) => {
        counted = n;
        return i;
      });
    for (let i = 0; i < legal.length; i++) {
      const a = JSON.stringify(picked(i));
      if (counted !== legal.length)
        problems.push(`seat ${seat}: pickAction counted ${counted} of ${legal.length}`);
      if (a !== JSON.stringify(legal[i]))
        problems.push(`seat ${seat}: pickAction(${i}) ${a}, legal ${JSON.stringify(legal[i])}`);
    }
    if (legal.length === 0 && picked(0) !== null)
      problems.push(`seat ${seat}: pickAction without legal actions`);
    if (choices.playPick) problems.push(...playPickProblems(game, state, seat, legal));
  }
  if (choices.playRandom) problems.push(...playRandomProblems(game, state, decisions.length));
  return problems;
}

/**
 * `playRandom` whose first pick is decider d and second action i leaves the state
 * `applyInPlace(legalActions(state, decisions[d].seat)[i])` leaves, for every decider and its
 * first and last action; with no decider it plays nothing.
 */
function playRandomProblems<S, A extends SeatAction, V, E, O>(
  game: Game<S, A, V, E, O>,
  state: S,
  deciders: number,
): string[] {
  const problems: string[] = [];
  const playRandom = game.choices!.playRandom!;
  if (deciders === 0) {
    if (playRandom(game.clone(state), () => 0)) problems.push('playRandom played with no decider');
    return problems;
  }
  const decisions = game.decisions(state);
  for (let d = 0; d < deciders; d++) {
    const legal = game.legalActions(state, decisions[d]!.seat);
    for (const i of new Set([0, legal.length - 1])) {
      const fast = game.clone(state);
      const slow = game.clone(state);
      const counts: number[] = [];
      const played = playRandom(fast, (n) => {
        counts.push(n);
        return counts.length === 1 ? d : i;
      });
      game.applyInPlace(slow, legal[i]!);
      if (!played || counts[0] !== deciders || counts[1] !== legal.length)
        problems.push(`playRandom(${d}, ${i}) played ${played}, counted ${counts.join(', ')}`);
      else if (stateJson(fast) !== stateJson(slow))
        problems.push(`playRandom(${d}, ${i}) differs from applying ${JSON.stringify(legal[i])}`);
    }
  }
  return problems;
}

/** A state as JSON without its shared tables (a No Bid state's compiled `cards`). */
const stateJson = (state: unknown): string =>
  JSON.stringify(state, (key, value) =>
    key === 'cards' && value && typeof value === 'object' && !Array.isArray(value) ? undefined : value,
  );

/** `playPick` picking action i leaves the state `applyInPlace(legal[i])` leaves. */
function playPickProblems<S, A extends SeatAction, V, E, O>(
  game: Game<S, A, V, E, O>,
  state: S,
  seat: number,
  legal: readonly A[],
): string[] {
  const problems: string[] = [];
  const playPick = game.choices!.playPick!;
  // The first, the middle and the last action: every kind of choice is first or last somewhere
  // in a random game, and a state copy per action of every state would make the test slow.
  const picks = [...new Set([0, legal.length >> 1, legal.length - 1])].filter((i) => i >= 0);
  for (const i of picks) {
    const fast = game.clone(state);
    const slow = game.clone(state);
    let counted = -1;
    const played = playPick(fast, seat, (n) => {
      counted = n;
      return i;
    });
    game.applyInPlace(slow, legal[i]!);
    if (!played || counted !== legal.length)
      problems.push(`seat ${seat}: playPick(${i}) played ${played}, counted ${counted} of ${legal.length}`);
    else if (stateJson(fast) !== stateJson(slow))
      problems.push(`seat ${seat}: playPick(${i}) differs from applying ${JSON.stringify(legal[i])}`);
  }
  if (legal.length === 0 && playPick(game.clone(state), seat, () => 0))
    problems.push(`seat ${seat}: playPick without legal actions`);
  return problems;
}

/** The same game without its `choices`: random play then goes through the lists. */
export function withoutChoices<S, A extends SeatAction, V, E, O>(
  game: Game<S, A, V, E, O>,
): Game<S, A, V, E, O> {
  const { choices: _, ...rest } = game;
  return rest;
}
