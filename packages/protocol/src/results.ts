/**
 * A finished table's rating changes, for its results panel:
 *   GET /api/tables/:id/ratings -> TableRatingsResponse
 * Empty for a table that was not rated (or not yet, or whose rating failed).
 */
export interface SeatRatingChange {
  readonly seat: number;
  /** The rating shown (openskill's ordinal) before and after this table. */
  readonly before: number;
  readonly after: number;
}

export interface TableRatingsResponse {
  readonly changes: readonly SeatRatingChange[];
}
