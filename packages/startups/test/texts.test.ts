import {
  type Message as FtlMessage,
  Message,
  type PatternElement,
  Placeable,
  parse,
  VariableReference,
} from '@fluent/syntax';
import { LANGS, type Lang } from '@nobid/i18n';
import { type FtlFile, textProblems } from '@nobid/i18n/check';
import { describe, expect, it } from 'vitest';
import { COIN_COUNT, COMPANIES, RULES, TOTAL_CARDS } from '../src/companies.ts';
import { startupsRulebook as rulebookFrom, rulebookMessageIds } from '../src/rulebook.ts';
import { readRulesFtl } from '../src/rules-ftl.ts';

const rulesFtl = (lang: Lang): FtlFile => ({
  file: `@nobid/startups/texts/${lang}/rules.ftl`,
  source: readRulesFtl(lang),
});
const messages = (lang: Lang): Map<string, FtlMessage> =>
  new Map(
    parse(readRulesFtl(lang), {}).body.flatMap((e) =>
      e instanceof Message ? [[e.id.name, e] as const] : [],
    ),
  );
const startupsRulebook = (lang: Lang, format: 'txt' | 'md' | 'html') =>
  rulebookFrom(lang, format, readRulesFtl(lang));

/** The variables a message uses, e.g. ["coins", "removed"]. */
function variables(m: FtlMessage): string[] {
  const out = new Set<string>();
  const walk = (els: readonly PatternElement[]) => {
    for (const el of els) {
      if (el instanceof Placeable && el.expression instanceof VariableReference)
        out.add(el.expression.id.name);
    }
  };
  if (m.value) walk(m.value.elements);
  return [...out].sort();
}

describe('rules texts', () => {
  it('parse with no Junk, and every message exists in all three languages', () => {
    expect(textProblems({ en: [rulesFtl('en')], de: [rulesFtl('de')], ko: [rulesFtl('ko')] })).toEqual([]);
  });

  it('every message takes the same variables in every language, and the rulebook finds all it uses', () => {
    const ids = [...messages('en').keys()].sort();
    for (const id of ids) {
      const vars = LANGS.map((lang) => variables(messages(lang).get(id)!));
      expect(vars, id).toEqual([vars[0], vars[0], vars[0]]);
    }
    for (const id of rulebookMessageIds()) expect(ids, `rulebook uses ${id}`).toContain(id);
  });

  it('the Korean rulebook covers every rule of the seed blog', () => {
    // Each rule of the blog post, and the message that states it.
    const blog: Record<string, string> = {
      '3 to 7 players; most money wins': 'rules-intro',
      '10 coins on their 1 side, 3 side for payments': 'setup-coins',
      'remove 5 cards at random, deal 3 each': 'setup-cards',
      'the deck, and the market around it': 'setup-deck',
      'a turn: take a card, then put one down': 'turn-overview',
      'empty market: must take from the deck': 'take-empty-market',
      'A: pay 1 coin on each market card, take from the deck; no coins, no card': 'take-deck',
      'B: take a market card with its coins': 'take-market',
      'after B, not that company back into the market': 'take-market-return',
      'put a card in front of you: shares': 'play-invest',
      'put a card into the market': 'play-market',
      'the first investor gets the anti-monopoly chip': 'chips-first',
      'chip holder may not take that company from the market': 'chips-no-take',
      'chip holder pays nothing on that company when drawing': 'chips-no-pay',
      'the chip moves only on a strict majority': 'chips-move',
      'the end: last deck card taken and the turn finished': 'end-trigger',
      'hands are revealed and count': 'end-reveal',
      'fewer cards pay the most, one coin per card': 'scoring-pay',
      'coins flip to 3': 'scoring-flip',
      'a tie for the most: nothing happens': 'scoring-tie',
      'example 1': 'scoring-example-1',
      'example 2': 'scoring-example-2',
      'market cards do not score': 'scoring-market',
      'debt; received 3s cannot pay': 'scoring-debt',
      'tie-break: more 3-coins, then the last to play': 'winner-tie-last',
    };
    const ko = startupsRulebook('ko', 'txt');
    const ids = rulebookMessageIds();
    for (const [rule, id] of Object.entries(blog)) {
      expect(ids, rule).toContain(id);
      expect(messages('ko').get(id)?.value, rule).toBeTruthy();
    }
    expect(ko).toContain('가장 마지막에 플레이한 사람이 승리합니다');
    expect(ko).toContain('3점 칩으로는 지불할 수 없습니다');
  });

  it.each(LANGS)('the %s rulebook takes its numbers from the data', (lang) => {
    const txt = startupsRulebook(lang, 'txt');
    for (const n of [
      RULES.minPlayers,
      RULES.maxPlayers,
      RULES.startingCoins,
      RULES.removedCards,
      TOTAL_CARDS,
    ])
      expect(txt).toContain(String(n));
    // The components list counts every piece: the coins too (every player's start at the most players).
    const coinLine = txt.split('\n').find((l) => l.includes(String(COIN_COUNT)));
    expect(coinLine, 'the components list counts the coins').toBeDefined();
    expect(COIN_COUNT).toBe(RULES.startingCoins * RULES.maxPlayers);
    const companyLines = txt.split('\n').filter((l) => l.startsWith('  * ') && /: \d+/.test(l));
    expect(companyLines.map((l) => Number(l.match(/: (\d+)/)![1]))).toEqual(COMPANIES.map((c) => c.cards));
  });

  it.each(LANGS)('the %s rulebook renders as txt, md and html', (lang) => {
    const md = startupsRulebook(lang, 'md');
    expect(md.split('\n').filter((l) => l.startsWith('## '))).toHaveLength(10);
    expect(md.startsWith('# ')).toBe(true);
    const html = startupsRulebook(lang, 'html');
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html.match(/<section>/g)).toHaveLength(11);
    expect(html.match(/<ul>/g)?.length).toBe(html.match(/<\/ul>/g)?.length);
    expect(html).not.toMatch(/\{\s*\$/);
  });

  it('refuses a language it does not have', () => {
    expect(() => rulebookFrom('fr' as 'en', 'txt', readRulesFtl('en'))).toThrow(
      /no Startups rulebook in "fr"/,
    );
  });

  it('is formatted from the text it is given, not from a file of its own', () => {
    const en = readRulesFtl('en').replace(/^rules-title = .*$/m, 'rules-title = Startups, abridged');
    expect(rulebookFrom('en', 'md', en).split('\n')[0]).toBe('# Startups, abridged');
  });
});
