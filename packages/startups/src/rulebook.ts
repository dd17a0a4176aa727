/**
 * The Startups rulebook, generated from the card data and texts/{ko,en,de}/rules.ftl. Every number
 * (players, cards, coins) is passed in from companies.ts, so the texts cannot drift from the rules.
 * Browser-safe: the caller brings the rules.ftl text (in Node, `readRulesFtl` from
 * `@nobid/startups/rules-ftl`).
 */
import { type TextArgs as Args, createBundle, isLang, LANGS, type Lang, typeset } from '@nobid/i18n';
import { CARDS_PER_COMPANY, COIN_COUNT, COMPANIES, COMPANY_COUNT, RULES, TOTAL_CARDS } from './companies.ts';

export type RulebookFormat = 'txt' | 'md' | 'html';

type Block = { kind: 'p' | 'li'; id: string; args?: Args } | { kind: 'companies' };
interface Section {
  readonly title: string;
  readonly blocks: readonly Block[];
}

/** The company used in the scoring examples (the blog says "blue"; any company will do). */
const EXAMPLE_COMPANY = COMPANIES[3].key;

const p = (id: string, args?: Args): Block => ({ kind: 'p', id, ...(args ? { args } : {}) });
const li = (id: string, args?: Args): Block => ({ kind: 'li', id, ...(args ? { args } : {}) });

function sections(): Section[] {
  const counts = { min: RULES.minPlayers, max: RULES.maxPlayers };
  return [
    { title: 'rules-title', blocks: [p('rules-intro', counts)] },
    {
      title: 'components-title',
      blocks: [
        p('components-companies', {
          companies: COMPANY_COUNT,
          cards: TOTAL_CARDS,
          fewest: Math.min(...CARDS_PER_COMPANY),
          most: Math.max(...CARDS_PER_COMPANY),
        }),
        { kind: 'companies' },
        p('components-chips', { companies: COMPANY_COUNT }),
        p('components-coins', { coins: COIN_COUNT, players: RULES.maxPlayers, each: RULES.startingCoins }),
      ],
    },
    {
      title: 'setup-title',
      blocks: [
        li('setup-coins', { coins: RULES.startingCoins }),
        li('setup-cards', { removed: RULES.removedCards, hand: RULES.handSize }),
        li('setup-deck'),
      ],
    },
    { title: 'turn-title', blocks: [p('turn-overview')] },
    {
      title: 'take-title',
      blocks: [
        p('take-empty-market'),
        li('take-deck'),
        li('take-market'),
        p('take-market-return'),
        p('take-never-stuck'),
      ],
    },
    { title: 'play-title', blocks: [li('play-invest'), li('play-market')] },
    {
      title: 'chips-title',
      blocks: [p('chips-first'), li('chips-no-take'), li('chips-no-pay'), li('chips-move')],
    },
    { title: 'end-title', blocks: [p('end-trigger'), p('end-reveal', { hand: RULES.handSize })] },
    {
      title: 'scoring-title',
      blocks: [
        p('scoring-pay'),
        p('scoring-flip'),
        p('scoring-tie'),
        li('scoring-example-1', { company: `@company-${EXAMPLE_COMPANY}` }),
        li('scoring-example-2', { company: `@company-${EXAMPLE_COMPANY}` }),
        p('scoring-market', { removed: RULES.removedCards }),
        p('scoring-debt'),
      ],
    },
    { title: 'winner-title', blocks: [p('winner-most'), li('winner-tie-threes'), li('winner-tie-last')] },
    {
      title: 'table-title',
      blocks: [li('table-coins'), li('table-turn-cap', { turnCap: RULES.defaultTurnCap })],
    },
  ];
}

/** Every message id the rulebook uses: each language must define them all. */
export function rulebookMessageIds(): string[] {
  const ids = new Set<string>(['company-line', ...COMPANIES.map((c) => `company-${c.key}`)]);
  for (const s of sections()) {
    ids.add(s.title);
    for (const b of s.blocks) if (b.kind !== 'companies') ids.add(b.id);
  }
  return [...ids];
}

