/**
 * One language's Fluent sources in bundle order. Each language has its own module (texts-<lang>.ts)
 * because Vite resolves `import.meta.glob` patterns and `?raw` imports at build time from literal
 * strings; the order they are put together in lives here, once. The games' own texts (No Bid's
 * cards, Startups' rules) are not among them: the pages that show a game load them (i18n.ts).
 */

export interface LanguageTexts {
  /** The client's own UI strings (src/i18n/<lang>.ftl). */
  readonly ui: string;
  /** Every feature's `texts/<lang>.ftl`, keyed by path. */
  readonly features: Readonly<Record<string, string>>;
  readonly startupsUi: string;
}

export const assembleSources = (t: LanguageTexts): readonly string[] => [
  t.ui,
  // In path order, so the bundle is the same on every build.
  ...Object.keys(t.features)
    .sort()
    .map((path) => t.features[path]!),
  t.startupsUi,
];
