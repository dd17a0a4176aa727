/**
 * An edition's identity: its name, its version and a hash of its whole content, so that two
 * files that call themselves "No Bid 1" but differ are told apart. Every output made from an
 * edition (a table, a match record, a rulebook, a card face, a sim report) carries it.
 */

import { canonicalJson, type EditionIdentity } from '@nobid/engine';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Edition } from './schema.ts';

export type { EditionIdentity };

export function contentHash(value: unknown): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalJson(value))));
}

export function editionIdentity(edition: Edition): EditionIdentity {
  return { name: edition.name, version: edition.version, hash: contentHash(edition) };
}

/** "No Bid 1 (3f2a9c1b)": how reports, faces and lobbies print an edition. */
export function editionLabel(id: EditionIdentity): string {
  return `${id.name} ${id.version} (${id.hash.slice(0, 8)})`;
}
