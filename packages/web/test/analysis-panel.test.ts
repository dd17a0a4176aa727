/**
 * "What would the hard bot do?" says what its own table says. On positions recorded from games
 * the medium bots play (No Bid at 3 and 6 seats, Startups at 4), the panel's model, built from the
 * hard bot's real search, must give a headline and a verdict on the recorded move that follow
 * from its rows: the bot's move is the row it tags, "best" is rank 1, "within noise" is an
 * interval that overlaps the best's, a move the search did not weigh is said to be unsearched,
 * and no two rows read the same. (The issue: a headline naming a row ranked 10th, "among the
 * best" for a move ranked 3rd, two rows both "Play Novation on EUR/USD LONG Position".)
 */
import { decide, levelBot } from '@nobid/bots';
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
}

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
    if (i > 10 && legal.length >= 4 && i % 3 === 0)
      found.push({
        name,
        seats,
        // As a replay receives them: through JSON.
        view: JSON.parse(JSON.stringify(game.view(state, seat))),
        seat,
        legal: JSON.parse(JSON.stringify(legal)),
        played: JSON.parse(JSON.stringify(played)),
      });
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
  const result = analyse({ id: 0, settings, ...pos, seed: `analysis:${pos.seat}` });
  const names = Array.from({ length: pos.seats }, (_, i) => `Player ${i + 1}`);
  const label = (action: unknown) => moveLabel(action, { settings, names, t, locale: 'en', view: pos.view });
  return { result, model: panelModel(result, label, (move, n) => t('analysis-copy', { move, n })) };
}

const overlap = (a: PanelRow, b: PanelRow) => a.high >= b.low && b.high >= a.low;

function checkAgreement({ result, model }: { result: AnalysisResult; model: PanelModel }): void {
  const { rows } = model;
  // Rows that name their targets: no two read the same.
  expect(new Set(rows.map((r) => r.label)).size).toBe(rows.length);
  // Ranks run 1, 2, ... down the searched rows, best estimate first; unsearched rows are untried.
  const searched = rows.filter((r) => r.rank !== null);
  expect(searched.map((r) => r.rank)).toEqual(searched.map((_, i) => i + 1));
  for (let i = 1; i < searched.length; i++)
    expect(searched[i]!.win ?? -1).toBeLessThanOrEqual(searched[i - 1]!.win ?? -1);
  for (const r of rows.filter((r) => r.rank === null)) expect(r.visits).toBe(0);
  expect(rows.slice(0, searched.length)).toEqual(searched);
  const best = rows[0]!;

  // The headline names the row tagged as the bot's, and its reason holds in the figures.
  const bot = rows.filter((r) => r.bot);
  expect(bot).toHaveLength(1);
  const choice = bot[0]!;
  expect(choice.key).toBe(result.choiceKey);
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
      expect(choice.rank).toBeGreaterThan(1);
      expect(overlap(choice, best)).toBe(true);
      expect(model.headline.best).toBe(best.label);
      break;
    case 'kept-behind':
      expect(choice.key).toBe(result.advisedKey);
      expect(overlap(choice, best)).toBe(false);
      expect(model.headline.best).toBe(best.label);
      break;
    case 'most-tried':
      expect(choice.rank).toBeGreaterThan(1);
      expect(overlap(choice, best)).toBe(true);
      expect(choice.visits).toBe(Math.max(...searched.map((r) => r.visits)));
      break;
  }

  // The verdict on the recorded move follows from its row.
  const yours = rows.find((r) => r.yours)!;
  expect(yours.key).toBe(result.playedKey);
  const v = model.verdict;
  switch (v.kind) {
    case 'same':
      expect(yours.bot).toBe(true);
      break;
    case 'top':
      expect(yours.rank).toBe(1);
      expect(yours.bot).toBe(false);
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

  it('records wide decisions of both games', () => {
    expect(positions.filter((p) => p.name === 'nobid').length).toBeGreaterThanOrEqual(4);
    expect(positions.filter((p) => p.name === 'startups').length).toBeGreaterThanOrEqual(2);
  });

  for (const [i, pos] of positions.entries())
    it(`agrees with its rows: ${pos.name} at ${pos.seats} seats, position ${i + 1}`, () => {
      const m = modelOf(pos);
      checkAgreement(m);
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
