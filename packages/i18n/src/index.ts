/**
 * @nobid/i18n: the supported languages and the Fluent bundle factory, shared by the games, the
 * press, the wire protocol and the client. Browser-safe. The .ftl checks are in `@nobid/i18n/check`.
 */
export type { FluentBundle } from '@fluent/bundle';
export { createBundle, type TextArgs } from './bundle.ts';
export { hasFinalConsonant, JOSA, josa } from './josa.ts';
export { isLang, LANGS, type Lang, parseLang, UnknownLangError } from './langs.ts';
export { patternProblem } from './pattern.ts';
export { typeset } from './typography.ts';
