/**
 * The server's rule for answers that arrive late, emulated so that scenarios can test it: every
 * seat holds an opaque decision token, which changes whenever what that seat is shown changes (its
 * view and the decisions it owes, compared as JSON) or the seat itself acts. An action sent with a token that is no longer
 * the seat's current one was decided on a position that has since moved, and is refused as
 * `stale-decision` without reaching the game.
 */
import type { Seat } from '@nobid/engine';

export class DecisionTokens {
  private readonly current: number[];
  /** Token 0 stands for "before the scenario began": it is never current. */
  private readonly previous: number[];
  private readonly seen: string[];
  private next: number;

  constructor(
    seats: number,
    private readonly view: (seat: Seat) => unknown,
  ) {
    this.current = Array.from({ length: seats }, (_, seat) => seat + 1);
    this.previous = new Array<number>(seats).fill(0);
    this.seen = Array.from({ length: seats }, (_, seat) => JSON.stringify(view(seat)));
    this.next = seats + 1;
  }

  /** After an accepted action by `actor`: new tokens for it and for every seat whose view changed. */
  acted(actor: Seat): void {
    for (let seat = 0; seat < this.current.length; seat++) {
      const seen = JSON.stringify(this.view(seat));
      if (seat !== actor && seen === this.seen[seat]) continue;
      this.seen[seat] = seen;
      this.previous[seat] = this.current[seat]!;
      this.current[seat] = this.next++;
    }
  }

  /** The seat's token now (undefined for a seat that is not at the table). */
  tokenOf(seat: Seat): number | undefined {
    return this.current[seat];
  }

  /** The token the seat held before its current one. */
  previousOf(seat: Seat): number | undefined {
    return this.previous[seat];
  }

  /** Why an action sent with `token` is refused, or null when the token is current. */
  refusal(seat: Seat, token: number | undefined): string | null {
    const now = this.current[seat];
    if (now === undefined || token === now) return null;
    return `seat ${seat}'s decision token ${token} is stale (now ${now}): what the seat sees has changed since`;
  }
}
