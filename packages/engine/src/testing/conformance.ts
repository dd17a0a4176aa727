import type { Game, SeatAction } from '../game.ts';
import { replaySteps } from '../match.ts';
import { nextInt, type Rng, rngFromSeed } from '../rng.ts';
import type { GameEvent, Viewer } from '../types.ts';
import { firstDifference } from './first-difference.ts';

/**
 * The contract every game must keep, checked on random games, in the manner of OpenSpiel's
 * `basic_tests` (`RandomSimTest`, `ResampleInfostateTest`): the server, the replayer, the bots and
 * the simulator all lean on it, so each game proves it with the same checks instead of its own
 * copy of them. A game's test file registers the checks:
 *
 *     describe('Startups keeps the game contract', () => {
 *       for (const check of conformanceChecks(kit)) it(check.name, check.run);
 *     });
 *
 * What only the game can say (which cards exist, what a seat may not know) comes in through the
 * kit; everything else is the engine's contract.
 */
export interface ConformanceKit<S, A extends SeatAction, V, E, O> {
  readonly game: Game<S, A, V, E, O>;
  /** Seat counts to play: every count the game allows when left out. */
  readonly seatCounts?: readonly number[];
  /** The options a table is set up with: the game's defaults when left out. */
  readonly options?: (seats: number) => O;
  /** Random games per seat count and check (default 4). */
  readonly gamesPerSeatCount?: number;
  /** A game still running after this many actions counts as one that never ends (default 20,000). */
  readonly maxActions?: number;
  /** What is wrong with a state (a card in two zones, a coin made from nothing): empty when sound. */
  problems(state: S): readonly string[];
  /**
   * The same position with everything `viewer` may not know dealt afresh from `rng`: the other
   * seats' hidden cards, the deck's order and the generator's state (a spectator knows no hand).
   * A view must not change under it; the check also requires that it does change the state.
   */
  reshuffleSecrets(state: S, viewer: Viewer, rng: Rng): S;
  /** Optional: an action of any shape, usually illegal, for the check that a refusal changes nothing. */
  junkAction?(state: S, rng: Rng): A;
}

export interface ConformanceCheck {
  readonly name: string;
  readonly run: () => void;
}

interface PlayedGame<S, A, E> {
  readonly seats: number;
  readonly seed: string;
  readonly options: unknown;
  readonly log: A[];
  /** states[0] is the set-up, states[i + 1] the state after log[i]. */
  readonly states: S[];
  readonly events: (readonly GameEvent<E>[])[];
}

class ConformanceError extends Error {
  constructor(where: string, what: string) {
    super(`${where}: ${what}`);
    this.name = 'ConformanceError';
  }
}

