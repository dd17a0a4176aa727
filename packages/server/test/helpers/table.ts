/** A table of human seats over real sockets: created, joined, every seat said hello, started. */
import type { CreateTableResponse, JoinResponse, TableSettingsInput, ViewUpdate } from '@nobid/protocol';
import { expect } from 'vitest';
import type { RunningServer } from '../../src/server.ts';
import { api, TestClient } from './client.ts';

export async function playingTable(
  server: Pick<RunningServer, 'url'>,
  settings: Omit<TableSettingsInput, 'seats'>,
  humans: number,
): Promise<{ id: string; tokens: string[]; clients: TestClient[] }> {
  const seats = Array.from({ length: humans }, () => ({ kind: 'human' as const }));
  const created = await api<CreateTableResponse>(server.url, 'POST', '/api/tables', {
    settings: { turnTimerSeconds: 600, reactionWindowSeconds: 120, ...settings, seats },
    name: 'P0',
  });
  expect(created.status).toBe(201);
  const id = created.body.table.id;
  const tokens = [created.body.seatToken!];
  for (let i = 1; i < humans; i++)
    tokens.push(
      (await api<JoinResponse>(server.url, 'POST', `/api/tables/${id}/join`, { name: `P${i}` })).body
        .seatToken,
    );
  const clients = await Promise.all(tokens.map(() => TestClient.connect(server.url)));
  for (const [seat, c] of clients.entries())
    expect(await c.hello(id, tokens[seat])).toMatchObject({ ok: true });
  expect(await clients[0]!.send('start', {})).toMatchObject({ ok: true });
  await Promise.all(
    clients.map((c) => c.waitFor((r) => r.event === 'view' && (r.msg as ViewUpdate).view !== null)),
  );
  return { id, tokens, clients };
}

/** The next view (already received or future) that asks `kind` of the seat under an id not in `seen`. */
export async function decisionView(client: TestClient, kind: string, seen: readonly string[] = []) {
  const r = await client.waitFor((r) => {
    if (r.event !== 'view') return false;
    const v = r.msg as ViewUpdate;
    return v.decisionId !== null && !seen.includes(v.decisionId) && v.decisions.some((d) => d.kind === kind);
  });
  return r.msg as ViewUpdate;
}

/** The first legal action of the view that matches. */
export function legalOf(
  v: ViewUpdate,
  match: (a: Record<string, unknown>) => boolean,
): Record<string, unknown> {
  const action = (v.legal as Record<string, unknown>[]).find(match);
  if (!action) throw new Error(`no such legal action in ${JSON.stringify(v.legal)}`);
  return action;
}
