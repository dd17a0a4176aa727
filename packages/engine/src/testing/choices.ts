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
  }
  return problems;
}

/** The same game without its `choices`: random play then goes through the lists. */
export function withoutChoices<S, A extends SeatAction, V, E, O>(
  game: Game<S, A, V, E, O>,
): Game<S, A, V, E, O> {
  const { choices: _, ...rest } = game;
  return rest;
}
