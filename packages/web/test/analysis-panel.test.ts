/**
 * "What would the hard bot do?" says what its own table says. On positions recorded from games
 * the medium bots play (No Bid at 3 and 6 seats, Startups at 4), the panel's model, built from the
 * hard bot's real search, must give a headline and a verdict on the recorded move that follow
 * from its rows: the headline's move is the one the hard bot plays from that position (and the
 * row it tags), "best" is rank 1, a move that is not the best estimate is "within noise" exactly
 * when its interval overlaps the best's, "among the best" only for such a move, a move the search
 * did not weigh is said to be unsearched, and no two rows read the same. (The issue: a headline
 * naming a row ranked 10th, "among the best" for a move ranked 3rd, two rows both "Play Novation
 * on EUR/USD LONG Position".) `explain.test.ts` in @nobid/bots checks the same of any figures.
 */
import { decide, HARD_BUDGET, levelBot, saysAmongBest } from '@nobid/bots';
import { botEntry, gameByName } from '@nobid/catalog';
import { rngFromSeed } from '@nobid/engine';
import { TableSettingsSchema } from '@nobid/protocol';
import { describe, expect, it } from 'vitest';
import { translator } from '../src/i18n/i18n.ts';
import { type AnalysisResult, analyse } from '../src/replay/analysis/analysis.ts';
import { moveLabel } from '../src/replay/analysis/move-label.ts';
import { type PanelModel, type PanelRow, panelModel } from '../src/replay/analysis/panel-model.ts';

interface Recorded {
  readonly name: string;
  readonly seats: number;
  readonly view: unknown;
  readonly seat: number;
  readonly legal: readonly unknown[];
  readonly played: unknown;
  /** The key of the move a hard bot plays from this position, on the analysis's dice. */
  readonly hardKey: string;
}

/** The analysis's dice for a position: the hard bot is asked with the same. */
const seedOf = (seat: number) => `analysis:${seat}`;

/** Decisions with a real choice from one game the medium bots play, with the move each made. */
function record(name: string, seats: number, seed: string, wanted: number): Recorded[] {
  const game = gameByName(name);
  const medium = levelBot(botEntry(game), 'medium');
  const state = game.setup(seats, game.parseOptions({}), seed);
  const rng = rngFromSeed(`play:${seed}`);
  const found: Recorded[] = [];
  for (let i = 0; found.length < wanted; i++) {
    const deciders = game.decisions(state);
    if (deciders.length === 0) break;
    const seat = deciders[0]!.seat;
    const legal = game.legalActions(state, seat);
    const played = decide(game, state, seat, medium, rng);
    // Every third wide decision, some way in: the Books and the market have filled.
    if (i > 10 && legal.length >= 4 && i % 3 === 0) {
      // The server's hard bot, sat down at this position with the analysis's dice.
      const hard = levelBot(botEntry(game), 'hard', { hardBudget: HARD_BUDGET });
      const hardMove = decide(game, state, seat, hard, rngFromSeed(seedOf(seat)));
      found.push({
        name,
        seats,
        // As a replay receives them: through JSON.
        view: JSON.parse(JSON.stringify(game.view(state, seat))),
        seat,
        legal: JSON.parse(JSON.stringify(legal)),
        played: JSON.parse(JSON.stringify(played)),
        hardKey: game.actionKey(hardMove, state),
      });
    }
    game.applyInPlace(state, played);
  }
  return found;
}

const t = translator('en');

function modelOf(pos: Recorded): { result: AnalysisResult; model: PanelModel } {
  const settings = TableSettingsSchema.parse({
    game: pos.name,
    seats: Array(pos.seats).fill({ kind: 'human' }),
  });
  const result = analyse({ id: 0, settings, ...pos, seed: seedOf(pos.seat) });
  const names = Array.from({ length: pos.seats }, (_, i) => `Player ${i + 1}`);
  const label = (action: unknown) => moveLabel(action, { settings, names, t, locale: 'en', view: pos.view });
  return { result, model: panelModel(result, label, (move, n) => t('analysis-copy', { move, n })) };
}

const overlap = (a: PanelRow, b: PanelRow) => a.high >= b.low && b.high >= a.low;

