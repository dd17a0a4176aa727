/**
 * What the browser remembers between visits: the seat token per table (so a reload returns to
 * the same seat), the display name and the chosen language. localStorage may be unavailable
 * (private mode, tests): then nothing is remembered and nothing breaks.
 */
const TOKEN_PREFIX = 'nobid.seat.';

export interface StoredSeat {
  readonly seat: number;
  readonly token: string;
}

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage full or blocked: the seat simply will not survive a reload.
  }
}

export function loadSeat(tableId: string): StoredSeat | null {
  const raw = read(TOKEN_PREFIX + tableId);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredSeat>;
    if (typeof parsed.seat === 'number' && typeof parsed.token === 'string') {
      return { seat: parsed.seat, token: parsed.token };
    }
  } catch {
    // A damaged entry is the same as none.
  }
  return null;
}

export function saveSeat(tableId: string, seat: StoredSeat): void {
  write(TOKEN_PREFIX + tableId, JSON.stringify(seat));
}

export function forgetSeat(tableId: string): void {
  write(TOKEN_PREFIX + tableId, null);
}

export const loadName = (): string => read('nobid.name') ?? '';
export const saveName = (name: string): void => write('nobid.name', name);
export const loadLanguage = (): string | null => read('nobid.lang');
export const saveLanguage = (lang: string): void => write('nobid.lang', lang);
