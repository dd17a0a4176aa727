/**
 * The game log in the chosen language, newest at the bottom. A line that names a card shows
 * that card while it is hovered or focused. A filter shows everything, or only the plays and
 * their results (no draws, discards or windows nobody answered).
 */
import type { TableInfo } from '@nobid/protocol';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/i18n.ts';
import type { LogEntry } from './game-props.ts';

export interface LogPanelProps {
  readonly lines: readonly LogEntry[];
  /** The table the lines happened at: a card id means a card of its game's card list. */
  readonly table: TableInfo;
  readonly CardPreview: ComponentType<{ card: number; table: TableInfo }>;
  /** The first line that is new since the player's last move (a turn-based table); null: none. */
  readonly since?: number | null;
}

export function LogPanel({ lines, table, CardPreview, since = null }: LogPanelProps): ReactNode {
  const t = useT();
  const list = useRef<HTMLOListElement>(null);
  const [preview, setPreview] = useState<number | null>(null);
  const [only, setOnly] = useState<'all' | 'plays'>('all');
  const numbered = lines.map((line, at) => ({ line, at }));
  const shown = only === 'all' ? numbered : numbered.filter((l) => !l.line.detail);
  const firstNew = since === null ? -1 : shown.findIndex((l) => l.at >= since);
  useEffect(() => {
    const el = list.current;
    if (!el || shown.length === 0) return;
    // Back after a while: the log opens where the news begins, not at its end.
    const mark = el.querySelector<HTMLElement>('.since-mark');
    el.scrollTop = mark ? mark.offsetTop - el.offsetTop : el.scrollHeight;
  }, [shown.length]);
  return (
    <aside className="log-panel" aria-label={t('log')}>
      <div className="log-head">
        <h2 className="log-title">{t('log')}</h2>
        {/* biome-ignore lint/a11y/useSemanticElements: two toggle buttons, not a form's fieldset. */}
        <div className="log-filter" role="group" aria-label={t('log-filter')}>
          {(['all', 'plays'] as const).map((id) => (
            <button
              key={id}
              type="button"
              className="chip-button"
              aria-pressed={only === id}
              onClick={() => setOnly(id)}
            >
              {t(`log-filter-${id}`)}
            </button>
          ))}
        </div>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so keyboard users must reach it. */}
      <ol className="log-lines" ref={list} tabIndex={0}>
        {shown.map(({ line, at }, i) => [
          i === firstNew && (
            <li key="since" className="since-mark">
              {t('tb-since')}
            </li>
          ),
          <li
            key={at}
            className={
              [line.important && 'important', since !== null && at >= since && 'new']
                .filter(Boolean)
                .join(' ') || undefined
            }
            onMouseEnter={() => setPreview(line.cards[0] ?? null)}
            onMouseLeave={() => setPreview(null)}
          >
            {line.text}
          </li>,
        ])}
      </ol>
      {preview !== null && (
        <div className="log-preview" aria-hidden="true">
          <CardPreview card={preview} table={table} />
        </div>
      )}
    </aside>
  );
}
