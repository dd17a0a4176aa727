/**
 * The Startups table's Fluent sources per language: its own UI strings, then the game's rules
 * texts (company names, rule sentences) straight from packages/startups/texts, so the table says
 * exactly what the rulebook says. The rules file's ids (`rules-title`, `take-deck`...) would
 * collide with the client's, so each of its messages is renamed `su-rule-<id>`.
 */
import rulesDe from '../../../../../startups/texts/de/rules.ftl?raw';
import rulesEn from '../../../../../startups/texts/en/rules.ftl?raw';
import rulesKo from '../../../../../startups/texts/ko/rules.ftl?raw';
import uiDe from './de.ftl?raw';
import uiEn from './en.ftl?raw';
import uiKo from './ko.ftl?raw';

/** Prefixes every message id at the start of a line (comments and continuation lines are left alone). */
export const namespaceRules = (source: string): string =>
  source.replace(/^([a-zA-Z][\w-]*)([ \t]*=)/gm, 'su-rule-$1$2');

export const STARTUPS_SOURCES: Readonly<Record<'en' | 'de' | 'ko', readonly string[]>> = {
  en: [uiEn, namespaceRules(rulesEn)],
  de: [uiDe, namespaceRules(rulesDe)],
  ko: [uiKo, namespaceRules(rulesKo)],
};
