/** Properties of random legal play, checked over many seeds with fast-check. */
import { type MatchRecord, replay, rngFromSeed, shuffleInPlace, type Viewer } from '@nobid/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARDS_PER_COMPANY, COMPANY_COUNT, RULES } from '../src/companies.ts';
import { startupsGame as game } from '../src/index.ts';
import type { StartupsAction, StartupsOptions, StartupsState } from '../src/types.ts';
import { cardCounts, coinTotal, playRandom } from './helpers.ts';

const seats = fc.integer({ min: 3, max: 7 });
const seed = fc.integer({ min: 0, max: 1_000_000 });
const runs = { numRuns: 60 };

/** Every action shape that could be tried now, legal or not. */
function candidates(s: StartupsState, seat: number): StartupsAction[] {
  const out: StartupsAction[] = [{ seat, type: 'take-deck' }];
  for (let slot = 0; slot <= s.marketCompany.length; slot++) out.push({ seat, type: 'take-market', slot });
  for (let c = 0; c < COMPANY_COUNT; c++) {
    out.push({ seat, type: 'invest', company: c }, { seat, type: 'to-market', company: c });
  }
  return out;
}

/** Same effect: market cards of one company with the same coins are one choice. */
function sameChoice(s: StartupsState, a: StartupsAction, b: StartupsAction): boolean {
  if (a.type === 'take-market' && b.type === 'take-market')
    return (
      s.marketCompany[a.slot] === s.marketCompany[b.slot] && s.marketCoins[a.slot] === s.marketCoins[b.slot]
    );
  return game.actionKey(a, s) === game.actionKey(b, s);
}

/**
 * The same game as seen by `viewer`, with everything it may not know dealt afresh: the hidden
 * cards of other hands (publicly known ones stay), the deck, the removed cards, hidden coins.
 */
function reshuffleSecrets(s: StartupsState, viewer: Viewer, salt: number): StartupsState {
  const alt = game.clone(s);
  const rng = rngFromSeed(`secrets:${salt}`);
  const pool = [...alt.deck, ...alt.removed];
  const free: number[] = [];
  for (let seat = 0; seat < s.seats; seat++) {
    if (seat === viewer) continue;
    for (let c = 0; c < COMPANY_COUNT; c++) {
      const i = seat * COMPANY_COUNT + c;
      for (let k = s.known[i]!; k < s.hands[i]!; k++) pool.push(c);
      free[seat] = (free[seat] ?? 0) + s.hands[i]! - s.known[i]!;
      alt.hands[i] = s.known[i]!;
    }
  }
  shuffleInPlace(rng, pool);
  for (let seat = 0; seat < s.seats; seat++)
    for (let k = 0; k < (free[seat] ?? 0); k++) alt.hands[seat * COMPANY_COUNT + pool.pop()!]!++;
  alt.deck = pool.splice(0, s.deck.length);
  alt.removed = pool;
  if (!s.options.showCoins)
    for (let seat = 0; seat < s.seats; seat++) if (seat !== viewer) alt.coins[seat] = (salt + seat * 7) % 23;
  return alt;
}

describe('random legal play', () => {
  it('never throws, always offers a legal action, and legalActions agrees with check', () => {
    fc.assert(
      fc.property(seats, seed, (n, sd) => {
        playRandom(n, sd, rngFromSeed(sd), undefined, (s) => {
          const seat = s.active;
          const legal = game.legalActions(s, seat);
          expect(legal.length).toBeGreaterThan(0);
          for (const a of candidates(s, seat)) {
            const ok = game.check(s, a) === null;
            expect(ok, `${game.actionKey(a, s)} check vs legal`).toBe(legal.some((l) => sameChoice(s, l, a)));
          }
          expect(game.check(s, { seat: (seat + 1) % n, type: 'take-deck' })?.code).toBe('not-your-decision');
        });
      }),
      { numRuns: 30 },
    );
  });

  it('conserves cards always, and coins until scoring', () => {
    fc.assert(
      fc.property(seats, seed, (n, sd) => {
        const { state } = playRandom(n, sd, rngFromSeed(sd), undefined, (s) => {
          expect(cardCounts(s)).toEqual(CARDS_PER_COMPANY);
          expect(coinTotal(s)).toBe(RULES.startingCoins * n);
          expect(s.removed).toHaveLength(RULES.removedCards);
          for (let i = 0; i < s.hands.length; i++) expect(s.known[i]).toBeLessThanOrEqual(s.hands[i]!);
        });
        expect(cardCounts(state)).toEqual(CARDS_PER_COMPANY);
        expect(state.deck.length === 0 || state.endReason === 'turn-cap').toBe(true);
      }),
      runs,
    );
  });

  it('views leak no hidden card and no hidden coins', () => {
    fc.assert(
      fc.property(seats, seed, fc.boolean(), (n, sd, showCoins) => {
        const options: StartupsOptions = game.parseOptions({ showCoins });
        let k = 0;
        playRandom(n, sd, rngFromSeed(sd), options, (s) => {
          if (k++ % 7 !== 0) return;
          for (const viewer of [s.active, (s.active + 1) % n, 'spectator'] as const) {
            const alt = reshuffleSecrets(s, viewer, sd + k);
            expect(game.view(alt, viewer)).toEqual(game.view(s, viewer));
          }
        });
      }),
      runs,
    );
  });

  it('the secret reshuffle does change secrets (so the leak test can fail)', () => {
    const s = game.setup(5, game.parseOptions({}), 3);
    const alt = reshuffleSecrets(s, 0, 1);
    expect([alt.deck, alt.hands.slice(6), alt.coins]).not.toEqual([s.deck, s.hands.slice(6), s.coins]);
    expect(game.view(alt, 1)).not.toEqual(game.view(s, 1));
  });

  it('determinize agrees with everything the seat knows', () => {
    fc.assert(
      fc.property(seats, seed, fc.boolean(), (n, sd, showCoins) => {
        const options: StartupsOptions = game.parseOptions({ showCoins });
        const rng = rngFromSeed(`det:${sd}`);
        let k = 0;
        playRandom(n, sd, rngFromSeed(sd), options, (s) => {
          if (k++ % 5 !== 0) return;
          const seat = (s.active + k) % n;
          const v = game.view(s, seat);
          const d = game.determinize(v, seat, rng);
          expect(game.view(d, seat)).toEqual(v);
          expect(cardCounts(d)).toEqual(CARDS_PER_COMPANY);
          expect(coinTotal(d)).toBe(coinTotal(s));
          if (s.active === seat)
            expect(game.legalActions(d, seat).map((a) => game.actionKey(a, d))).toEqual(
              game.legalActions(s, seat).map((a) => game.actionKey(a, s)),
            );
        });
      }),
      runs,
    );
  });

  it('replays exactly from the seed and the log, through the pure apply', () => {
    fc.assert(
      fc.property(seats, seed, (n, sd) => {
        const options = game.parseOptions({});
        const { state, log } = playRandom(n, `replay-${sd}`, rngFromSeed(sd), options);
        const record: MatchRecord<StartupsAction, StartupsOptions> = {
          game: 'startups',
          seats: n,
          seed: `replay-${sd}`,
          options,
          log: JSON.parse(JSON.stringify(log)),
        };
        const again = replay(game, record);
        expect(again).toEqual(state);
        expect(game.result(again)).toEqual(game.result(state));
      }),
      runs,
    );
  });
});
