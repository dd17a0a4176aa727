/**
 * The table as markup (server-rendered, no browser): the draw cost on the deck, the coins on the
 * market cards, the chip on its holder's investments, dimmed cards with their reason, and at the
 * end one scoring row per company with every payment, then the totals.
 */
import type { TableInfo, ViewUpdate } from '@nobid/protocol';
import type { StartupsScenarioSetup, StartupsState } from '@nobid/startups';
import { startupsGame, startupsScenarios } from '@nobid/startups';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/i18n.ts';
import { tableMarkup } from '../../testing/render.ts';
import { StartupsTable } from './StartupsTable.tsx';

const names = ['Alice', 'Bob', 'Carol'];

function html(
  state: StartupsState,
  seat: number,
  locale: Locale = 'en',
  deadline: number | null = null,
): string {
  const legal = startupsGame.legalActions(state, seat);
  const update = {
    tableId: 'tbl123',
    cursor: 1,
    seat,
    status: state.phase === 'over' ? 'over' : 'playing',
    view: JSON.parse(JSON.stringify(startupsGame.view(state, seat))),
    events: [],
    fromCursor: 0,
    decisions: legal.length ? [{ kind: state.phase, deadline }] : [],
    legal: JSON.parse(JSON.stringify(legal)),
    decisionId: legal.length ? 'x'.repeat(22) : null,
    waitingFor: [],
    window: null,
    orders: null,
    autoPass: false,
    answerOwnCards: false,
    outcome: null,
    serverNow: 0,
  } as ViewUpdate;
  const table = {
    id: 'tbl123',
    settings: { game: 'startups', turnTimerSeconds: 60, reactionWindowSeconds: 5 },
    seats: names.map((name, s) => ({
      seat: s,
      kind: 'human',
      name,
      taken: true,
      connected: true,
      autoplay: false,
    })),
  } as unknown as TableInfo;
  return tableMarkup(StartupsTable, table, update, names, locale);
}

const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const base: Partial<StartupsScenarioSetup> = {
  hands: [
    { octo: 1, giraffe: 1, bowwow: 1 },
    { hippo: 2, octo: 1 },
    { hippo: 1, elephant: 2 },
  ],
  investments: [{ octo: 2 }, { flamingo: 1 }],
  chips: { octo: 0, flamingo: 1 },
  market: [['octo', 2], ['hippo', 3], 'elephant'],
  deck: ['elephant', 'bowwow'],
  coins: [9, 4, 12],
};

/** The base position (three players) with some of its setup changed, after these steps. */
function play(changes: Partial<StartupsScenarioSetup> = {}, steps: object[] = []): StartupsState {
  return startupsScenarios.play({ players: 3, setup: { ...base, ...changes }, steps });
}

/** Alice draws the last card (Elephant) and invests Octo: the game ends. */
const lastTurn = () =>
  play({ market: [], deck: ['elephant'], coins: [10, 10, 10] }, [
    { seat: 0, takeDeck: true },
    { seat: 0, invest: 'octo' },
  ]);

