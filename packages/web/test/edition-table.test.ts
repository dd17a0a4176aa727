/**
 * The No Bid table draws its cards from the table's edition, not from a default: a table whose
 * settings carry another edition shows that edition's numbers, names and texts, and a view made
 * from another card list than the table's gets an error instead of wrong cards.
 * Rendered as markup (server-side, no browser), from views as the wire carries them.
 */
import type { NobidState } from '@nobid/nobid';
import { nobidGame, nobidScenarios } from '@nobid/nobid';
import { DEFAULT_EDITION, type EditionInput, idsOfKind } from '@nobid/nobid/cards';
import type { TableInfo, ViewUpdate } from '@nobid/protocol';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { nobidClient } from '../src/games/nobid/index.ts';
import { NobidTable } from '../src/games/nobid/NobidTable.tsx';
import { tableCards } from '../src/games/nobid/table-cards.ts';
import type { WireView } from '../src/games/nobid/wire-view.ts';
import { type Locale, translator } from '../src/i18n/i18n.ts';
import { settledMarkupIn, tableMarkup } from '../src/testing/render.ts';

const names = ['Alice', 'Bob', 'Carol'];

/** The default list with Leverage at +2, a target of 9, a hand limit of 8 and a new card, Hedge. */
function labEdition(): EditionInput {
  const e = JSON.parse(JSON.stringify(DEFAULT_EDITION)) as EditionInput;
  e.name = 'No Bid Lab';
  e.version = '1-test';
  e.numbers = { ...e.numbers, target: 9, handLimit: 8 };
  const leverage = e.cards.find((c) => c.kind === 'leverage');
  if (leverage?.type !== 'leverage') throw new Error('the default edition has no Leverage');
  leverage.book = { op: 'count', delta: 2 };
  e.cards.push({
    kind: 'hedge',
    type: 'leverage',
    copies: 2,
    book: { op: 'draw-at-start', count: 2 },
    texts: {
      en: { name: 'Hedge', text: 'At the start of your turn, draw { $n } more cards.' },
      de: { name: 'Absicherung', text: 'Ziehe zu Beginn deines Zuges { $n } weitere Karten.' },
      ko: { name: '헤지', text: '턴을 시작할 때 카드 { $n }장을 더 뽑습니다.' },
    },
  });
  return e;
}

