/**
 * The game log in the chosen language, newest at the bottom. A line that names a card shows
 * that card while it is hovered or focused.
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
}

export function LogPanel({ lines, table, CardPreview }: LogPanelProps): ReactNode {
  const t = useT();
  const list = useRef<HTMLOListElement>(null);
  const [preview, setPreview] = useState<number | null>(null);
  useEffect(() => {
    const el = list.current;
    if (el && lines.length > 0) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <aside className="log-panel" aria-label={t('log')}>
      <h2 className="log-title">{t('log')}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so keyboard users must reach it. */}
      <ol className="log-lines" ref={list} tabIndex={0}>
        {lines.map((line, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows; a line's index is its identity.
            key={i}
            className={line.important ? 'important' : undefined}
            onMouseEnter={() => setPreview(line.cards[0] ?? null)}
            onMouseLeave={() => setPreview(null)}
          >
            {line.text}
          </li>
        ))}
      </ol>
      {preview !== null && (
        <div className="log-preview" aria-hidden="true">
          <CardPreview card={preview} table={table} />
        </div>
      )}
    </aside>
  );
}