export function conformanceChecks<S, A extends SeatAction, V, E, O>(
  kit: ConformanceKit<S, A, V, E, O>,
): ConformanceCheck[] {
  const { game } = kit;
  const seatCounts =
    kit.seatCounts ?? Array.from({ length: game.maxSeats - game.minSeats + 1 }, (_, i) => game.minSeats + i);
  const perCount = kit.gamesPerSeatCount ?? 4;
  const maxActions = kit.maxActions ?? 20_000;
  const optionsFor = (seats: number): O => kit.options?.(seats) ?? game.parseOptions({});

  /** Uniformly random play through the pure `apply`: a random decider, then a random legal action. */
  function play(seats: number, seed: string, picks: Rng): PlayedGame<S, A, E> {
    const options = optionsFor(seats);
    const where = `${game.name}, ${seats} seats, seed ${JSON.stringify(seed)}`;
    let state = game.setup(seats, options, seed);
    const out: PlayedGame<S, A, E> = { seats, seed, options, log: [], states: [state], events: [] };
    for (;;) {
      const deciders = game.decisions(state);
      if (deciders.length === 0) {
        if (game.result(state) === null)
          throw new ConformanceError(where, 'no seat decides, yet there is no result');
        return out;
      }
      if (game.result(state) !== null)
        throw new ConformanceError(where, `the game has a result, yet ${deciders.length} seats decide`);
      if (out.log.length >= maxActions)
        throw new ConformanceError(where, `not over after ${maxActions} actions`);
      const seat = deciders[nextInt(picks, deciders.length)]!.seat;
      const legal = game.legalActions(state, seat);
      if (legal.length === 0)
        throw new ConformanceError(
          where,
          `seat ${seat} must decide at action ${out.log.length} but has no legal action`,
        );
      const action = legal[nextInt(picks, legal.length)]!;
      const applied = game.apply(state, action);
      if (!applied.ok)
        throw new ConformanceError(
          where,
          `the legal ${game.actionKey(action, state)} was refused at action ${out.log.length}: ${applied.error.message}`,
        );
      state = applied.state;
      out.log.push(action);
      out.states.push(state);
      out.events.push(applied.events);
    }
  }

  /** Every check plays its own games, seeded by its name, so that one check's failure replays alone. */
  function eachGame(check: string, visit: (g: PlayedGame<S, A, E>, rng: Rng) => void): void {
    for (const seats of seatCounts)
      for (let i = 0; i < perCount; i++) {
        const seed = `${check}/${seats}/${i}`;
        visit(play(seats, seed, rngFromSeed(`picks:${seed}`)), rngFromSeed(`check:${seed}`));
      }
  }

  /** About a dozen positions of a game, spread over it, the first and the last included. */
  function sampled(g: PlayedGame<S, A, E>, rng: Rng): number[] {
    const every = Math.max(1, Math.floor(g.states.length / 12));
    const at = new Set([0, g.states.length - 1]);
    for (let i = nextInt(rng, every); i < g.states.length; i += every) at.add(i);
    return [...at].sort((a, b) => a - b);
  }

  const viewersOf = (seats: number): Viewer[] => [...Array.from({ length: seats }, (_, p) => p), 'spectator'];
  const at = (g: PlayedGame<S, A, E>, i: number) =>
    `${game.name}, ${g.seats} seats, seed ${JSON.stringify(g.seed)}, after action ${i}`;
  const same = (where: string, what: string, a: unknown, b: unknown) => {
    const d = firstDifference(a, b);
    if (d) throw new ConformanceError(where, `${what}: ${d}`);
  };

  return [
    {
      name: 'random games end, every legal action is accepted, and every state is sound',
      run: () =>
        eachGame('playout', (g) =>
          g.states.forEach((s, i) => {
            const problems = kit.problems(s);
            if (problems.length > 0) throw new ConformanceError(at(g, i), problems.join('; '));
          }),
        ),
    },
    {
      name: "no view holds what its viewer may not know (other hands, the deck's order, the generator)",
      run: () => {
        let changed = 0;
        eachGame('views', (g, rng) => {
          // While the game runs: a game may show every hand once it is over.
          for (const i of sampled(g, rng).filter((i) => game.result(g.states[i]!) === null))
            for (const viewer of viewersOf(g.seats)) {
              const s = g.states[i]!;
              const other = kit.reshuffleSecrets(s, viewer, rng);
              if (firstDifference(other, s) !== null) changed++;
              same(
                at(g, i),
                `the view of ${viewer} moved with a secret`,
                game.view(other, viewer),
                game.view(s, viewer),
              );
            }
        });
        // A reshuffle that never changes anything would let this check pass on any view.
        if (changed === 0) throw new ConformanceError(game.name, 'reshuffleSecrets never changed a state');
      },
    },
    {
      name: 'a determinized state agrees with the view it was drawn from',
      run: () =>
        eachGame('determinize', (g, rng) => {
          for (const i of sampled(g, rng))
            for (let seat = 0; seat < g.seats; seat++) {
              const s = g.states[i]!;
              const view = game.view(s, seat);
              const drawn = game.determinize(view, seat, rng);
              const where = `${at(g, i)}, seat ${seat}'s determinization`;
              const problems = kit.problems(drawn);
              if (problems.length > 0) throw new ConformanceError(where, problems.join('; '));
              same(where, 'its view', game.view(drawn, seat), view);
              // Only the seat's own: whether another seat has answered a window may be hidden from it.
              const own = (x: S) => game.decisions(x).filter((d) => d.seat === seat);
              same(where, "the seat's decisions", own(drawn), own(s));
              const keys = (x: S) => game.legalActions(x, seat).map((a) => game.actionKey(a, x));
              same(where, "the seat's legal actions", keys(drawn), keys(s));
            }
        }),
    },
    {
      name: 'a match replays exactly from its seed, options and log',
      run: () =>
        eachGame('replay', (g) => {
          const record = {
            game: game.name,
            seats: g.seats,
            seed: g.seed,
            options: g.options as O,
            log: g.log,
          };
          // Through JSON, as a stored match log is read back.
          const stored = JSON.parse(JSON.stringify(record)) as typeof record;
          let i = 0;
          for (const step of replaySteps(game, stored)) {
            same(at(g, i), 'the replayed state', step.state, g.states[i + 1]);
            same(at(g, i), 'the replayed events', step.events, g.events[i]);
            i++;
          }
          if (i !== g.log.length)
            throw new ConformanceError(at(g, i), `replayed ${i} of ${g.log.length} actions`);
        }),
    },
    {
      name: 'the same seed deals the same game, and another seed another one',
      run: () => {
        let differs = 0;
        for (const seats of seatCounts) {
          const a = play(seats, `seed/${seats}`, rngFromSeed('same picks'));
          const b = play(seats, `seed/${seats}`, rngFromSeed('same picks'));
          same(`${game.name}, ${seats} seats`, 'the same seed and picks', b.states.at(-1), a.states.at(-1));
          same(`${game.name}, ${seats} seats`, 'the same seed and picks gave logs that', b.log, a.log);
          const other = game.setup(seats, optionsFor(seats), `another/${seats}`);
          if (firstDifference(other, a.states[0]) !== null) differs++;
        }
        if (differs === 0) throw new ConformanceError(game.name, 'the set-up ignores its seed');
      },
    },
    {
      name: 'applyInPlace reaches the states that apply reaches',
      run: () =>
        eachGame('in-place', (g) => {
          const s = game.setup(g.seats, g.options as O, g.seed);
          g.log.forEach((action, i) => {
            game.applyInPlace(s, action);
            if (i % 16 === 15 || i === g.log.length - 1) same(at(g, i), 'applyInPlace', s, g.states[i + 1]);
          });
        }),
    },
    {
      name: 'apply never changes its input, and a refused action changes nothing',
      run: () =>
        eachGame('pure', (g, rng) => {
          for (const i of sampled(g, rng)) {
            const s = g.states[i]!;
            const before = structuredClone(s);
            if (i < g.log.length) game.apply(s, g.log[i]!);
            if (kit.junkAction) {
              const r = game.apply(s, kit.junkAction(s, rng));
              if (!r.ok && !/\S/.test(r.error.message))
                throw new ConformanceError(at(g, i), 'a refusal without a message');
            }
            same(at(g, i), 'apply changed its input', s, before);
          }
        }),
    },
  ];
}
