/**
 * Which workspace package may depend on which: engine ← games ← surfaces, never the other way
 * (docs: ../shared architecture brief, and the README's package table). A package not listed
 * here is refused until someone says where it stands.
 */
export const ALLOWED_DEPENDENCIES: Readonly<Record<string, readonly string[]>> = {
  '@nobid/engine': [],
  '@nobid/i18n': [],
  // The programs outside npm (a browser, Ghostscript, nginx): found and named for commands and tests.
  '@nobid/tools': [],
  '@nobid/scenario': ['@nobid/engine'],
  '@nobid/protocol': ['@nobid/engine', '@nobid/i18n'],
  // `@nobid/nobid/sim` (its simulator figures) builds on the generic simulator's statistics.
  '@nobid/nobid': ['@nobid/engine', '@nobid/i18n', '@nobid/scenario', '@nobid/sim'],
  '@nobid/startups': ['@nobid/engine', '@nobid/i18n', '@nobid/scenario'],
  '@nobid/bots': ['@nobid/engine'],
  '@nobid/catalog': [
    '@nobid/engine',
    '@nobid/bots',
    '@nobid/nobid',
    '@nobid/startups',
    '@nobid/scenario',
    '@nobid/sim',
  ],
  // The simulator's browser-safe core. It names no game: a game's own figures come in through
  // `SimConfig.metrics`, from the catalog.
  '@nobid/sim': ['@nobid/engine', '@nobid/bots'],
  '@nobid/press': ['@nobid/engine', '@nobid/i18n', '@nobid/nobid', '@nobid/startups', '@nobid/tools'],
  // Turn emails and Web Push: its texts, and the skip line for Postgres in its tests.
  '@nobid/notify': ['@nobid/i18n', '@nobid/tools'],
  // (@nobid/tools for its tests only: the skip lines for Postgres, Redis and nginx.)
  '@nobid/server': [
    '@nobid/notify',
    '@nobid/engine',
    '@nobid/bots',
    '@nobid/catalog',
    '@nobid/protocol',
    '@nobid/i18n',
    '@nobid/tools',
  ],
  '@nobid/web': [
    '@nobid/catalog',
    '@nobid/engine',
    '@nobid/i18n',
    '@nobid/protocol',
    '@nobid/nobid',
    '@nobid/startups',
    '@nobid/press',
    '@nobid/bots',
    '@nobid/sim',
    // (tests only: the skip line when Chromium is missing)
    '@nobid/tools',
  ],
  // The command line may use anything.
  '@nobid/cli': ['*'],
};
