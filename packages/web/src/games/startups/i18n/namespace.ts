/**
 * The Startups rules file's ids (`rules-title`, `take-deck`...) would collide with the client's,
 * so each of its messages is renamed `su-rule-<id>`. Apart from sources.ts so a language's
 * texts (i18n/texts-<lang>.ts) can use it without loading the other languages.
 */

/** Prefixes every message id at the start of a line (comments and continuation lines are left alone). */
export const namespaceRules = (source: string): string =>
  source.replace(/^([a-zA-Z][\w-]*)([ \t]*=)/gm, 'su-rule-$1$2');
