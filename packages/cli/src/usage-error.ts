/** A failure caused by the user's input: printed as one clear line, exit code 2, no stack trace. */
export class UsageError extends Error {
  override name = 'UsageError';
}
