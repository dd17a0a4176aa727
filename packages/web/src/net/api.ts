/** The REST half of the protocol: thin typed wrappers over fetch that throw `ApiFailure`. */
import type {
  ApiError,
  CreateTableRequest,
  CreateTableResponse,
  FriendsResponse,
  GamesResponse,
  InvitesResponse,
  JoinRequest,
  JoinResponse,
  ListTablesResponse,
  MyGamesResponse,
  RematchResponse,
  TableInfo,
} from '@nobid/protocol';

export class ApiFailure extends Error {
  readonly code: string;
  constructor(error: ApiError) {
    super(error.message);
    this.code = error.code;
  }
}

async function call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiFailure({ code: 'internal', message: 'The server cannot be reached.' });
  }
  const data = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) {
    const err = data as Partial<ApiError> | null;
    throw new ApiFailure({
      code: (err?.code as ApiError['code']) ?? 'internal',
      message: err?.message ?? `HTTP ${res.status}`,
    });
  }
  return data as T;
}

const tablePath = (id: string) => `/api/tables/${encodeURIComponent(id)}`;

export const api = {
  games: () => call<GamesResponse>('GET', '/api/games'),
  listTables: () => call<ListTablesResponse>('GET', '/api/tables'),
  getTable: (id: string) => call<TableInfo>('GET', tablePath(id)),
  createTable: (req: CreateTableRequest) => call<CreateTableResponse>('POST', '/api/tables', req),
  join: (id: string, req: JoinRequest) => call<JoinResponse>('POST', `${tablePath(id)}/join`, req),
  start: (id: string, seatToken: string) => call<TableInfo>('POST', `${tablePath(id)}/start`, { seatToken }),
  rematch: (id: string, seatToken: string) =>
    call<RematchResponse>('POST', `${tablePath(id)}/rematch`, { seatToken }),
  /** The signed-in account's turn-based tables that wait for it, most urgent first. */
  myGames: () => call<MyGamesResponse>('GET', '/api/my-games'),
  /** The signed-in account's friends, requests both ways and blocks (`@nobid/protocol` friends.ts). */
  friends: () => call<FriendsResponse>('GET', '/api/friends'),
  friendAction: (what: FriendAction, name: string) =>
    call<FriendsResponse>('POST', `/api/friends/${what}`, { name }),
  /** Turn-based tables that keep a seat for the signed-in account. */
  invites: () => call<InvitesResponse>('GET', '/api/invites'),
  declineInvite: (tableId: string) =>
    call<InvitesResponse>('POST', `/api/invites/${encodeURIComponent(tableId)}/decline`, {}),
  notifyPreferences: () => call<NoticePreferences>('GET', '/api/notify/preferences'),
  saveNotifyPreferences: (patch: Partial<NoticePreferences>) =>
    call<NoticePreferences>('PUT', '/api/notify/preferences', patch),
};

export type FriendAction = 'request' | 'accept' | 'remove' | 'block' | 'unblock';

/** How an account is told of its moves (`@nobid/notify`'s preferences, as the server sends them). */
export interface NoticePreferences {
  readonly email: string | null;
  readonly emailMode: 'off' | 'each' | 'digest';
  readonly push: boolean;
  readonly lang: string;
  readonly timeZone: string;
}
