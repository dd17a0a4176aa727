/**
 * The bots' ladder as docs/bot-ladder.json gives it (the bots feature writes it, in a shape of
 * its own): a list of entries, at the top or under a game's name or under `entries`, `ladder`,
 * `levels` or `bots`, each with a name and a number. Anything else gives no rungs.
 */
export interface Rung {
  readonly label: string;
  readonly value: number;
}

const LABELS = ['name', 'bot', 'level', 'label', 'id'];
const VALUES = ['rating', 'elo', 'ordinal', 'score', 'strength', 'mu'];

export function rungsOf(data: unknown, game: string): Rung[] {
  const root = data as Record<string, unknown> | unknown[] | null;
  const perGame = root && !Array.isArray(root) && typeof root[game] === 'object' ? root[game] : root;
  const list = Array.isArray(perGame)
    ? perGame
    : (['entries', 'ladder', 'levels', 'bots']
        .map((k) => (perGame as Record<string, unknown> | null)?.[k])
        .find(Array.isArray) ?? []);
  const out: Rung[] = [];
  for (const item of list as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const rec = item as Record<string, unknown>;
    const label = LABELS.map((k) => rec[k]).find((v) => typeof v === 'string');
    const value = VALUES.map((k) => rec[k]).find((v) => typeof v === 'number');
    if (typeof label === 'string' && typeof value === 'number') out.push({ label, value });
  }
  return out.slice(0, 20);
}
