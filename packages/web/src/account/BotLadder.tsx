/**
 * The bots' own strength ladder, beside the players' leaderboard and on its own scale: read from
 * docs/bot-ladder.json when the bots' measurements have written it (at build time; absent, the
 * box is not shown). The file's shape is the bots feature's; the three levels the lobby offers are
 * shown by their lobby names (the research rungs are in docs/bot-ladder.md).
 */
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.ts';
import { rungsOf } from './bot-ladder-data.ts';

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
          <li key={r.level}>
            {t('seat-bot', { level: t(`level-${r.level}`) })}: <strong>{Math.round(r.value)}</strong>
          </li>
        ))}
      </ol>
    </aside>
  );
}
