/**
 * Emails and push payloads, made from `NoticeFacts` only: the table's name, the game, whose turn
 * (always the reader's: a notice goes to the seat that owes a decision) and the deadline.
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
  const args = { table: facts.tableName, game: facts.game };
  const prefix = facts.kind === 'clock-low' ? 'clock-low' : 'your-turn';
  return {
    subject: text(reader.lang, `${prefix}-subject`, args),
    body: text(reader.lang, `${prefix}-body`, args),
    deadline:
      facts.deadline === null
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
  const link = tableUrl(baseUrl, facts.tableId);
  const open = text(reader.lang, 'open-table');
  const end = footer(reader, unsubscribeUrl);
  return {
    subject,
    text: `${body}\n${deadline}\n\n${open}: ${link}\n\n${end.text}`,
    html: page(
      reader.lang,
      `<p>${escapeHtml(body)}<br>${escapeHtml(deadline)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(open)}</a></p>${end.html}`,
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
  const byTable = new Map<string, NoticeFacts>();
  for (const f of [...items].sort((a, b) => a.at - b.at)) byTable.set(f.tableId, f);
  // Most urgent first; tables without a limit last.
  const tables = [...byTable.values()].sort(
    (a, b) => (a.deadline ?? Number.POSITIVE_INFINITY) - (b.deadline ?? Number.POSITIVE_INFINITY),
  );
  const rows = tables.map((f) => {
    const args = { table: f.tableName, game: f.game };
    const line =
      f.deadline === null
        ? text(reader.lang, 'digest-line-no-deadline', args)
        : text(reader.lang, 'digest-line', { ...args, deadline: formatDeadline(f.deadline, reader) });
    return { line, link: tableUrl(baseUrl, f.tableId) };
  });
  const intro = text(reader.lang, 'digest-intro');
  const end = footer(reader, unsubscribeUrl);
  return {
    subject: text(reader.lang, 'digest-subject', { count: rows.length }),
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
    body: `${body} ${deadline}`,
    url: tableUrl(baseUrl, facts.tableId),
    tag: `table-${facts.tableId}`,
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
