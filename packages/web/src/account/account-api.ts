/** The account and rating routes (`@nobid/protocol`'s accounts.ts), over fetch with the session cookie. */
import type {
  AccountInfo,
  AccountResponse,
  ApiError,
  Leaderboard,
  OkResponse,
  PlayerProfile,
  SignUpResponse,
} from '@nobid/protocol';

export class AccountFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new AccountFailure('internal', 'The server cannot be reached.');
  }
  const data = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) {
    const err = data as Partial<ApiError> | null;
    throw new AccountFailure(err?.code ?? 'internal', err?.message ?? `HTTP ${res.status}`);
  }
  return data as T;
}

/** Every seat token this browser holds (net/storage.ts keeps them): a guest's seats to keep. */
export function browserSeatTokens(): string[] {
  const out: string[] = [];
  try {
    const store = globalThis.localStorage;
    for (let i = 0; i < (store?.length ?? 0); i++) {
      const key = store.key(i);
      if (!key?.startsWith('nobid.seat.')) continue;
      const token = (JSON.parse(store.getItem(key) ?? 'null') as { token?: unknown } | null)?.token;
      if (typeof token === 'string' && /^[0-9a-f]{32}$/.test(token)) out.push(token);
    }
  } catch {
    // No storage: no seats to bring.
  }
  return out.slice(0, 500);
}

export const accountApi = {
  me: () => call<AccountResponse>('GET', '/api/account'),
  signUp: (name: string, password: string) =>
    call<SignUpResponse>('POST', '/api/account/signup', { name, password, seatTokens: browserSeatTokens() }),
  signIn: (name: string, password: string) =>
    call<AccountResponse>('POST', '/api/account/signin', { name, password, seatTokens: browserSeatTokens() }),
  recover: (name: string, code: string, password: string) =>
    call<AccountResponse>('POST', '/api/account/recover', { name, code, password }),
  signOut: () => call<OkResponse>('POST', '/api/account/signout', {}),
  signOutEverywhere: () => call<OkResponse>('POST', '/api/account/signout-everywhere', {}),
  changePassword: (current: string, password: string) =>
    call<OkResponse>('POST', '/api/account/password', { current, password }),
  deleteAccount: (password: string) => call<OkResponse>('POST', '/api/account/delete', { password }),
  profile: (name: string) => call<PlayerProfile>('GET', `/api/players/${encodeURIComponent(name)}`),
  leaderboard: (game: string) => call<Leaderboard>('GET', `/api/leaderboard/${encodeURIComponent(game)}`),
};

/** The signed-in account as the header and the pages share it; `changed()` tells them all. */
type Listener = (user: AccountInfo | null) => void;
const listeners = new Set<Listener>();
let current: Promise<AccountInfo | null> | null = null;

export function currentAccount(): Promise<AccountInfo | null> {
  current ??= accountApi.me().then(
    (r) => r.user,
    () => null,
  );
  return current;
}

export function accountChanged(user: AccountInfo | null): void {
  current = Promise.resolve(user);
  for (const l of listeners) l(user);
}

export function onAccountChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const profilePath = (name: string): string => `/players/${encodeURIComponent(name)}`;