describe('the Startups table', () => {
  it('writes the draw cost on the deck and the coins on each market card, and dims what the chip forbids', () => {
    const markup = html(play(), 0);
    // Octo is free for its chip holder: 2 cards to pay for.
    expect(markup).toContain('Draw: pay 2');
    expect(markup).toMatch(/aria-label="Draw from the deck \(2 left\), paying 2 coins"/);
    expect(markup).toMatch(
      /aria-label="Octo Coffee, 2 coins on it" aria-description="you hold the Octo Coffee anti-monopoly chip"[^>]*aria-disabled="true"/,
    );
    expect(markup).toMatch(
      /aria-label="Hippo Powertech, 3 coins on it" aria-description="Take it with its coins"/,
    );
    expect(markup).toContain('data-coins="3"');
    // Your coins; the others' are hidden by default.
    expect(text(markup)).toContain('9 coins');
    expect(text(markup)).not.toContain('4 coins');
    expect(text(markup)).toContain('coins hidden');
    // Hand cards wait for the take, and say so.
    expect(markup).toMatch(/aria-label="Giraffe Beer" aria-description="take a card first"/);
  });

  it('folds the rulebook’s own sentences under the table, numbers filled in, in every language', () => {
    const state = play();
    const en = text(html(state, 0));
    expect(en).toContain('Startups: rules');
    expect(en).toContain('you may not put a card of that same company into the market this turn');
    expect(en).toContain('Every player puts the 3 cards in their hand face up');
    expect(en).toContain('the 5 removed cards do not count');
    for (const locale of ['en', 'de', 'ko'] as const) {
      const markup = html(state, 0, locale);
      expect(markup, locale).not.toMatch(/\{\s*\$|su-rule-/);
    }
  });

  it('says in words what a timeout plays, only to the seat that owes it, in every language', () => {
    const defaultLine = (markup: string) =>
      text(markup.match(/<p class="su-prompt-default">(.*?)<\/p>/)?.[1] ?? '').trim();
    // Alice can pay the deck's 2 coins: the rules' default takes from the deck.
    expect(defaultLine(html(play(), 0, 'en', 60_000))).toBe(
      'When the timer runs out: you take a card from the deck.',
    );
    expect(defaultLine(html(play(), 0, 'de', 60_000))).toBe(
      'Wenn die Zeit abläuft: du ziehst eine Karte vom Stapel.',
    );
    expect(defaultLine(html(play(), 0, 'ko', 60_000))).toBe(
      '시간이 다 되면: 카드 더미에서 카드를 한 장 가져옵니다.',
    );
    // With 1 coin she cannot: the first market card she may take, with its coins.
    expect(defaultLine(html(play({ coins: [1, 4, 12] }), 0, 'en', 60_000))).toBe(
      'When the timer runs out: you take Hippo Powertech from the market, with its 3 coins.',
    );
    expect(defaultLine(html(play({ coins: [1, 4, 12] }), 0, 'ko', 60_000))).toBe(
      '시간이 다 되면: 시장에서 하마 파워테크 카드를 위의 점수칩 3개와 함께 가져옵니다.',
    );
    // After the take: an investment, never a card into the market.
    expect(defaultLine(html(play({}, [{ seat: 0, takeDeck: true }]), 0, 'en', 60_000))).toMatch(
      /^When the timer runs out: you invest in [^.]+\.$/,
    );
    // Without a timer (the tutorial) there is nothing to say.
    expect(html(play(), 0)).not.toContain('su-prompt-default');
    // The others are not asked and read no default.
    expect(html(play(), 1, 'en', 60_000)).not.toContain('su-prompt-default');
  });

  it('puts the anti-monopoly chip on its holder’s investments', () => {
    const markup = html(play(), 1);
    expect(markup).toMatch(/<li class="su-group co-octo has-chip" title="Octo Coffee">.*?anti-monopoly chip/);
    expect(markup).toMatch(/<li class="su-group co-flamingo has-chip" title="Flamingo Soft">/);
    expect(markup).toContain('aria-label="Investments of Alice"');
  });

  it('shows every payment company by company, then the totals and the winner', () => {
    const markup = html(lastTurn(), 1);
    const rows = markup.match(/<tr data-company="\d"/g) ?? [];
    expect(rows).toHaveLength(6);
    const words = text(markup);
    // Bob reads it, so Bob is "you" in every sentence and his column says so.
    expect(words).toContain('Company Alice Bob (you) Carol');
    // Octo: Alice 3 (2 invested before, 1 now), Bob 1 in hand: Bob pays Alice 1, worth 3.
    expect(words).toContain('You pay Alice 1 coin, worth 3');
    expect(words).not.toContain('Bob pays');
    // Hippo: Bob 2, Carol 1. Elephant: Carol 2, Alice 1.
    expect(words).toContain('Carol pays you 1 coin, worth 3');
    expect(words).toContain('Alice pays Carol 1 coin, worth 3');
    // Flamingo, Giraffe and Bowwow each have a single holder, whom nobody pays.
    expect(words).toContain(
      'Flamingo Soft 0 1 (most: you) 0 You have the most and nobody else holds any: no payment.',
    );
    expect(words).toContain('Giraffe Beer 1 (most: Alice) 0 0 Alice has the most');
    // Everyone ends on 10 − 1 + 3 = 12; the tie goes to the player who played last.
    expect(words).toMatch(/Total 12 12 12/);
    expect(words).toContain('Alice wins with 12.');
    expect(words).toContain('Tie broken in favour of the player who played last.');
    expect(markup).toContain('>Rematch<');
    expect(markup).toContain('>Back to lobby<');
  });

  it('speaks Korean at the end too', () => {
    const words = text(html(lastTurn(), 0, 'ko'));
    expect(words).toContain('당신이 12점으로 이겼습니다!');
    expect(words).toContain('Bob이 당신에게 점수칩 1개를 줍니다 (3점)');
    expect(words).toContain('당신이 Carol에게 점수칩 1개를 줍니다 (3점)');
  });
});
