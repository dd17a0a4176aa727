/**
 * An edition file the host picked, as the browser reads it. Only whether it is JSON is checked
 * here: the server is the one judge of an edition (its size, its shape, whether it can be
 * played), and a refusal lists its problems.
 */
export type EditionFile =
  | {
      readonly ok: true;
      readonly file: string;
      /** The parsed file, sent as `settings.options.edition`. */
      readonly edition: unknown;
      /** What the file calls itself, when it says (untrusted text: shown escaped, as React does). */
      readonly label: string | null;
    }
  | { readonly ok: false; readonly file: string; readonly reason: string };

export function readEditionFile(file: string, text: string): EditionFile {
  let edition: unknown;
  try {
    edition = JSON.parse(text);
  } catch (e) {
    return { ok: false, file, reason: e instanceof Error ? e.message : String(e) };
  }
  const named = typeof edition === 'object' && edition !== null ? (edition as Record<string, unknown>) : {};
  const label =
    typeof named.name === 'string' && typeof named.version === 'string'
      ? `${named.name} ${named.version}`
      : null;
  return { ok: true, file, edition, label };
}
