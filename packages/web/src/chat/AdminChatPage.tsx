/**
 * The admins' chat report queue (`/admin/chat`): each reported line with its table, writer and
 * how often it was reported, and what to do about it: dismiss, mute the writer for a day, ban
 * them from chat, or lift a sanction. Anyone but an admin is told to sign in as one.
 */
import {
  CHAT_REPORT_STATUSES,
  type ChatModerate,
  type ChatReportEntry,
  type ChatReportStatus,
  type ChatReportsResponse,
} from '@nobid/protocol';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useLocale, useT } from '../i18n/i18n.ts';
import { tablePath } from '../router.ts';
import { TabBar } from '../table/TabBar.tsx';
import { chatLineText } from './line-text.ts';
import './chat.css';

type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'denied' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'ok'; readonly reports: readonly ChatReportEntry[] };

async function call(method: 'GET' | 'POST', path: string, body?: ChatModerate): Promise<Loaded> {
  try {
    const res = await fetch(path, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    const data = (await res.json().catch(() => null)) as (ChatReportsResponse & { message?: string }) | null;
    if (res.status === 401 || res.status === 403) return { kind: 'denied' };
    if (!res.ok || !data) return { kind: 'failed', message: data?.message ?? `HTTP ${res.status}` };
    return { kind: 'ok', reports: data.reports };
  } catch {
    return { kind: 'failed', message: 'The server cannot be reached.' };
  }
}

export function AdminChatPage(): ReactNode {
  const t = useT();
  const locale = useLocale();
  const [status, setStatus] = useState<ChatReportStatus>('open');
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const load = useCallback(
    () => call('GET', `/api/admin/chat/reports?status=${status}`).then(setLoaded),
    [status],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const moderate = async (entry: ChatReportEntry, action: ChatModerate['action']) => {
    const res = await call('POST', `/api/admin/chat/reports/${encodeURIComponent(entry.line.id)}`, {
      action,
    });
    if (res.kind !== 'ok') setLoaded(res);
    else await load();
  };
  const when = (ms: number) => new Date(ms).toLocaleString(locale);
  return (
    <main className="admin-chat">
      <h1>{t('admin-chat-title')}</h1>
      <TabBar
        ids={CHAT_REPORT_STATUSES}
        current={status}
        label={t('admin-chat-title')}
        className="admin-tabs"
        title={(id) => t(`admin-status-${id}`)}
        onSelect={setStatus}
      />
      {loaded.kind === 'loading' && <p>{t('loading')}</p>}
      {loaded.kind === 'denied' && <p className="problem">{t('admin-denied')}</p>}
      {loaded.kind === 'failed' && <p className="problem">{loaded.message}</p>}
      {loaded.kind === 'ok' && loaded.reports.length === 0 && <p>{t('admin-chat-empty')}</p>}
      {loaded.kind === 'ok' && loaded.reports.length > 0 && (
        <ul className="admin-reports">
          {loaded.reports.map((r) => (
            <li key={r.line.id} className="panel">
              <p className="admin-line">
                <span className="chat-author">
                  {r.line.seat === null ? t('chat-spectator') : (r.line.name ?? t('chat-spectator'))}
                </span>{' '}
                <span className="chat-text">{chatLineText(r.line, t)}</span>
              </p>
              <p className="admin-meta">
                {t('admin-reports', { count: r.reports })} · {when(r.firstReportedAt)} ·{' '}
                <a href={tablePath(r.line.tableId)}>{t('admin-table', { table: r.line.tableId })}</a>
                {r.sanction && (
                  <>
                    {' · '}
                    {r.sanction.kind === 'ban'
                      ? t('admin-sanction-ban')
                      : t('admin-sanction-mute', { until: when(r.sanction.until ?? 0) })}
                  </>
                )}
              </p>
              <div className="admin-actions">
                {status === 'open' && (
                  <>
                    <button
                      type="button"
                      className="btn btn-small"
                      onClick={() => void moderate(r, 'dismiss')}
                    >
                      {t('admin-dismiss')}
                    </button>
                    <button type="button" className="btn btn-small" onClick={() => void moderate(r, 'mute')}>
                      {t('admin-mute')}
                    </button>
                    <button type="button" className="btn btn-small" onClick={() => void moderate(r, 'ban')}>
                      {t('admin-ban')}
                    </button>
                  </>
                )}
                {r.sanction && (
                  <button type="button" className="btn btn-small" onClick={() => void moderate(r, 'lift')}>
                    {t('admin-lift')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
