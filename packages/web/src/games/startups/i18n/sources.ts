/**
 * The Startups table's Fluent sources per language: its own UI strings, then the game's rules
 * texts (company names, rule sentences) from the package that owns them, so the table says
 * exactly what the rulebook says. The rules file's ids (`rules-title`, `take-deck`...) would
 * collide with the client's, so each of its messages is renamed `su-rule-<id>`.
 */
import type { Lang } from '@nobid/i18n';
import rulesDe from '@nobid/startups/texts/de/rules.ftl?raw';
import rulesEn from '@nobid/startups/texts/en/rules.ftl?raw';
import rulesKo from '@nobid/startups/texts/ko/rules.ftl?raw';
import uiDe from './de.ftl?raw';
import uiEn from './en.ftl?raw';
import uiKo from './ko.ftl?raw';
import { namespaceRules } from './namespace.ts';

export { namespaceRules };

export const STARTUPS_SOURCES: Readonly<Record<Lang, readonly string[]>> = {
  en: [uiEn, namespaceRules(rulesEn)],
  de: [uiDe, namespaceRules(rulesDe)],
  ko: [uiKo, namespaceRules(rulesKo)],
};
