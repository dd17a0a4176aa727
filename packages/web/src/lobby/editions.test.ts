/**
 * Editions in the lobby and the waiting room, rendered as markup (no browser): the create form
 * offers the default or an upload for a game that plays editions (and nothing for one that does
 * not), a refused upload shows the server's problems one a line, the open tables tag a variant
 * with its name, version and hash, and the waiting room says which edition the table plays.
 * An uploaded edition's texts are its host's: they are shown as text, never as markup.
 */
import { LocalizationProvider } from '@fluent/react';
import { EDITION_LIMITS } from '@nobid/nobid/cards';
import { type GameInfo, MAX_EDITION_BYTES, type TableEdition, type TableInfo } from '@nobid/protocol';
import { type ComponentProps, createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type Locale, localizationFor, translator } from '../i18n/i18n.ts';
import { WaitingRoom } from '../table/WaitingRoom.tsx';
import { CreateTableForm } from './CreateTableForm.tsx';
import { EditionField } from './EditionField.tsx';
import { OpenTables } from './OpenTables.tsx';
import { ProblemText } from './ProblemText.tsx';
import { readEditionFile } from './read-edition-file.ts';

function html(node: ReactNode, locale: Locale = 'en'): string {
  const provider = { l10n: localizationFor(locale) } as ComponentProps<typeof LocalizationProvider>;
  return renderToStaticMarkup(createElement(LocalizationProvider, provider, node));
}
const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const HOSTILE = '<img src=x onerror=alert(1)>';
const first: TableEdition = { name: 'No Bid', version: '1', hash: 'a1'.repeat(32), source: 'shipped' };
const second: TableEdition = { name: 'No Bid', version: '2', hash: 'b2'.repeat(32), source: 'shipped' };
const variant: TableEdition = { name: HOSTILE, version: '1', hash: 'c3d4e5f6'.repeat(8), source: 'uploaded' };

const games: GameInfo[] = [
  { name: 'nobid', minSeats: 2, maxSeats: 6, defaultEdition: first },
  { name: 'startups', minSeats: 3, maxSeats: 7, defaultEdition: null },
];

function table(id: string, edition: TableEdition | null, host = 'Ann'): TableInfo {
  return {
    id,
    settings: {
      game: 'nobid',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      language: 'en',
      reactionWindowSeconds: 5,
      turnTimerSeconds: 60,
      visibility: 'public',
      options: edition ? { edition: { name: edition.name, version: edition.version } } : undefined,
    },
    edition,
    status: 'waiting',
    seats: [
      { seat: 0, kind: 'human', name: host, taken: true, connected: true, autoplay: false },
      { seat: 1, kind: 'human', name: null, taken: false, connected: false, autoplay: false },
    ],
    invitePath: `/t/${id}`,
    createdAt: 0,
    outcome: null,
    rematchId: null,
  };
}

describe('the size limit', () => {
  it('is the one the game sets for an edition', () => {
    expect(MAX_EDITION_BYTES).toBe(EDITION_LIMITS.maxBytes);
  });
});

describe('an edition file', () => {
  it('is read as JSON, naming what it calls itself; anything else is not an edition file', () => {
    expect(readEditionFile('lab.json', '{"name":"Lab","version":"2","cards":[]}')).toEqual({
      ok: true,
      file: 'lab.json',
      edition: { name: 'Lab', version: '2', cards: [] },
      label: 'Lab 2',
    });
    expect(readEditionFile('x.json', '[1]')).toMatchObject({ ok: true, label: null });
    expect(readEditionFile('notes.txt', 'cards: many')).toMatchObject({ ok: false, file: 'notes.txt' });
  });
});

describe('the create form', () => {
  it('offers No Bid its default edition or an upload', () => {
    const markup = html(createElement(CreateTableForm, { games }));
    expect(markup).toContain('id="create-edition"');
    expect(text(markup)).toContain('Default: No Bid 1');
    expect(text(markup)).toContain('Upload a file…');
  });

  it('offers nothing for a server that names no editions', () => {
    const old = games.map((g) => ({ ...g, defaultEdition: null }));
    expect(html(createElement(CreateTableForm, { games: old }))).not.toContain('create-edition');
  });

  it('shows the picked file by the name it gives itself, as text', () => {
    const file = readEditionFile('v.json', JSON.stringify({ name: HOSTILE, version: '1' }));
    const markup = html(
      createElement(EditionField, {
        gameDefault: first,
        value: { kind: 'upload', file },
        onChange: () => {},
      }),
    );
    expect(markup).toContain('type="file"');
    expect(markup).not.toContain('<img');
    expect(text(markup)).toContain(`v.json: ${HOSTILE} 1`);
    const broken = readEditionFile('v.json', '{"name":');
    const refusal = html(
      createElement(EditionField, {
        gameDefault: first,
        value: { kind: 'upload', file: broken },
        onChange: () => {},
      }),
      'de',
    );
    expect(text(refusal)).toContain('v.json ist keine JSON-Datei');
  });

  it("shows a refusal's problems one a line, as text", () => {
    const message = [
      'bad game options: the edition has 2 problem(s):',
      '  numbers.target: Invalid input: expected number, received string',
      `  cards[3].kind: "${HOSTILE}" is already cards[1]`,
    ].join('\n');
    const markup = html(
      createElement(ProblemText, { message, heading: translator('ko')('edition-refused') }),
      'ko',
    );
    expect(markup).toContain('role="alert"');
    expect(markup.match(/<li>/g)).toHaveLength(2);
    expect(markup).toContain('<li>numbers.target: Invalid input: expected number, received string</li>');
    expect(markup).not.toContain('<img');
    expect(text(markup)).toContain('서버가 이 에디션을 받아들이지 않았습니다:');
  });
});

describe('the open tables', () => {
  it('tag a variant with its name, version and hash, another shipped edition by its name, the default not at all', () => {
    const tables = [
      table('tblvariant', variant, HOSTILE),
      table('tblsecond', second),
      table('tblfirst', first),
    ];
    const markup = html(createElement(OpenTables, { tables, games }));
    expect(markup).not.toContain('<img');
    const items = markup.split('<li>').slice(1).map(text);
    expect(items[0]).toContain(`Variant: ${HOSTILE} 1 (c3d4e5f6)`);
    expect(items[1]).toContain('Edition No Bid 2');
    expect(items[2]).not.toMatch(/Edition|Variant/);
    const de = html(createElement(OpenTables, { tables, games }), 'de');
    expect(text(de)).toContain(`Variante: ${HOSTILE} 1 (c3d4e5f6)`);
  });
});

describe('the waiting room', () => {
  const room = (edition: TableEdition | null, locale: Locale = 'en') => {
    (globalThis as { location?: unknown }).location ??= { origin: 'http://localhost' };
    const props = { table: table('tbl1', edition), seat: null, names: ['Ann', 'Seat 2'], onSeated: () => {} };
    return html(createElement(WaitingRoom, props), locale);
  };

  it('says which edition the table plays, and that a variant was uploaded by its host', () => {
    expect(text(room(first))).toContain('Edition: No Bid 1');
    const markup = room(variant);
    expect(markup).not.toContain('<img');
    expect(text(markup)).toContain(`Variant edition: ${HOSTILE} 1, uploaded by the host (c3d4e5f6)`);
    expect(text(room(variant, 'ko'))).toContain(`변형 에디션: ${HOSTILE} 1, 호스트가 올림 (c3d4e5f6)`);
    expect(text(room(null))).not.toMatch(/Edition/);
  });
});