function formatter(lang: Lang, rulesFtl: string) {
  const bundle = createBundle(lang, [rulesFtl]);
  const text = (id: string, args?: Args): string => {
    const message = bundle.getMessage(id);
    if (!message?.value) throw new Error(`texts/${lang}/rules.ftl has no message "${id}"`);
    // An argument "@id" stands for another message (a company name) in the same language.
    const resolved: Args = {};
    for (const [k, v] of Object.entries(args ?? {}))
      resolved[k] = typeof v === 'string' && v.startsWith('@') ? text(v.slice(1)) : v;
    const errors: Error[] = [];
    const out = bundle.formatPattern(message.value, resolved, errors);
    if (errors.length) throw new Error(`texts/${lang}/rules.ftl "${id}": ${errors[0]!.message}`);
    return typeset(out, lang);
  };
  return text;
}

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One section of the rulebook, formatted: its title and its paragraphs and list items. */
export interface RulebookSection {
  /** The section's message id (`turn-title`...), stable across languages: an anchor. */
  readonly id: string;
  readonly title: string;
  readonly items: readonly Item[];
}

/** The rulebook's sections in one language, formatted (the web app lays them out itself). */
export function rulebookSections(lang: Lang, rulesFtl: string): RulebookSection[] {
  if (!isLang(lang)) throw new Error(`no Startups rulebook in "${lang}"; have ${LANGS.join(', ')}`);
  const text = formatter(lang, rulesFtl);
  return sections().map((section) => {
    const items: Item[] = [];
    for (const b of section.blocks) {
      if (b.kind === 'companies') {
        for (const c of COMPANIES)
          items.push({
            kind: 'li',
            text: text('company-line', { name: text(`company-${c.key}`), count: c.cards }),
          });
      } else items.push({ kind: b.kind, text: text(b.id, b.args) });
    }
    return { id: section.title, title: text(section.title), items };
  });
}

/** The whole rulebook in one language and format, from that language's rules.ftl text. */
export function startupsRulebook(lang: Lang, format: RulebookFormat, rulesFtl: string): string {
  const all = rulebookSections(lang, rulesFtl);
  const out = all.map((section, i) => render(format, section.title, i === 0, section.items));
  if (format === 'html')
    return `<!doctype html>\n<html lang="${lang}">\n<head><meta charset="utf-8"><title>${escapeHtml(all[0]!.title)}</title></head>\n<body>\n${out.join('\n')}\n</body>\n</html>\n`;
  return `${out.join('\n\n')}\n`;
}

export type Item = { readonly kind: 'p' | 'li'; readonly text: string };

function render(format: RulebookFormat, title: string, top: boolean, items: readonly Item[]): string {
  if (format === 'html') return renderHtml(title, top, items);
  const heading =
    format === 'md'
      ? `${top ? '#' : '##'} ${title}`
      : `${title}\n${(top ? '=' : '-').repeat([...title].length)}`;
  let out = heading;
  items.forEach((x, i) => {
    // List items sit on consecutive lines; anything else is its own paragraph.
    out += x.kind === 'li' && items[i - 1]?.kind === 'li' ? '\n' : '\n\n';
    out += x.kind === 'li' ? `${format === 'md' ? '-' : '  *'} ${x.text}` : x.text;
  });
  return out;
}

function renderHtml(title: string, top: boolean, items: readonly Item[]): string {
  const h = top ? 'h1' : 'h2';
  const parts: string[] = [`<${h}>${escapeHtml(title)}</${h}>`];
  let list = false;
  for (const x of items) {
    if (x.kind === 'li' && !list) parts.push('<ul>');
    if (x.kind !== 'li' && list) parts.push('</ul>');
    list = x.kind === 'li';
    parts.push(x.kind === 'li' ? `<li>${escapeHtml(x.text)}</li>` : `<p>${escapeHtml(x.text)}</p>`);
  }
  if (list) parts.push('</ul>');
  return `<section>\n${parts.join('\n')}\n</section>`;
}
