/**
 * Whom this browser does not want to read in chat: players by name (a name mutes that player at
 * every table, a rematch included), and the spectators' channel as a whole. Remembered in
 * localStorage; without it (private mode) a mute lasts as long as the page.
 */
const KEY = 'nobid.chat.muted';

export interface Mutes {
  readonly names: readonly string[];
  readonly spectators: boolean;
}

export const NO_MUTES: Mutes = { names: [], spectators: false };

export function loadMutes(): Mutes {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    if (!raw) return NO_MUTES;
    const parsed = JSON.parse(raw) as Partial<Mutes>;
    return {
      names: Array.isArray(parsed.names)
        ? parsed.names.filter((n): n is string => typeof n === 'string')
        : [],
      spectators: parsed.spectators === true,
    };
  } catch {
    return NO_MUTES;
  }
}

export function saveMutes(mutes: Mutes): void {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(mutes));
  } catch {
    // Storage full or blocked: the mute lasts for this page only.
  }
}

export function toggleName(mutes: Mutes, name: string): Mutes {
  const names = mutes.names.includes(name) ? mutes.names.filter((n) => n !== name) : [...mutes.names, name];
  return { ...mutes, names };
}

/** Whether a line is hidden from this reader. */
export function isMuted(mutes: Mutes, line: { channel: string; name: string | null }): boolean {
  if (line.channel === 'spectators') return mutes.spectators;
  return line.name !== null && mutes.names.includes(line.name);
}
