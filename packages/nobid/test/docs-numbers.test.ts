/**
 * The numbers that docs/scenarios.md and docs/rulings.md quote from the card data are the shipped
 * editions' own: a reader who writes a scenario from the docs gets the copies the engine has.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copiesAt, DEFAULT_EDITION, SHIPPED_EDITIONS } from '../src/index.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const doc = (name: string) => readFileSync(join(root, 'docs', name), 'utf8');

describe("docs/scenarios.md's copies", () => {
  const text = doc('scenarios.md');
  const section = text.slice(
    text.indexOf('A kind can be named only as many times'),
    text.indexOf('### Example'),
  );

  it('are those of the default edition, named by its file', () => {
    const file = `packages/nobid/editions/no-bid-${DEFAULT_EDITION.version}.json`;
    expect(section).toContain(`\`${file}\``);
    const named = JSON.parse(readFileSync(join(root, file), 'utf8')) as { name: string; version: string };
    expect([named.name, named.version]).toEqual([DEFAULT_EDITION.name, DEFAULT_EDITION.version]);
    expect(section).not.toMatch(/no-bid-(?!2\.json)\d+\.json/);
  });

  it('give every card kind the copies the default edition has at 2-4 players', () => {
    const copies = copiesAt(DEFAULT_EDITION, 4);
    const listed = [...section.matchAll(/`([a-z-]+)` (\d+)/g)].map((m) => [m[1], Number(m[2])]);
    expect(listed.length).toBeGreaterThan(15);
    for (const [kind, n] of listed) expect(copies.get(kind as string), kind as string).toBe(n);
  });
});

describe('docs/rulings.md R24', () => {
  it('gives the Leverage copies the shipped editions have', () => {
    const r24 = doc('rulings.md').match(/^24\. [\s\S]*?(?=^25\. )/m)?.[0] ?? '';
    const leverage = SHIPPED_EDITIONS.map((e) => e.cards.find((c) => c.kind === 'leverage')!.copies);
    expect(new Set(leverage).size).toBe(1);
    expect(r24).toContain(`both shipped editions have ${leverage[0]}`);
    const target = DEFAULT_EDITION.numbers.target;
    expect(r24).toContain(`a Book of ${target} Leverage and no Position counts ${target}`);
  });
});
