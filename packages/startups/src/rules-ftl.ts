/**
 * Reads the Startups rules texts from disk: Node only, hence its own entry point
 * (`@nobid/startups/rules-ftl`), so the package's main entry stays browser-safe. The path is
 * resolved by package name, as any other package would reach the texts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Lang } from '@nobid/i18n';

const require = createRequire(import.meta.url);

export const rulesFtlPath = (lang: Lang): string =>
  require.resolve(`@nobid/startups/texts/${lang}/rules.ftl`);

/** The text of texts/<lang>/rules.ftl, for `startupsRulebook`. */
export const readRulesFtl = (lang: Lang): string => readFileSync(rulesFtlPath(lang), 'utf8');
