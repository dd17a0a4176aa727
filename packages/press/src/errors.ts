/**
 * A request the press cannot serve because of its input (an unknown language or format). The CLI
 * turns it into a UsageError; the message always lists what is supported.
 */
export class PressInputError extends Error {
  override name = 'PressInputError';
}

/** A message the rulebook or a card needs is missing from a language's texts. Never printed as "". */
export class MissingTextError extends Error {
  override name = 'MissingTextError';
}
