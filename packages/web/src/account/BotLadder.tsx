/**
 * The bots' own strength ladder, beside the players' leaderboard and on its own scale: read from
 * docs/bot-ladder.json when the bots' measurements have written it (at build time; absent, the
 * box is not shown). The file's shape is the bots feature's; any list of entries with a name and
 * a number is shown.
 */
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.ts';

const files = import.meta.glob<string>('../../../../docs/bot-ladder.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function ladderData(): unknown {
  const text = Object.values(files)[0];
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

interface Rung {
  readonly label: string;
  readonly value: number;
}

const LABELS = ['name', 'bot', 'level', 'label', 'id'];
const VALUES = ['rating', 'elo', 'ordinal', 'score', 'strength', 'mu'];

function rungsOf(data: unknown, game: string): Rung[] {
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

export function BotLadder({ game }: { readonly game: string }): ReactNode {
  const t = useT();
  const rungs = rungsOf(ladderData(), game);
  if (rungs.length === 0) return null;
  return (
    <aside className="panel bot-ladder" aria-labelledby="ladder-title" data-testid="bot-ladder">
      <h2 id="ladder-title">{t('ladder-title')}</h2>
      <p className="profile-sub">{t('ladder-note')}</p>
      <ol>
        {rungs.map((r) => (
          <li key={r.label}>
            {r.label}: <strong>{r.value.toFixed(1)}</strong>
          </li>
        ))}
      </ol>
    </aside>
  );
}
