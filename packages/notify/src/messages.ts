/**
 * Emails and push payloads, made from `NoticeFacts` only: the table's name, the game, whose turn
 * (always the reader's: a notice goes to the seat that owes a decision) and the deadline; for a
 * friend's invitation or request, the friend's account name.
 */
import type { Lang } from '@nobid/i18n';
import type { NoticeFacts } from './facts.ts';
import { text } from './texts.ts';

export interface Email {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface PushPayload {
  readonly title: string;
  readonly body: string;
  /** The page a click opens. */
  readonly url: string;
  /** One notification a table: a newer one replaces the older. */
  readonly tag: string;
}

export interface Reader {
  readonly lang: Lang;
  readonly timeZone: string;
}

/** The link that opens the table (the web client's `/t/:id`). */
export const tableUrl = (baseUrl: string, tableId: string): string =>
  new URL(`/t/${encodeURIComponent(tableId)}`, baseUrl).href;

/**
 * Where a notice's link goes: the table for a turn; My games for an invitation (accepted there,
 * which seats the player at the seat kept for them); the Friends page for a request.
 */
export function noticeUrl(baseUrl: string, facts: NoticeFacts): string {
  if (facts.kind === 'invited') return new URL('/my-games', baseUrl).href;
  if (facts.kind === 'friend-request') return new URL('/friends', baseUrl).href;
  return tableUrl(baseUrl, facts.tableId);
}

/** The words of a notice's link. */
const OPEN_TEXT: Readonly<Record<NoticeFacts['kind'], string>> = {
  'your-turn': 'open-table',
  'clock-low': 'open-table',
  invited: 'open-invites',
  'friend-request': 'open-friends',
};

/** A turn's notice speaks of a deadline; an invitation or a request has none. */
const isTurn = (facts: NoticeFacts): boolean => facts.kind === 'your-turn' || facts.kind === 'clock-low';

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function formatDeadline(deadline: number, reader: Reader): string {
  return new Intl.DateTimeFormat(reader.lang, {
    // (dateStyle cannot be combined with timeZoneName, and the zone must show.)
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    // Korean as printed by this ICU would read "PM 6:00"; a 24-hour clock reads plainly.
    ...(reader.lang === 'en' ? {} : { hourCycle: 'h23' as const }),
    timeZone: reader.timeZone,
    timeZoneName: 'short',
  }).format(new Date(deadline));
}

function lines(facts: NoticeFacts, reader: Reader): { subject: string; body: string; deadline: string } {
  const args = { table: facts.tableName, game: facts.game, from: facts.from ?? '' };
  return {
    subject: text(reader.lang, `${facts.kind}-subject`, args),
    body: text(reader.lang, `${facts.kind}-body`, args),
    deadline: !isTurn(facts)
      ? ''
      : facts.deadline === null
        ? text(reader.lang, 'no-deadline-line')
        : text(reader.lang, 'deadline-line', { deadline: formatDeadline(facts.deadline, reader) }),
  };
}

function footer(reader: Reader, unsubscribeUrl: string): { text: string; html: string } {
  const why = text(reader.lang, 'footer-why');
  const stop = text(reader.lang, 'footer-unsubscribe');
  return {
    text: `--\n${why}\n${stop}: ${unsubscribeUrl}\n`,
    html: `<hr><p style="color:#666;font-size:small">${escapeHtml(why)}<br><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(stop)}</a></p>`,
  };
}

const page = (lang: Lang, body: string): string =>
  `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif">${body}</body></html>`;

export function noticeEmail(
  facts: NoticeFacts,
  reader: Reader,
  baseUrl: string,
  unsubscribeUrl: string,
): Email {
  const { subject, body, deadline } = lines(facts, reader);
  const link = noticeUrl(baseUrl, facts);
  const open = text(reader.lang, OPEN_TEXT[facts.kind]);
  const end = footer(reader, unsubscribeUrl);
  const said = deadline ? [body, deadline] : [body];
  return {
    subject,
    text: `${said.join('\n')}\n\n${open}: ${link}\n\n${end.text}`,
    html: page(
      reader.lang,
      `<p>${said.map(escapeHtml).join('<br>')}</p><p><a href="${escapeHtml(link)}">${escapeHtml(open)}</a></p>${end.html}`,
    ),
  };
}

/** One email for every table waiting, one line each (the latest notice of a table). */
export function digestEmail(
  items: readonly NoticeFacts[],
  reader: Reader,
  baseUrl: string,
  unsubscribeUrl: string,
): Email {
  // A table's turns make one line (its latest); each invitation and each request its own.
  const byTable = new Map<string, NoticeFacts>();
  const key = (f: NoticeFacts) => (isTurn(f) ? `table:${f.tableId}` : `${f.kind}:${f.tableId}:${f.from}`);
  for (const f of [...items].sort((a, b) => a.at - b.at)) byTable.set(key(f), f);
  // Most urgent first; tables without a limit, then invitations and requests, last.
  const tables = [...byTable.values()].sort(
    (a, b) => (a.deadline ?? Number.POSITIVE_INFINITY) - (b.deadline ?? Number.POSITIVE_INFINITY),
  );
  const rows = tables.map((f) => {
    const args = { table: f.tableName, game: f.game, from: f.from ?? '' };
    const line = !isTurn(f)
      ? text(reader.lang, `digest-line-${f.kind}`, args)
      : f.deadline === null
        ? text(reader.lang, 'digest-line-no-deadline', args)
        : text(reader.lang, 'digest-line', { ...args, deadline: formatDeadline(f.deadline, reader) });
    return { line, link: noticeUrl(baseUrl, f) };
  });
  // Only tables: "n tables are waiting"; with a friend's invitation or request, "n notices".
  const onlyTables = tables.every(isTurn);
  const intro = text(reader.lang, onlyTables ? 'digest-intro' : 'digest-intro-news');
  const end = footer(reader, unsubscribeUrl);
  return {
    subject: text(reader.lang, onlyTables ? 'digest-subject' : 'digest-subject-news', { count: rows.length }),
    text: `${intro}\n\n${rows.map((r) => `- ${r.line}\n  ${r.link}`).join('\n')}\n\n${end.text}`,
    html: page(
      reader.lang,
      `<p>${escapeHtml(intro)}</p><ul>${rows
        .map((r) => `<li><a href="${escapeHtml(r.link)}">${escapeHtml(r.line)}</a></li>`)
        .join('')}</ul>${end.html}`,
    ),
  };
}

export function pushPayload(facts: NoticeFacts, reader: Reader, baseUrl: string): PushPayload {
  const { subject, body, deadline } = lines(facts, reader);
  return {
    title: subject,
    body: deadline ? `${body} ${deadline}` : body,
    url: noticeUrl(baseUrl, facts),
    tag: isTurn(facts) ? `table-${facts.tableId}` : `${facts.kind}-${facts.tableId || facts.from}`,
  };
}

/** The unsubscribe page: a question and a button (GET never unsubscribes: mail scanners fetch links). */
export function unsubscribePage(lang: Lang, state: 'ask' | 'done' | 'bad'): string {
  const title = escapeHtml(text(lang, 'unsubscribe-title'));
  const body =
    state === 'ask'
      ? `<p>${escapeHtml(text(lang, 'unsubscribe-question'))}</p><form method="post"><button type="submit" name="List-Unsubscribe" value="One-Click">${escapeHtml(text(lang, 'unsubscribe-button'))}</button></form>`
      : `<p>${escapeHtml(text(lang, state === 'done' ? 'unsubscribe-done' : 'unsubscribe-bad-link'))}</p>`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body style="font-family:sans-serif;max-width:32em;margin:2em auto;padding:0 1em"><h1>${title}</h1>${body}</body></html>`;
}
