/** Startups' rules texts in this language, renamed `su-rule-<id>`: for the pages that show Startups (i18n.ts). */

import rules from '@nobid/startups/texts/de/rules.ftl?raw';
import { namespaceRules } from '../../games/startups/i18n/namespace.ts';

export default namespaceRules(rules);
