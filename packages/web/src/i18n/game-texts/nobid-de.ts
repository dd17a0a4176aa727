/** No Bid's card texts in this language: a chunk of its own, for the pages that show No Bid (i18n.ts). */
import cards from '@nobid/nobid/texts/de/cards.ftl?raw';

export default cards;
