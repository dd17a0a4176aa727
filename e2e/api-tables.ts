/**
 * Tables made through the REST API rather than the lobby form: any seat count, language and
 * game options (an edition built for the test), with the creator's seat token put where the
 * client looks for it, so the page opens straight onto its seat.
 */
import type { Page } from 'playwright-core';

export interface ApiTable {
  readonly id: string;
  readonly seat: number;
  readonly token: string;
}

async function post<T>(base: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await res.json()) as T & { message?: string };
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${data.message ?? ''}`);
  return data;
}

export interface ApiTableSettings {
  readonly game?: 'nobid' | 'startups';
  /** Bot levels of the seats after the creator's. */
  readonly bots: readonly ('easy' | 'medium' | 'hard')[];
  readonly language?: 'en' | 'de' | 'ko';
  readonly windowSeconds?: number;
  readonly timerSeconds?: number;
  readonly options?: unknown;
}

/** Creates a table with its creator in seat 1 and bots in the others, and starts it. */
export async function startedTable(base: string, name: string, s: ApiTableSettings): Promise<ApiTable> {
  const created = await post<{ table: { id: string }; seat: number; seatToken: string }>(
    base,
    '/api/tables',
    {
      name,
      settings: {
        game: s.game ?? 'nobid',
        seats: [{ kind: 'human' }, ...s.bots.map((level) => ({ kind: 'bot', level }))],
        language: s.language ?? 'en',
        reactionWindowSeconds: s.windowSeconds ?? 2,
        turnTimerSeconds: s.timerSeconds ?? 60,
        visibility: 'private',
        ...(s.options === undefined ? {} : { options: s.options }),
      },
    },
  );
  const table = { id: created.table.id, seat: created.seat, token: created.seatToken };
  await post(base, `/api/tables/${table.id}/start`, { seatToken: table.token });
  return table;
}

/** Opens `table` in `page` as its creator, the UI in `lang`. */
export async function openSeat(page: Page, base: string, table: ApiTable, lang = 'en'): Promise<void> {
  await page.addInitScript(
    ([key, seat, language]) => {
      localStorage.setItem(key, seat);
      localStorage.setItem('nobid.lang', language);
    },
    [`nobid.seat.${table.id}`, JSON.stringify({ seat: table.seat, token: table.token }), lang] as const,
  );
  await page.goto(`${base}/t/${table.id}`);
}
