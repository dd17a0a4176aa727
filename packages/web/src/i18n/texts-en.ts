/**
 * Every text of one language the client shows but the games' own (see assemble.ts for the order;
 * i18n.ts `GAME_TEXTS` for the games'). One module per language, so the browser loads only the
 * languages it shows (i18n.ts `loadTexts`).
 */
import startupsUi from '../games/startups/i18n/en.ftl?raw';
import { assembleSources } from './assemble.ts';
import ui from './en.ftl?raw';

export const SOURCES = assembleSources({
  ui,
  features: import.meta.glob<string>('../**/texts/en.ftl', { query: '?raw', import: 'default', eager: true }),
  startupsUi,
});
