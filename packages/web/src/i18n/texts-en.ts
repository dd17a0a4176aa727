/**
 * Every text of one language the client shows but the games' own and the replay's (see
 * assemble.ts for the order; i18n.ts `TEXT_GROUPS` for the others). One module per language, so the browser loads only the
 * languages it shows (i18n.ts `loadTexts`).
 */
import startupsUi from '../games/startups/i18n/en.ftl?raw';
import { assembleSources } from './assemble.ts';
import ui from './en.ftl?raw';

export const SOURCES = assembleSources({
  ui,
  // The replay's texts load with the replay page (i18n.ts TEXT_GROUPS).
  features: import.meta.glob<string>(['../**/texts/en.ftl', '!../replay/texts/en.ftl'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  startupsUi,
});