function checkAgreement(
  pos: Recorded,
  { result, model }: { result: AnalysisResult; model: PanelModel },
): void {
  const { rows } = model;
  // Rows that name their targets: no two read the same.
  expect(new Set(rows.map((r) => r.label)).size).toBe(rows.length);
  // The searched rows best estimate first, ranked by how many estimates are better (ties share a
  // rank); unsearched rows are untried.
  const searched = rows.filter((r) => r.rank !== null);
  for (let i = 1; i < searched.length; i++)
    expect(searched[i]!.win ?? -1).toBeLessThanOrEqual(searched[i - 1]!.win ?? -1);
  for (const r of searched)
    expect(r.rank).toBe(1 + searched.filter((o) => (o.win ?? -1) > (r.win ?? -1)).length);
  for (const r of rows.filter((r) => r.rank === null)) expect(r.visits).toBe(0);
  expect(rows.slice(0, searched.length)).toEqual(searched);
  const best = rows[0]!;

  // The headline names the row tagged as the bot's, and its reason holds in the figures.
  const bot = rows.filter((r) => r.bot);
  expect(bot).toHaveLength(1);
  const choice = bot[0]!;
  expect(choice.key).toBe(result.choiceKey);
  expect(choice.key).toBe(pos.hardKey);
  expect(model.headline.choice).toBe(choice.label);
  expect(choice.rank).not.toBeNull();
  switch (model.headline.kind) {
    case 'only':
      expect(searched).toHaveLength(1);
      break;
    case 'best':
      expect(choice.rank).toBe(1);
      expect(model.headline.clear).toBe(!overlap(searched[1]!, best));
      break;
    case 'kept-noise':
    case 'kept-behind':
      // Not clearly the best: the heuristic's pick, kept; "within noise" exactly when it overlaps.
      if (choice.rank === 1) expect(overlap(searched[1]!, best)).toBe(true);
      if (model.headline.kind === 'kept-noise') expect(model.headline.leads).toBe(choice.rank === 1);
      expect(choice.key).toBe(result.advisedKey);
      expect(model.headline.kind === 'kept-noise').toBe(overlap(choice, best));
      expect(model.headline.best).toBe(best.label);
      break;
    case 'most-tried':
      expect(choice.rank).toBeGreaterThan(1);
      expect(model.headline.withinNoise).toBe(overlap(choice, best));
      expect(choice.visits).toBe(Math.max(...searched.map((r) => r.visits)));
      expect(model.headline.best).toBe(best.label);
      break;
  }

  // The verdict on the recorded move follows from its row.
  const yours = rows.find((r) => r.yours)!;
  expect(yours.key).toBe(result.playedKey);
  const v = model.verdict;
  // "Among the best" only for a move whose interval overlaps the best's.
  if (saysAmongBest(v)) expect(yours.rank === 1 || overlap(yours, best)).toBe(true);
  switch (v.kind) {
    case 'same':
      expect(yours.bot).toBe(true);
      expect(v.amongBest).toBe(overlap(yours, best));
      break;
    case 'top':
      expect(yours.rank).toBe(1);
      expect(yours.bot).toBe(false);
      expect(v.tied).toBe(searched.filter((r) => r.rank === 1).length > 1);
      break;
    case 'close':
      expect(v.rank).toBe(yours.rank);
      expect(v.rank).toBeGreaterThan(1);
      expect(overlap(yours, best)).toBe(true);
      expect(v.best).toBe(best.label);
      break;
    case 'behind':
      expect(v.rank).toBe(yours.rank);
      expect(best.low).toBeGreaterThan(yours.high);
      expect(v.best).toBe(best.label);
      break;
    case 'unsearched':
      expect(yours.rank).toBeNull();
      expect(v.of).toBe(searched.length);
      break;
    case 'none':
      throw new Error('a recorded move must get a verdict');
  }
}

describe('the analysis panel says what its table says', () => {
  const positions = [
    ...record('nobid', 6, 'six', 3),
    ...record('nobid', 3, 'three', 2),
    ...record('startups', 4, 'four', 3),
  ];

  const models = new Map<number, ReturnType<typeof modelOf>>();
  const modelAt = (i: number) => {
    if (!models.has(i)) models.set(i, modelOf(positions[i]!));
    return models.get(i)!;
  };

  it('records wide decisions of both games', () => {
    expect(positions.filter((p) => p.name === 'nobid').length).toBeGreaterThanOrEqual(4);
    expect(positions.filter((p) => p.name === 'startups').length).toBeGreaterThanOrEqual(2);
  });

  for (const [i, pos] of positions.entries())
    it(`agrees with its rows: ${pos.name} at ${pos.seats} seats, position ${i + 1}`, () => {
      checkAgreement(pos, modelAt(i));
    });

  it('meets, in both games, the issue’s case: the bot keeps a move that is not the best estimate', () => {
    for (const name of ['nobid', 'startups']) {
      const kept = positions
        .map((p, i) => ({ p, i }))
        .filter(({ p }) => p.name === name)
        .map(({ i }) => modelAt(i).model.headline.kind);
      expect(kept).toContain('kept-noise');
    }
  });

  it('names the coins on a Startups market card, so two cards of one company read apart', () => {
    const settings = TableSettingsSchema.parse({ game: 'startups', seats: Array(3).fill({ kind: 'human' }) });
    const view = {
      market: [
        { company: 2, coins: 0 },
        { company: 2, coins: 3 },
      ],
    };
    const label = (slot: number) =>
      moveLabel({ seat: 0, type: 'take-market', slot }, { settings, names: [], t, locale: 'en', view });
    expect(label(1)).toMatch(/with 3 coins$/);
    expect(label(0)).not.toBe(label(1));
  });

  it('names the owner of a targeted card, so two players’ Positions read apart', () => {
    const settings = TableSettingsSchema.parse({ game: 'nobid', seats: Array(3).fill({ kind: 'human' }) });
    const names = ['Ann', 'Ben', 'Cat'];
    const view = { books: [[], [5], [9]] };
    const label = (card: number) =>
      moveLabel(
        { seat: 0, type: 'play', card: 1, target: { card } },
        { settings, names, t, locale: 'en', view },
      );
    expect(label(5)).toContain('Ben’s');
    expect(label(9)).toContain('Cat’s');
    expect(label(5)).not.toBe(label(9));
  });
});
