/**
 * Editions at a table. A game may play editions, its card list as data (No Bid:
 * docs/editions.md), named in its options as `edition`: a `{ name, version }` reference to one
 * the game ships, or a whole edition uploaded by the table's host (untrusted input). The server
 * knows no game by name, so it knows editions by that convention and through the game's own
 * `parseOptions` only: a game whose parsed options carry an `edition` with a name and a version
 * plays editions; one whose do not (Startups) has none, and its options are its own.
 *
 * A table is pinned to its edition when it is created: a shipped edition (named, or uploaded
 * with exactly a shipped one's content) is stored by reference, any other whole, and no edition
 * means the game's default of that moment, by reference. So a later change of the default never
 * changes a stored table, and a table loads only if its options still give the edition whose
 * identity (name, version, content hash) was stored with it.
 */
import { createHash } from 'node:crypto';
import { type AnyGame, canonicalJson } from '@nobid/engine';
import { MAX_EDITION_BYTES, type TableEdition } from '@nobid/protocol';
import { ServerError } from './errors.ts';

/** What an edition calls itself, and the hash of its content. */
export type EditionIdentity = Omit<TableEdition, 'source'>;

/** A table's options as they are stored and reported, and what the game plays from them. */
export interface PinnedOptions {
  /** `game.parseOptions`' output: what setup and replay take. */
  readonly parsed: unknown;
  /** What is stored and reported in `settings.options`, and parsed again whenever the table loads. */
  readonly stored: unknown;
  /** The edition the table plays; null for a game without editions. */
  readonly edition: EditionIdentity | null;
}

type EditionLike = { readonly name: string; readonly version: string } & Record<string, unknown>;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The edition in a game's parsed options, if the game plays editions. */
function editionIn(parsed: unknown): EditionLike | null {
  const edition = isRecord(parsed) ? parsed.edition : undefined;
  return isRecord(edition) && typeof edition.name === 'string' && typeof edition.version === 'string'
    ? (edition as EditionLike)
    : null;
}

/**
 * An edition's content hash as docs/editions.md defines it (SHA-256 of its canonical JSON), so
 * that the hash a table reports is the one the game puts in its views and the press prints.
 */
export function editionHash(edition: unknown): string {
  return createHash('sha256').update(canonicalJson(edition)).digest('hex');
}

/** The game's own word on the edition its parsed options play (its content hash included). */
function identityIn(game: AnyGame, parsed: unknown): EditionIdentity | null {
  const id = game.editionOf?.(parsed);
  return id ? { name: id.name, version: id.version, hash: id.hash } : null;
}

/** Per game: the hash of the shipped edition each `name/version` names (null: it ships none). */
const shippedHashes = new WeakMap<AnyGame, Map<string, string | null>>();

function shippedHash(game: AnyGame, name: string, version: string): string | null {
  let known = shippedHashes.get(game);
  if (!known) {
    known = new Map();
    shippedHashes.set(game, known);
  }
  const key = JSON.stringify([name, version]);
  let hash = known.get(key);
  if (hash === undefined) {
    let identity: EditionIdentity | null = null;
    try {
      identity = identityIn(game, game.parseOptions({ edition: { name, version } }));
    } catch {
      // the game ships no edition of that name and version
    }
    hash = identity ? identity.hash : null;
    known.set(key, hash);
  }
  return hash;
}

/** Whether `identity` is one of the game's shipped editions: same name, version and content. */
function isShipped(game: AnyGame, identity: EditionIdentity): boolean {
  return shippedHash(game, identity.name, identity.version) === identity.hash;
}

/** How the lobby reports an edition: its identity and whether the game ships it. */
export function tableEdition(
  game: AnyGame | undefined,
  identity: EditionIdentity | null,
): TableEdition | null {
  if (!identity) return null;
  return { ...identity, source: game && isShipped(game, identity) ? 'shipped' : 'uploaded' };
}

/** The edition a table of `game` gets when its host names none (null: the game plays none). */
export function defaultEdition(game: AnyGame): TableEdition | null {
  let parsed: unknown;
  try {
    parsed = game.parseOptions(undefined);
  } catch {
    return null;
  }
  return tableEdition(game, identityIn(game, parsed));
}

const kib = (bytes: number) => `${Math.round((bytes / 1024) * 10) / 10} KiB`;

/** An uploaded edition is refused by its size before anything reads it as an edition. */
function checkSize(raw: unknown): void {
  const edition = isRecord(raw) ? raw.edition : undefined;
  if (edition === undefined || edition === null) return;
  const bytes = Buffer.byteLength(JSON.stringify(edition), 'utf8');
  if (bytes > MAX_EDITION_BYTES)
    throw new ServerError(
      'bad-settings',
      `the edition is ${bytes} bytes of JSON (${kib(bytes)}); an uploaded edition may have at most ${MAX_EDITION_BYTES} (${kib(MAX_EDITION_BYTES)})`,
    );
}

/**
 * A new table's options, checked by its game and pinned to their edition. Throws a
 * `bad-settings` ServerError whose message is the game's own (an edition's problems one a line,
 * each with its path).
 */
export function pinOptions(game: AnyGame, raw: unknown): PinnedOptions {
  checkSize(raw);
  let parsed: unknown;
  try {
    parsed = game.parseOptions(raw);
  } catch (err) {
    throw new ServerError(
      'bad-settings',
      `bad game options: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  const edition = editionIn(parsed);
  const identity = identityIn(game, parsed);
  // No edition: the options as parsed are the table's (defaults filled in, as before editions).
  if (!edition || !identity) return { parsed, stored: parsed, edition: null };
  const pinned = isShipped(game, identity) ? { name: identity.name, version: identity.version } : edition;
  return { parsed, stored: { ...(parsed as Record<string, unknown>), edition: pinned }, edition: identity };
}

/** Another edition than the one stored with the table: it must not be played or replayed. */
export class EditionMismatchError extends Error {
  override name = 'EditionMismatchError';
}

const label = (id: EditionIdentity) => `${id.name} ${id.version} (${id.hash.slice(0, 12)})`;

/**
 * The game's options of a stored table, parsed again from what was stored. A table whose
 * options no longer give the edition stored with it (a shipped edition changed in place, which
 * must never happen) is refused rather than replayed with other cards.
 */
export function loadOptions(
  game: AnyGame,
  table: { readonly id: string; readonly options: unknown; readonly edition: EditionIdentity | null },
): unknown {
  const parsed = game.parseOptions(table.options);
  if (!table.edition) return parsed;
  const now = identityIn(game, parsed);
  if (!now || now.hash !== table.edition.hash)
    throw new EditionMismatchError(
      `table ${table.id} was stored with ${label(table.edition)}, but its options now give ${now ? label(now) : 'no edition'}`,
    );
  return parsed;
}

/**
 * Settings for the lobby's list: an uploaded edition's content (up to MAX_EDITION_BYTES) is left
 * out, since `TableInfo.edition` names it and the table's own page has it whole.
 */
export function listedOptions(options: unknown, edition: TableEdition | null): unknown {
  if (edition?.source !== 'uploaded' || !isRecord(options) || !('edition' in options)) return options;
  const { edition: _content, ...rest } = options;
  return rest;
}
