/**
 * The leaderboard and a profile's rating speak to players, in every language: the bots' ladder
 * lists the three lobby levels by their lobby names, never the research rungs of
 * docs/bot-ladder.json ("hard (round 4)", "hard @600"...), and the rating is explained in words,
 * with no formula or model name (openskill, ordinal, μ, σ), not even on hover.
 */
import { readFileSync } from 'node:fs';
import type { Leaderboard } from '@nobid/protocol';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { LOCALES, translator } from '../i18n/i18n.ts';
import { markupIn } from '../testing/render.ts';
import { LeaderboardView } from './LeaderboardPage.tsx';
import { RatingLine } from './ProfilePage.tsx';

const board: Leaderboard = {
  game: 'nobid',
  entries: [
    { rank: 1, name: 'Alice', ordinal: 3.41, mu: 28.1, sigma: 8.2, games: 5 },
    { rank: 2, name: 'Bob', ordinal: -1.2, mu: 24, sigma: 8.4, games: 4 },
  ],
};

/** The file `BotLadder.tsx` shows, read as the build reads it. */
const ladderFile = readFileSync(new URL('../../../../docs/bot-ladder.json', import.meta.url), 'utf8');

/** The names the research ladder gives its rungs that are not lobby levels. */
const research = (JSON.parse(ladderFile) as { nobid: { levels: { level: string }[] } }).nobid.levels
  .map((l) => l.level)
  .filter((l) => !['easy', 'medium', 'hard'].includes(l));

const DEVELOPER = /openskill|ordinal|μ|σ|mu\b|sigma/i;

describe('the leaderboard in words', () => {
  it('has research rungs in docs/bot-ladder.json to hide', () => {
    expect(research.length).toBeGreaterThan(2);
  });

  for (const locale of LOCALES)
    it(`names the lobby's three levels and explains the rating plainly (${locale})`, () => {
      const t = translator(locale);
      const html = markupIn(createElement(LeaderboardView, { game: 'nobid', board }), locale);
      const rungs = [...html.matchAll(/<li>([^<:]+):/g)].map((m) => m[1]!.trim());
      expect(rungs).toEqual(['easy', 'medium', 'hard'].map((l) => t('seat-bot', { level: t(`level-${l}`) })));
      for (const name of research) expect(html).not.toContain(name);
      expect(html).toContain(t('board-note'));
      // Markup and all: a formula in a tooltip is still shown to players.
      expect(html.replace(/data-testid="[^"]*"|class="[^"]*"/g, '')).not.toMatch(DEVELOPER);
    });

  for (const locale of LOCALES)
    it(`gives a profile's rating figures in words, on hover too (${locale})`, () => {
      const rating = { game: 'nobid', ordinal: 3.41, mu: 28.1, sigma: 8.2, games: 5 };
      const html = markupIn(createElement(RatingLine, { rating, history: [] }), locale);
      const title = /title="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(title).toMatch(/28[.,]1/);
      expect(title).toMatch(/8[.,]2/);
      expect(html.replace(/data-testid="[^"]*"|class="[^"]*"/g, '')).not.toMatch(DEVELOPER);
    });
});
