/**
 * The table's side column: who is watching, then the game log and the chat. On a wide screen
 * both are shown, the log above the chat; on a narrow one (a phone) they are tabs, and the chat's
 * tab counts the lines that came while it was hidden.
 */
import type { TableInfo } from '@nobid/protocol';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useT } from '../i18n/i18n.ts';
import type { ClientSocket } from '../net/session.ts';
import { TabBar } from '../table/TabBar.tsx';
import { useChat } from './use-chat.ts';
import { WatchingBadge } from './WatchingBadge.tsx';

/**
 * The chat's lines, phrases and input: a chunk of its own, drawn just after the table's first
 * paint (its lines come over the socket after it anyway; `useChat` keeps them meanwhile).
 */
const ChatPanel = lazy(() => import('./ChatPanel.tsx').then((m) => ({ default: m.ChatPanel })));

type Tab = 'log' | 'chat';
const TABS: readonly Tab[] = ['log', 'chat'];

export interface TableSideProps {
  readonly log: ReactNode;
  readonly table: TableInfo;
  readonly socket: ClientSocket | null;
  readonly connected: boolean;
  readonly names: readonly string[];
  /** The viewer's seat, or null for a spectator. */
  readonly me: number | null;
  readonly spectators: number;
}

export function TableSide({
  log,
  table,
  socket,
  connected,
  names,
  me,
  spectators,
}: TableSideProps): ReactNode {
  const t = useT();
  const chat = useChat(socket, connected, table.id);
  const [tab, setTab] = useState<Tab>('log');
  // Lines that arrived while the chat tab was not the one shown.
  const [seen, setSeen] = useState(0);
  const count = chat.lines.length;
  useEffect(() => {
    if (tab === 'chat') setSeen(count);
  }, [tab, count]);
  const unread = Math.max(0, count - seen);
  const readOnly = me === null && table.settings.spectatorChat === 'off';
  return (
    <div className={`table-side tab-${tab}`}>
      <WatchingBadge spectators={spectators} watching={me === null} />
      <TabBar
        ids={TABS}
        current={tab}
        label={t('side-tabs')}
        className="side-tabs"
        title={(id) =>
          id === 'chat' && unread > 0 && tab !== 'chat'
            ? t('tab-chat-unread', { count: unread })
            : t(`tab-${id}`)
        }
        onSelect={setTab}
      />
      <div className="side-pane side-log">{log}</div>
      <div className="side-pane side-chat">
        <h2 className="chat-title">{t('chat-title')}</h2>
        <Suspense fallback={null}>
          <ChatPanel chat={chat} names={names} me={me} readOnly={readOnly} game={table.settings.game} />
        </Suspense>
      </div>
    </div>
  );
}
