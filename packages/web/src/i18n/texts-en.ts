/**
 * Every text of one language the client shows, in bundle order: the UI strings, each feature's
 * `texts/en.ftl`, No Bid's card texts, Startups' UI and rules. One module per language, so the
 * browser loads only the languages it shows (i18n.ts `loadTexts`).
 */
import nobidCards from '@nobid/nobid/texts/en/cards.ftl?raw';
import startupsRules from '@nobid/startups/texts/en/rules.ftl?raw';
import startupsUi from '../games/startups/i18n/en.ftl?raw';
import { namespaceRules } from '../games/startups/i18n/namespace.ts';
import ui from './en.ftl?raw';

const FEATURES = import.meta.glob<string>('../**/texts/en.ftl', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const SOURCES: readonly string[] = [
  ui,
  // In path order, so the bundle is the same on every build.
  ...Object.keys(FEATURES)
    .sort()
    .map((path) => FEATURES[path]!),
  nobidCards,
  startupsUi,
  namespaceRules(startupsRules),
];
