/**
 * Every card a scenario names must be a kind of the edition its options choose, at its player
 * count: checked over the whole file, so an unknown kind is listed with its path beside every
 * other problem (the file may be malformed elsewhere, so it is read defensively).
 */
import type { z } from 'zod';
import { compileEdition, resolveEdition } from '../edition/index.ts';

const SETUP_LISTS = ['books', 'hands', 'known'] as const;
const SETUP_PILES = ['deck', 'discard', 'openings'] as const;
const STEP_CARDS = ['play', 'respond', 'discard', 'stopOut'] as const;
const EXPECT_LISTS = ['discard', 'stack'] as const;
const EXPECT_PER_SEAT = ['books', 'hands', 'knownHands'] as const;
const EXPECT_CARDS = ['deckTop', 'discardTop', 'openingsTop'] as const;

type Path = (string | number)[];
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The kinds of the file's edition at its player count (at any count it is for, when the count
 * is itself wrong); null when the edition is unreadable.
 */
function kindsOf(file: Readonly<Record<string, unknown>>): { kinds: Set<string>; label: string } | null {
  try {
    const options = isRecord(file.options) ? file.options : {};
    const edition = resolveEdition(options.edition);
    const players = file.players;
    const { min, max } = edition.players;
    const valid =
      typeof players === 'number' && Number.isInteger(players) && players >= min && players <= max;
    const counts = valid ? [players] : Array.from({ length: max - min + 1 }, (_, i) => min + i);
    const kinds = new Set(counts.flatMap((n) => compileEdition(edition, n).kind));
    return { kinds, label: `${edition.name} ${edition.version}${valid ? ` at ${players} players` : ''}` };
  } catch {
    return null; // the options' own problem is reported where they are parsed
  }
}

export function refineKinds(file: Readonly<Record<string, unknown>>, ctx: z.RefinementCtx): void {
  const known = kindsOf(file);
  if (!known) return;
  const check = (value: unknown, path: Path) => {
    if (typeof value === 'string' && !known.kinds.has(value))
      ctx.addIssue({
        code: 'custom',
        path,
        message: `unknown card kind "${value}" (${known.label} has none; see docs/scenarios.md)`,
      });
  };
  const checkList = (list: unknown, path: Path) => {
    if (Array.isArray(list))
      list.forEach((v, i) => {
        check(v, [...path, i]);
      });
  };
  const setup = isRecord(file.setup) ? file.setup : {};
  for (const field of SETUP_LISTS)
    if (Array.isArray(setup[field]))
      (setup[field] as unknown[]).forEach((list, p) => {
        checkList(list, ['setup', field, p]);
      });
  for (const field of SETUP_PILES) checkList(setup[field], ['setup', field]);
  const steps = Array.isArray(file.steps) ? file.steps : [];
  steps.forEach((step: unknown, i) => {
    if (!isRecord(step)) return;
    for (const field of STEP_CARDS)
      if (Array.isArray(step[field])) checkList(step[field], ['steps', i, field]);
      else check(step[field], ['steps', i, field]);
    if (isRecord(step.target)) check(step.target.card, ['steps', i, 'target', 'card']);
    const e = step.expect;
    if (!isRecord(e)) return;
    for (const field of EXPECT_LISTS) checkList(e[field], ['steps', i, 'expect', field]);
    for (const field of EXPECT_CARDS) if (e[field] !== null) check(e[field], ['steps', i, 'expect', field]);
    for (const field of EXPECT_PER_SEAT)
      if (isRecord(e[field]))
        for (const [seat, list] of Object.entries(e[field] as Record<string, unknown>))
          checkList(list, ['steps', i, 'expect', field, seat]);
  });
}
