/**
 * The protocol's plain numbers, apart from its schemas: the lobby needs them, and importing them
 * from here keeps zod (protocol.ts) out of the lobby's first chunk (the package is side-effect
 * free, so a bundler drops protocol.ts when nothing of it is used).
 */

/** The most seats any table may have; each game narrows it (`GameInfo.minSeats`/`maxSeats`). */
export const MAX_TABLE_SEATS = 8;

/**
 * The most bytes of JSON an uploaded edition may have (No Bid's `EDITION_LIMITS.maxBytes`). The
 * server refuses a bigger one before it reads it as an edition.
 */
export const MAX_EDITION_BYTES = 64 * 1024;
