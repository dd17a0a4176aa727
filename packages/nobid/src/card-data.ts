/**
 * The browser-safe door to No Bid's card data (`@nobid/nobid/cards`): the card list and its
 * compiled table, without the rules, the bots or the scenario runner.
 */
export * from './card-table.ts';
export * from './cards.ts';
