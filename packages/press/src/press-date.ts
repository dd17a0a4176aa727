/** The creation date written into every PDF: fixed, so that the same data gives the same bytes. */
export const PRESS_DATE = new Date('2026-01-01T00:00:00Z');
