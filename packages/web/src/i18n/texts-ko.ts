/**
 * Every text of one language the client shows, in bundle order: the UI strings, each feature's
 * `texts/ko.ftl`, No Bid's card texts, Startups' UI and rules. One module per language, so the
 * browser loads only the languages it shows (i18n.ts `loadTexts`).
 */
import nobidCards from '@nobid/nobid/texts/ko/cards.ftl?raw';
import startupsRules from '@nobid/startups/texts/ko/rules.ftl?raw';
import startupsUi from '../games/startups/i18n/ko.ftl?raw';
import { namespaceRules } from '../games/startups/i18n/namespace.ts';
import ui from './ko.ftl?raw';

const FEATURES = import.meta.glob<string>('../**/texts/ko.ftl', {
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
