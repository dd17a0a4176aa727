/**
 * Issue 12: edit a copy of the default edition (Leverage +2, Credit Line +4, Slippage discards
 * two cards) and the booklet and the card faces print the new numbers in every language, and
 * exactly the edited cards get a new stamp.
 */
import { describe, expect, it } from 'vitest';
import {
  cardStamp,
  cardSvgs,
  LANGS,
  type Lang,
  loadTexts,
  NOBID_DATA,
  renderRulebookText,
} from '../src/index.ts';
import { dataWith, setBook } from './editions.ts';

const EDITED = ['leverage', 'credit-line', 'slippage'];
const edited = dataWith((_e, card) => {
  setBook(card('leverage'), { op: 'count', delta: 2 });
  setBook(card('credit-line'), { op: 'hand-limit', delta: 4 });
  setBook(card('slippage'), { op: 'discard-at-start', count: 2 });
});

/** The rules text of each edited card as the edited edition should print it, and as the default does. */
const RULES_TEXT: Readonly<Record<Lang, Record<string, { now: string; before: string }>>> = {
  en: {
    leverage: {
      now: 'Your Book counts as having two additional Positions.',
      before: 'Your Book counts as having one additional Position.',
    },
    'credit-line': {
      now: 'Your hand limit is increased by four.',
      before: 'Your hand limit is increased by three.',
    },
    slippage: {
      now: 'At the start of this player’s turn, they discard two cards.',
      before: 'At the start of this player’s turn, they discard a card.',
    },
  },
  de: {
    leverage: {
      now: 'Dein Buch zählt als hätte es zwei Positionen mehr.',
      before: 'Dein Buch zählt als hätte es eine Position mehr.',
    },
    'credit-line': {
      now: 'Dein Handkartenlimit steigt um vier.',
      before: 'Dein Handkartenlimit steigt um drei.',
    },
    slippage: {
      now: 'Zu Beginn des Zuges dieses Spielers legt er zwei Karten ab.',
      before: 'Zu Beginn des Zuges dieses Spielers legt er eine Karte ab.',
    },
  },
  ko: {
    leverage: {
      now: '당신의 장부는 포지션을 둘 더 가진 것으로 셉니다.',
      before: '당신의 장부는 포지션을 하나 더 가진 것으로 셉니다.',
    },
    'credit-line': {
      now: '당신의 손패 한도가 네 장 늘어납니다.',
      before: '당신의 손패 한도가 세 장 늘어납니다.',
    },
    slippage: {
      now: '이 플레이어의 턴 시작에 카드 두 장을 버립니다.',
      before: '이 플레이어의 턴 시작에 카드 한 장을 버립니다.',
    },
  },
};

/** The counting example, which takes Leverage's number too. */
const COUNTING: Readonly<Record<Lang, string>> = {
  en: 'Four Positions, one Leverage (+2) and one Margin Call (−1) counts as five.',
  de: 'Vier Positionen, ein Hebel (+2) und ein Margin Call (−1) zählen als fünf.',
  ko: '포지션 4장, 레버리지 1장(+2), 마진콜 1장(−1)은 5장으로 셉니다.',
};

const unescapeXml = (s: string) =>
  s
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const lines = (text: string) => new Set(text.split('\n').map((l) => l.replace(/\s+/g, ' ').trim()));
/** A face's rules text, its wrapped lines joined again. */
const rulesOf = (svg: string) =>
  [...svg.matchAll(/<text class="rules"[^>]*>([^<]*)<\/text>/g)].map((m) => unescapeXml(m[1]!)).join(' ');
const stampOf = (svg: string) => svg.match(/<text class="stamp"[^>]*>([^<]*)<\/text>/)![1]!;
const facesOf = (lang: Lang, data = NOBID_DATA) =>
  new Map(cardSvgs(lang, data).faces.map((f) => [f.name, f.svg]));

describe.each(LANGS)('an edited copy of the default edition, in %s', (lang) => {
  it('prints the new numbers in the rulebook, in place of the old ones', () => {
    const before = renderRulebookText(lang, 'txt');
    const now = renderRulebookText(lang, 'txt', edited);
    for (const [kind, text] of Object.entries(RULES_TEXT[lang])) {
      expect(now, `${lang} ${kind}`).toContain(text.now);
      expect(now, `${lang} ${kind}`).not.toContain(text.before);
      expect(before, `${lang} ${kind}`).toContain(text.before);
    }
    // Nothing else of the rulebook moved: the three cards, the counting example, the colophon.
    const changed = [...lines(now)].filter((l) => !lines(before).has(l));
    const expected = [
      ...Object.values(RULES_TEXT[lang]).map((t) => t.now),
      COUNTING[lang],
      `(${edited.edition.hash.slice(0, 8)})`,
    ];
    expect(changed).toHaveLength(expected.length);
    for (const line of expected) expect(changed.filter((l) => l.includes(line))).toHaveLength(1);
  });

  it('prints the new numbers on the faces, and a new stamp on exactly the edited cards', () => {
    const before = facesOf(lang);
    const now = facesOf(lang, edited);
    for (const [kind, text] of Object.entries(RULES_TEXT[lang])) {
      expect(rulesOf(now.get(kind)!)).toBe(text.now);
      expect(rulesOf(before.get(kind)!)).toBe(text.before);
    }
    const restamped = [...now].filter(([kind, svg]) => stampOf(svg) !== stampOf(before.get(kind)!));
    expect(restamped.map(([kind]) => kind)).toEqual(EDITED);
    for (const [kind, svg] of now) {
      const def = edited.cards.find((d) => d.kind === kind)!;
      expect(stampOf(svg)).toBe(cardStamp(loadTexts(lang, edited), edited, def));
      expect(stampOf(svg)).toMatch(new RegExp(`^v${NOBID_DATA.edition.version}·[0-9a-f]{4}$`));
    }
  });

  it('names the edited edition, with its own hash, in the colophon', () => {
    expect(edited.edition.hash).not.toBe(NOBID_DATA.edition.hash);
    const label = (hash: string) => `No Bid ${NOBID_DATA.edition.version} (${hash.slice(0, 8)})`;
    const now = renderRulebookText(lang, 'txt', edited);
    expect(now).toContain(label(edited.edition.hash));
    expect(now).not.toContain(label(NOBID_DATA.edition.hash));
    expect(renderRulebookText(lang, 'txt')).toContain(label(NOBID_DATA.edition.hash));
  });
});
