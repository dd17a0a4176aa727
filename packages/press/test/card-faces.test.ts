import { describe, expect, it } from 'vitest';
import { cardBack } from '../src/cards/back.ts';
import { cardFace } from '../src/cards/face.ts';
import { measurerFor } from '../src/cards/measure.ts';
import { svgToPng } from '../src/cards/png.ts';
import { TYPE_COLOURS } from '../src/colours.ts';
import { cardStamp, cardSvgs, type Lang, loadTexts, NOBID_DATA, type Texts } from '../src/index.ts';

const face = (lang: Lang, kind: string, texts: Texts = loadTexts(lang)) =>
  cardFace(texts, measurerFor(lang), NOBID_DATA, NOBID_DATA.cards.find((d) => d.kind === kind)!);

/** The text content of the <text> elements with a given class, in document order. */
const textsOf = (svg: string, role: string): { x: number; y: number; content: string }[] =>
  [
    ...svg.matchAll(new RegExp(`<text class="${role}" x="([\\d.]+)" y="([\\d.]+)"[^>]*>([^<]*)</text>`, 'g')),
  ].map((m) => ({ x: Number(m[1]), y: Number(m[2]), content: m[3]! }));

const chart = (svg: string): [number, number][] =>
  svg
    .match(/<polyline class="chart" points="([^"]+)"/)![1]!
    .split(' ')
    .map((p) => p.split(',').map(Number) as [number, number]);

describe('card faces', () => {
  it('draw one SVG per distinct card and two backs, in every language', () => {
    for (const lang of ['en', 'de', 'ko'] as const) {
      const set = cardSvgs(lang);
      expect(set.faces.map((f) => f.name)).toEqual(NOBID_DATA.cards.map((d) => d.kind));
      for (const f of set.faces)
        expect(f.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="63mm" height="88mm"/);
    }
  });

  it('a LONG Position rises and a SHORT one falls, between the cities of its two currencies', () => {
    const long = face('en', 'position-eurusd-long');
    const [first, last] = [chart(long)[0]!, chart(long).at(-1)!];
    expect(last[1]).toBeLessThan(first[1]); // SVG y grows downwards
    const short = chart(face('en', 'position-eurusd-short'));
    expect(short.at(-1)![1]).toBeGreaterThan(short[0]![1]);

    const cities = textsOf(long, 'city');
    expect(cities.map((c) => c.content)).toEqual(['Frankfurt', 'New York']);
    const xs = chart(long).map(([x]) => x);
    expect(cities[0]!.x).toBeLessThan(Math.min(...xs));
    expect(cities[1]!.x).toBeGreaterThan(Math.max(...xs));
    expect(long).toContain('>EUR/USD</text>');
    expect(long).toContain('>LONG</text>');
    expect(textsOf(face('de', 'position-usdjpy-short'), 'city').map((c) => c.content)).toEqual([
      'New York',
      'Tokio',
    ]);
  });

  it("carry the type's colour in the band, and hazard stripes on a Circuit Breaker", () => {
    expect(face('en', 'leverage')).toContain(`fill="${TYPE_COLOURS.leverage.band}"`);
    expect(face('en', 'margin-call')).toContain(`fill="${TYPE_COLOURS.drawdown.band}"`);
    expect(face('en', 'recall')).toContain(`fill="${TYPE_COLOURS.order.band}"`);
    expect(face('en', 'no-bid')).toContain(`fill="${TYPE_COLOURS['no-bid'].ink}"`);
    expect(face('en', 'circuit-breaker').match(/fill="#ffd400"/g)!.length).toBeGreaterThan(5);
  });

  it('wrap the rules text at spaces only and set the flavour in italics', () => {
    const svg = face('en', 'stop-loss');
    const rules = textsOf(svg, 'rules').map((l) => l.content);
    expect(rules.length).toBeGreaterThan(1);
    expect(rules.join(' ')).toBe(
      'When one of your Positions would be Liquidated, you may discard this instead.',
    );
    expect(svg).toMatch(/class="flavour"[^>]*font-style="italic"[^>]*>It absorbs one\. Once\.</);
    for (const kind of ['bull-run', 'rate-decision', 'frozen-collateral']) {
      const ko = face('ko', kind);
      const text = loadTexts('ko').t(`card-${kind}-text`);
      expect(
        textsOf(ko, 'rules')
          .map((l) => l.content)
          .join(' '),
      ).toBe(text);
    }
  });

  it('escape every text with the one helper', () => {
    const real = loadTexts('en');
    const hostile: Texts = {
      ...real,
      t: (id, args) => (id === 'card-recall-name' ? 'Recall <b>&"now"' : real.t(id, args)),
    };
    const svg = face('en', 'recall', hostile);
    expect(svg).toContain('Recall &lt;b&gt;&amp;&quot;now&quot;');
    expect(svg).not.toContain('<b>');
  });

  it('carry the stamp of their edition and card in the lower left corner, clear of text, art and index', () => {
    for (const lang of ['en', 'de', 'ko'] as const)
      for (const kind of ['leverage', 'position-eurusd-long', 'circuit-breaker', 'opening-gbpusd-short']) {
        const svg = face(lang, kind);
        const def = NOBID_DATA.cards.find((d) => d.kind === kind)!;
        const [stamp] = textsOf(svg, 'stamp');
        expect(stamp!.content).toBe(cardStamp(loadTexts(lang), NOBID_DATA, def));
        expect(stamp!.content).toMatch(new RegExp(`^v${NOBID_DATA.edition.version}·[0-9a-f]{4}$`));
        // At the left margin, below every line of text (the art is above the text).
        const lowest = Math.max(...['rules', 'flavour'].flatMap((r) => textsOf(svg, r).map((t) => t.y)));
        expect(stamp!.y - lowest, `${lang} ${kind}`).toBeGreaterThan(30);
        expect(stamp!.y).toBeLessThan(880 - 20);
        expect(stamp!.x).toBeLessThan(60);
      }
    // A face's stamp is its own: two cards of one edition differ, and so does one card in two
    // languages (its words and fonts reach the face).
    const en = loadTexts('en');
    const stamps = NOBID_DATA.cards.map((d) => cardStamp(en, NOBID_DATA, d));
    expect(new Set(stamps).size).toBe(stamps.length);
    expect(textsOf(face('ko', 'leverage'), 'stamp')).not.toEqual(textsOf(face('en', 'leverage'), 'stamp'));
  });

  it('render to PNG with the pinned fonts, Korean included', () => {
    const png = svgToPng(face('ko', 'stop-loss'), 'ko', 300);
    expect([...png.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(new DataView(png.buffer, png.byteOffset).getUint32(16)).toBe(300);
  });
});

describe('card face snapshots', () => {
  const cases: [Lang, string][] = [
    ['en', 'position-eurusd-long'],
    ['de', 'stop-loss'],
    ['ko', 'circuit-breaker'],
    ['ko', 'opening-gbpusd-short'],
  ];
  it.each(cases)('%s %s', async (lang, kind) => {
    await expect(face(lang, kind)).toMatchFileSnapshot(`./__snapshots__/${lang}-${kind}.svg`);
  });
  it('ko back of the Openings pile', async () => {
    await expect(cardBack(loadTexts('ko'), measurerFor('ko'), 'openings')).toMatchFileSnapshot(
      './__snapshots__/ko-back-openings.svg',
    );
  });
});
