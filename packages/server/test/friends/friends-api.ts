/** Friends over real HTTP for the friends tests: a signed-in browser per account, and the table calls. */
import type {
  CreateTableResponse,
  FriendsResponse,
  InvitesResponse,
  JoinResponse,
  TableInfo,
} from '@nobid/protocol';
import { Browser } from '../helpers/accounts.ts';

export class Friend extends Browser {
  static async signedUp(base: string, name: string): Promise<Friend> {
    const b = new Friend(base);
    const res = await b.signUp(name);
    if (res.status !== 201) throw new Error(`sign-up of ${name}: ${res.status} ${JSON.stringify(res.body)}`);
    return b;
  }

  lists() {
    return this.call<FriendsResponse>('GET', '/api/friends');
  }

  act(what: 'request' | 'accept' | 'remove' | 'block' | 'unblock', name: string) {
    return this.call<FriendsResponse & { code?: string; message?: string }>('POST', `/api/friends/${what}`, {
      name,
    });
  }

  async names(): Promise<Record<keyof FriendsResponse, string[]>> {
    const { body } = await this.lists();
    return {
      friends: body.friends.map((f) => f.name),
      incoming: body.incoming.map((f) => f.name),
      outgoing: body.outgoing.map((f) => f.name),
      blocked: body.blocked.map((f) => f.name),
    };
  }

  invites() {
    return this.call<InvitesResponse>('GET', '/api/invites');
  }

  decline(tableId: string) {
    return this.call<InvitesResponse & { code?: string }>('POST', `/api/invites/${tableId}/decline`, {});
  }

  /** A turn-based table of the toy game with `seats` human seats, the first taken by this account. */
  createTurnBased(seats: number, invite?: string[], kind: 'turn-based' | 'live' = 'turn-based') {
    return this.call<CreateTableResponse & { code?: string; message?: string }>('POST', '/api/tables', {
      name: 'Host',
      settings: {
        game: 'fifteen',
        seats: Array.from({ length: seats }, () => ({ kind: 'human' })),
        ...(kind === 'turn-based' ? { kind, speed: '24h' } : {}),
      },
      ...(invite ? { invite } : {}),
    });
  }

  join(tableId: string, seat?: number) {
    return this.call<JoinResponse & { code?: string; message?: string }>(
      'POST',
      `/api/tables/${tableId}/join`,
      {
        name: 'Player',
        ...(seat === undefined ? {} : { seat }),
      },
    );
  }

  table(tableId: string) {
    return this.call<TableInfo>('GET', `/api/tables/${tableId}`);
  }
}
