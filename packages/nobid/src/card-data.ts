/**
 * The browser-safe door to No Bid's card data (`@nobid/nobid/cards`): editions (the card list
 * as data: check, identity, compile) and the helpers that read a compiled card table, without
 * the rules, the bots or the scenario runner.
 */
export * from './card-table.ts';
export * from './cards.ts';
export * from './edition/index.ts';
