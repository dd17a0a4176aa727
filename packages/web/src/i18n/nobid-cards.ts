/**
 * No Bid's card texts (names, rules texts, flavour lines), from the package that owns them, so
 * the table, the gallery and the rules page show exactly the printed wording.
 */
import type { Lang } from '@nobid/i18n';
import de from '@nobid/nobid/texts/de/cards.ftl?raw';
import en from '@nobid/nobid/texts/en/cards.ftl?raw';
import ko from '@nobid/nobid/texts/ko/cards.ftl?raw';

export const NOBID_CARDS: Readonly<Record<Lang, string>> = { en, de, ko };
