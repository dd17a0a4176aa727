/**
 * The bots' ladder as docs/bot-ladder.json gives it (the bots feature writes it, in a shape of
 * its own): a list of entries, at the top or under a game's name or under `entries`, `ladder`,
 * `levels` or `bots`, each with a name and a number. Players see only the three levels the lobby
 * offers, easiest first: the file's research rungs ("hard (round 4)", "hard @600"...) stay in
 * docs/bot-ladder.md. Anything else gives no rungs.
 */
export const LOBBY_LEVELS = ['easy', 'medium', 'hard'] as const;
export type LobbyLevel = (typeof LOBBY_LEVELS)[number];

export interface Rung {
  readonly level: LobbyLevel;
  readonly value: number;
}

const LABELS = ['name', 'bot', 'level', 'label', 'id'];
const VALUES = ['rating', 'elo', 'ordinal', 'score', 'strength', 'mu'];

const isLobbyLevel = (label: string): label is LobbyLevel =>
  (LOBBY_LEVELS as readonly string[]).includes(label);

export function rungsOf(data: unknown, game: string): Rung[] {
  const root = data as Record<string, unknown> | unknown[] | null;
  const perGame = root && !Array.isArray(root) && typeof root[game] === 'object' ? root[game] : root;
  const list = Array.isArray(perGame)
    ? perGame
    : (['entries', 'ladder', 'levels', 'bots']
        .map((k) => (perGame as Record<string, unknown> | null)?.[k])
        .find(Array.isArray) ?? []);
  const found = new Map<LobbyLevel, number>();
  for (const item of list as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const rec = item as Record<string, unknown>;
    const label = LABELS.map((k) => rec[k]).find((v) => typeof v === 'string');
    const value = VALUES.map((k) => rec[k]).find((v) => typeof v === 'number');
    if (typeof label === 'string' && isLobbyLevel(label) && typeof value === 'number' && !found.has(label))
      found.set(label, value);
  }
  return LOBBY_LEVELS.flatMap((level) => {
    const value = found.get(level);
    return value === undefined ? [] : [{ level, value }];
  });
}
