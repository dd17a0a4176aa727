/**
 * What an account name must be (docs/decisions/names-and-invisibles.md). A name is checked,
 * never quietly changed (NFC is the one change): it must already be in the form RFC 8266's
 * Nickname profile would make it (NFKC, the ordinary space only, one at a time, none at either
 * end), hold no character that profile's FreeformClass disallows (controls, default-ignorable
 * ones such as U+200B and the tag characters, unassigned and private-use code points), no
 * text-direction control, and pass UTS #39's highly restrictive mixed-script rule
 * (`scripts.ts`); 1–32 characters. Each refusal is `bad-name` with one line that names the
 * problem; a name that looks like another account's is refused later (`AccountService`).
 */
import { ACCOUNT_NAME_MAX, codePointLabel, firstInvisible } from '@nobid/protocol';
import { ServerError } from '../errors.ts';
import { mixedScripts } from './scripts.ts';

/** C0, DEL, C1, and the bidi marks, embeddings, overrides and isolates. */
const CONTROL = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** Unassigned, private-use, lone surrogates and noncharacters: nothing anyone can read. */
const UNREADABLE = /[\p{Cn}\p{Co}\p{Cs}\p{Noncharacter_Code_Point}]/u;
/** Any space or line break but U+0020. */
const OTHER_SPACE = /[^\S ]/u;

const refuse = (message: string): never => {
  throw new ServerError('bad-name', message);
};

export function checkAccountName(raw: string): string {
  const name = raw.normalize('NFC');
  if (CONTROL.test(name)) refuse('a user name may not contain control or text-direction characters');
  const invisible = firstInvisible(name);
  if (invisible !== null)
    refuse(`a user name may not contain invisible characters (it has ${codePointLabel(invisible)})`);
  const unreadable = name.match(UNREADABLE)?.[0];
  if (unreadable !== undefined)
    refuse(
      `a user name may not contain unassigned or private-use characters (it has ${codePointLabel(unreadable)})`,
    );
  const space = name.match(OTHER_SPACE)?.[0];
  if (space !== undefined)
    refuse(`a user name may use only the ordinary space between words (it has ${codePointLabel(space)})`);
  if (name.trim() !== name) refuse('a user name may not begin or end with a space');
  if (name.includes('  ')) refuse('a user name may not have two spaces in a row');
  const length = [...name].length;
  if (length < 1) refuse('a user name is needed');
  if (length > ACCOUNT_NAME_MAX) refuse(`a user name has at most ${ACCOUNT_NAME_MAX} characters`);
  const plain = name.normalize('NFKC');
  if (plain !== name)
    refuse(
      `a user name is written in plain characters, not full-width, ligature or styled ones: "${plain}" instead of "${name}"`,
    );
  if (/^\p{M}/u.test(name)) refuse('a user name may not begin with a combining mark');
  const scripts = mixedScripts(name);
  if (scripts)
    refuse(
      `a user name may not mix scripts (it has ${scripts.join(' and ')}); Latin may go with Chinese, Japanese or Korean only`,
    );
  return name;
}
