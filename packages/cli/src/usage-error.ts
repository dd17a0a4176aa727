/** A failure caused by the user's input: printed as one clear line, exit code 2, no stack trace. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** A message quoted from elsewhere (a JSON parser's, with the text it choked on) on one line. */
export const oneLine = (text: string): string => text.replace(/\s*\n\s*/g, ' ');