/** A table as the server reports it; `options` are the raw No Bid options of its settings. */
function tableWith(options?: unknown): TableInfo {
  return {
    id: 'tbl123',
    settings: {
      game: 'nobid',
      seats: names.map(() => ({ kind: 'human' as const })),
      language: 'en',
      reactionWindowSeconds: 5,
      turnTimerSeconds: 60,
      visibility: 'public',
      options,
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
}

/**
 * Seat 0 at its act step: `extra` and a EUR/USD Position in its Book, Leverage, `extra` and
 * Credit Line in hand. The default edition has no Hedge: its tables hold Positive Carry instead.
 */
function position(options: unknown, extra = options ? 'hedge' : 'positive-carry'): NobidState {
  return nobidScenarios.play({
    players: 3,
    options,
    setup: {
      books: [['position-eurusd-long', extra], [], []],
      hands: [['leverage', extra, 'credit-line'], ['no-bid'], []],
      deck: ['scalp', 'recall', 'no-bid', 'ipo'],
    },
  });
}

/** The update seat 0 receives: the view through JSON, as the socket carries it. */
function updateFor(state: NobidState, change: (v: WireView) => WireView = (v) => v): ViewUpdate {
  const view = change(JSON.parse(JSON.stringify(nobidGame.view(state, 0))) as WireView);
  const legal = JSON.parse(JSON.stringify(nobidGame.legalActions(state, 0)));
  return {
    tableId: 'tbl123',
    cursor: 1,
    seat: 0,
    status: 'playing',
    view,
    events: [],
    fromCursor: 0,
    decisions:
      view.pending?.kind === 'discard'
        ? [{ kind: 'discard', deadline: null }]
        : [{ kind: 'act', deadline: null }],
    decisionId: 'd1',
    legal: view.pending ? [] : legal,
    waitingFor: [],
    window: null,
    orders: null,
    autoPass: false,
    answerOwnCards: false,
    outcome: null,
    serverNow: 0,
  } as ViewUpdate;
}

function html(table: TableInfo, update: ViewUpdate, locale: Locale = 'en'): string {
  return tableMarkup(NobidTable, table, update, names, locale);
}

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

describe('a No Bid table with its own edition', () => {
  const lab = { edition: labEdition() };
  const labTable = tableWith(lab);

  it('shows the edition’s numbers and its new card’s own name and text in the hand', () => {
    const markup = html(labTable, updateFor(position(lab)));
    const words = text(markup);
    expect(words).toContain('Your Book counts as having two additional Positions.');
    expect(markup).toMatch(/<button[^>]*aria-label="Hedge"[^>]*data-kind="hedge"/);
    expect(words).toContain('At the start of your turn, draw 2 more cards.');
    // Seat 0's Book counts its one Position, of the edition's target.
    expect(markup).toContain('aria-label="Book counts 1 of 9"');
    expect(words).toContain('1 / 9');
    expect(words).not.toContain('/ 7');
  });

  it('speaks the new card’s own texts in the table’s language', () => {
    const words = text(html(labTable, updateFor(position(lab)), 'ko'));
    expect(words).toContain('헤지');
    expect(words).toContain('턴을 시작할 때 카드 2장을 더 뽑습니다.');
  });

  it('asks a discard down to the hand limit of the edition and the Book (8, Credit Line +3)', () => {
    const state = position(lab);
    const withCreditLine = (v: WireView): WireView => ({
      ...v,
      books: [[...v.books[0]!, idsOfKind(state.cards, 'credit-line')[0]!], [], []],
      hand: (v.hand ?? []).filter((id) => id !== idsOfKind(state.cards, 'credit-line')[0]),
      pending: { kind: 'discard', seat: 0, reason: 'hand-limit', count: 2 },
    });
    expect(text(html(labTable, updateFor(state, withCreditLine)))).toContain(
      'Hand limit 11: discard 2 cards.',
    );
  });

  it('names the new card in the log and the log’s preview', async () => {
    const hedge = idsOfKind(position(lab).cards, 'hedge')[0]!;
    const event = { type: 'enter-book', seat: 0, card: hedge };
    expect(nobidClient.logLine(event, names, translator('en'), labTable, 'en')?.text).toBe(
      'Hedge enters Alice’s Book.',
    );
    expect(nobidClient.logLine(event, names, translator('de'), labTable, 'de')?.text).toContain(
      'Absicherung',
    );
    const preview = await settledMarkupIn(
      createElement(nobidClient.CardPreview, { card: hedge, table: labTable }),
    );
    expect(preview).toContain('aria-label="Hedge"');
  });

  it('compiles a table’s edition once, whatever renders it', () => {
    expect(tableCards(labTable.settings)).toBe(tableCards(labTable.settings));
  });
});

describe('a No Bid table whose cards cannot be read', () => {
  it('the default table shows the default numbers (the lab’s differ because of its edition)', () => {
    const words = text(html(tableWith(undefined), updateFor(position(undefined))));
    expect(words).toContain('Your Book counts as having one additional Position.');
    expect(words).toContain('1 / 7');
  });

  it('refuses a view made from another card list than the table’s, and shows no cards', () => {
    const lab = tableWith({ edition: labEdition() });
    const markup = html(lab, updateFor(position(undefined)));
    expect(markup).toContain('role="alert"');
    expect(text(markup)).toMatch(
      new RegExp(
        `This table’s cards cannot be shown\\. The server plays No Bid ${DEFAULT_EDITION.version} \\([0-9a-f]{8}\\) for 3 players, but this page has No Bid Lab 1-test \\([0-9a-f]{8}\\) for 3 players\\.`,
      ),
    );
    expect(markup).not.toContain('data-card=');
  });

  it('refuses a view made for another player count', () => {
    const update = updateFor(position(undefined), (v) => ({ ...v, seats: 4 }));
    expect(text(html(tableWith(undefined), update))).toContain(
      `The server plays No Bid ${DEFAULT_EDITION.version}`,
    );
  });

  it('names every problem of an edition it cannot play', () => {
    const markup = html(
      tableWith({ edition: { name: 'No Bid', version: '99' } }),
      updateFor(position(undefined)),
    );
    expect(text(markup)).toContain('The table’s card list has a problem:');
    expect(text(markup)).toContain('no shipped edition "No Bid" 99');
    expect(markup).not.toContain('data-card=');
  });
});
