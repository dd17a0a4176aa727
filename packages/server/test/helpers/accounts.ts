/** REST calls with a cookie jar of one session, for the account tests. */
export interface Answer<T> {
  readonly status: number;
  readonly body: T;
  readonly setCookie: string[];
  readonly headers: Headers;
}

export class Browser {
  cookie: string | null = null;

  constructor(readonly base: string) {}

  async call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.getSetCookie();
    for (const c of setCookie) {
      const [pair] = c.split(';');
      if (!pair?.startsWith('nobid_session=')) continue;
      this.cookie = /Max-Age=0/i.test(c) || pair === 'nobid_session=' ? null : pair;
    }
    const text = await res.text();
    return {
      status: res.status,
      body: (text ? JSON.parse(text) : null) as T,
      setCookie,
      headers: res.headers,
    };
  }

  signUp(name: string, password = 'correct horse battery', seatTokens?: string[]) {
    return this.call<{ user: { id: string; name: string }; recoveryCodes: string[]; linkedSeats: number }>(
      'POST',
      '/api/account/signup',
      { name, password, ...(seatTokens ? { seatTokens } : {}) },
    );
  }

  signIn(name: string, password: string) {
    return this.call<{ user: { id: string; name: string } | null; code?: string; message?: string }>(
      'POST',
      '/api/account/signin',
      { name, password },
    );
  }

  me() {
    return this.call<{ user: { id: string; name: string; role: string } | null }>('GET', '/api/account');
  }
}
