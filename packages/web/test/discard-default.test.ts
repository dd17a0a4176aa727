/**
 * The discard prompt says in words which cards go when its timer runs out: the cards the rules'
 * own default (`defaultAction`) gives up, never the first card in hand, in every language; the
 * Stop Out prompt says which Position its timeout Liquidates.
 * Rendered as markup (server-side, no browser), from a view as the wire carries it.
 */
import { type NobidState, nobidGame, nobidScenarios } from '@nobid/nobid';
import type { TableInfo, ViewUpdate } from '@nobid/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardName } from '../src/games/nobid/cards.ts';
import { NobidTable } from '../src/games/nobid/NobidTable.tsx';
import { tableCards } from '../src/games/nobid/table-cards.ts';
import { loadTimeoutDefault } from '../src/games/nobid/timeout-default.ts';
import type { WireView } from '../src/games/nobid/wire-view.ts';
import { type Locale, translator } from '../src/i18n/i18n.ts';
import { tableMarkup } from '../src/testing/render.ts';

const names = ['Alice', 'Bob'];

const table = {
  id: 'tbl123',
  settings: {
    game: 'nobid',
    seats: names.map(() => ({ kind: 'human' as const })),
    language: 'en',
    reactionWindowSeconds: 5,
    turnTimerSeconds: 60,
    visibility: 'public',
  },
  status: 'playing',
  seats: names.map((name, seat) => ({
    seat,
    kind: 'human',
    name,
    taken: true,
    connected: true,
    autoplay: false,
  })),
  invitePath: '/t/tbl123',
  createdAt: 0,
  outcome: null,
  rematchId: null,
} as unknown as TableInfo;

const EIGHT = [
  'no-bid',
  'circuit-breaker',
  'position-eurusd-long',
  'leverage',
  'scalp',
  'ipo',
  'margin-call',
  'recall',
];

/** Alice drew a ninth card (an eighth with `hand` given): over the hand limit, a No Bid first. */
function overTheLimit(hand = EIGHT): NobidState {
  return nobidScenarios.play({
    players: 2,
    setup: {
      deck: ['credit-line'],
      books: [[], []],
      hands: [hand, ['recall']],
    },
    steps: [{ seat: 0, draw: true }],
  });
}

function updateFor(state: NobidState, seat = 0, kind = 'discard'): ViewUpdate {
  return {
    tableId: 'tbl123',
    cursor: 1,
    seat,
    status: 'playing',
    view: JSON.parse(JSON.stringify(nobidGame.view(state, seat))) as WireView,
    events: [],
    fromCursor: 0,
    decisions: [{ kind, deadline: 60_000 }],
    decisionId: 'd1',
    legal: JSON.parse(JSON.stringify(nobidGame.legalActions(state, seat))),
    waitingFor: [],
    window: null,
    orders: null,
    autoPass: false,
    answerOwnCards: false,
    outcome: null,
    serverNow: 0,
  } as ViewUpdate;
}

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

/** The sentence under the prompt's title. */
const defaultLine = (locale: Locale, state = overTheLimit()) => {
  const markup = tableMarkup(NobidTable, table, updateFor(state), names, locale);
  return text(markup.match(/<p class="prompt-default">(.*?)<\/p>/)?.[1] ?? '').trim();
};

describe('the hand-limit prompt', () => {
  // In a browser the table loads it after its first paint; markup runs no effects.
  beforeAll(loadTimeoutDefault);

  it('says which cards go when the timer runs out, and they are not the No Bid', () => {
    expect(defaultLine('en')).toBe(
      'When the timer runs out: you discard Margin Call and Recall, the cards you would miss least.',
    );
  });

  it('says why in the singular when one card goes', () => {
    const one = overTheLimit(EIGHT.slice(0, 7));
    expect(one.discardLeft).toBe(1);
    expect(defaultLine('en', one)).toMatch(
      /^When the timer runs out: you discard [^,]+, the card you would miss least\.$/,
    );
    expect(defaultLine('de', one)).toMatch(
      /^Wenn die Zeit abläuft: du legst [^,]+ ab, die Karte, die dir am wenigsten fehlt\.$/,
    );
  });

  it('asks for both cards, to go together', () => {
    const markup = tableMarkup(NobidTable, table, updateFor(overTheLimit()), names, 'en');
    expect(text(markup)).toContain(
      'Hand limit 7: discard 2 cards. Click a card in your hand, then click it again (or press Enter) to set it aside. Once 2 are set aside, they are discarded together.',
    );
  });

  it('names the very cards the rules discard on the timeout, in en, de and ko', () => {
    const state = overTheLimit();
    const timeout = nobidGame.defaultAction(state, 0);
    expect(timeout.type).toBe('discard');
    const ids = timeout.type === 'discard' ? [timeout.card, ...(timeout.more ?? [])] : [];
    const compiled = tableCards(table.settings);
    if (!compiled.ok) throw new Error('the default edition does not compile');
    const cards = compiled.cards;
    for (const locale of ['en', 'de', 'ko'] as const) {
      const line = defaultLine(locale);
      const t = translator(locale);
      for (const id of ids) expect(line).toContain(cardName(cards, id, t));
      expect(line).not.toContain(t('card-no-bid-name'));
    }
    expect(defaultLine('de')).toMatch(
      /^Wenn die Zeit abläuft: du legst .+ ab, die Karten, die dir am wenigsten fehlen\.$/,
    );
    expect(defaultLine('ko')).toMatch(/^시간이 다 되면: 가장 덜 아까운 카드인 .+[을를] 버립니다\.$/);
  });
});

describe('the Stop Out prompt', () => {
  /** Alice's Short Squeeze has resolved: Bob chooses which of his two SHORT Positions goes. */
  const squeezed = () =>
    nobidScenarios.play({
      players: 2,
      setup: {
        deck: ['credit-line', 'credit-line'],
        books: [[], ['position-eurusd-short', 'position-gbpusd-short']],
        hands: [['short-squeeze'], []],
      },
      steps: [
        { seat: 0, play: 'short-squeeze' },
        { pass: 'all' },
        { expect: { decision: { seat: 1, kind: 'stop-out' } } },
      ],
    });

  it('says in words what the timeout does: the rules’ own choice is Liquidated', () => {
    const state = squeezed();
    const timeout = nobidGame.defaultAction(state, 1);
    expect(timeout.type).toBe('stop-out');
    const card = timeout.type === 'stop-out' ? timeout.card : -1;
    const compiled = tableCards(table.settings);
    if (!compiled.ok) throw new Error('the default edition does not compile');
    const line = (locale: Locale) => {
      const markup = tableMarkup(NobidTable, table, updateFor(state, 1, 'stop-out'), names, locale);
      return text(markup.match(/<p class="prompt-default">(.*?)<\/p>/)?.[1] ?? '').trim();
    };
    const name = (locale: Locale) => cardName(compiled.cards, card, translator(locale));
    expect(line('en')).toBe(`When the timer runs out: your ${name('en')} is Liquidated.`);
    expect(line('de')).toBe(`Wenn die Zeit abläuft: deine ${name('de')} wird glattgestellt.`);
    expect(line('ko')).toMatch(new RegExp(`^시간이 다 되면: 내 ${name('ko')}[이가] 청산됩니다\\.$`));
  });
});
