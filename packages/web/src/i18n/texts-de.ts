/**
 * Every text of one language the client shows (see assemble.ts for the order). One module per
 * language, so the browser loads only the languages it shows (i18n.ts `loadTexts`).
 */
import nobidCards from '@nobid/nobid/texts/de/cards.ftl?raw';
import startupsRules from '@nobid/startups/texts/de/rules.ftl?raw';
import startupsUi from '../games/startups/i18n/de.ftl?raw';
import { assembleSources } from './assemble.ts';
import ui from './de.ftl?raw';

export const SOURCES = assembleSources({
  ui,
  features: import.meta.glob<string>('../**/texts/de.ftl', { query: '?raw', import: 'default', eager: true }),
  nobidCards,
  startupsUi,
  startupsRules,
});
