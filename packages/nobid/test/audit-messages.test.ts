/**
 * The rules audit's findings about messages: each rejection names the action, says why in the
 * words of the situation, and (in the scenario runner) says whose legal actions it lists.
 */
import { describe, expect, it } from 'vitest';
import { nobidScenarios } from '../src/index.ts';

/** Runs a scenario whose last step is refused and returns the runner's message. */
function refusal(setup: object, steps: object[], players = 2): string {
  const { failure } = nobidScenarios.run({ players, setup, steps });
  expect(failure?.kind).toBe('illegal');
  return failure?.message ?? '';
}

const deck = ['scalp', 'ipo'];

describe('rejection messages (audit)', () => {
  it('a Recall of my own Position under my Prime Brokerage blames Prime Brokerage, not Assign', () => {
    const msg = refusal(
      {
        deck,
        books: [['position-eurusd-long', 'prime-brokerage'], ['position-usdjpy-long']],
        hands: [['recall'], []],
      },
      [{ seat: 0, play: 'recall', target: { seat: 0, card: 'position-eurusd-long' } }],
    );
    expect(msg).toContain('Prime Brokerage in your Book protects its Positions from Unwind');
    expect(msg).not.toContain('Assign');
  });

  it("a Novation of a protected opponent's Position names their Book and Assign", () => {
    const msg = refusal(
      { deck, books: [[], ['position-usdjpy-long', 'prime-brokerage']], hands: [['novation'], []] },
      [{ seat: 0, play: 'novation', target: { seat: 1, card: 'position-usdjpy-long' } }],
    );
    expect(msg).toContain("Prime Brokerage in seat 1's Book protects its Positions from Assign");
  });

  it('the seat that is to act but sends another kind of action is told what is asked, not "not your decision"', () => {
    const msg = refusal({ deck, hands: [['scalp'], []] }, [{ seat: 0, discard: 'scalp' }]);
    expect(msg).toContain('not-your-decision');
    expect(msg).toContain('that is not what the game asks of you now; waiting for seat 0 to act');
    expect(msg).not.toContain('not your decision');
  });

  it('an answer when no reaction window is open says so and names no window 0', () => {
    const msg = refusal({ deck, hands: [['no-bid'], []] }, [{ seat: 0, respond: 'no-bid' }]);
    expect(msg).toContain('no reaction window is open; waiting for seat 0 to act');
    expect(msg).not.toContain('window 0');
  });

  it('a card not in hand is named by kind', () => {
    const msg = refusal({ deck, books: [[], ['position-usdjpy-long']], hands: [['leverage'], []] }, [
      { seat: 0, play: 'recall', target: { seat: 1, card: 'position-usdjpy-long' } },
    ]);
    expect(msg).toMatch(/card-not-in-hand: .*: recall is not in your hand/);
  });

  it('a Drawdown aimed at a seat that does not exist names the table size', () => {
    const msg = refusal({ deck, hands: [['margin-call'], []] }, [
      { seat: 0, play: 'margin-call', target: { seat: 4 } },
    ]);
    expect(msg).toContain('there is no seat 4 at this 2-player table');
  });

  it("the wrong seat's refusal says whose legal actions follow", () => {
    const msg = refusal({ deck, hands: [['leverage'], ['leverage']] }, [{ seat: 1, play: 'leverage' }]);
    expect(msg).toContain('legal instead (seat 1 has no decision now; seat 0 decides)');
  });

  it('a target naming a seat whose Book lacks the card is refused, naming that Book', () => {
    const msg = refusal(
      { deck, books: [['position-eurusd-long'], [], []], hands: [['recall'], [], []] },
      [{ seat: 0, play: 'recall', target: { seat: 1, card: 'position-eurusd-long' } }],
      3,
    );
    expect(msg).toContain("illegal-target: seat 0 play recall: seat 1's Book holds no position-eurusd-long");
  });
});

describe('malformed scenario steps (audit)', () => {
  const parse = (steps: object[]) => () => nobidScenarios.parse({ players: 2, setup: {}, steps });

  it('a misspelt action key lists the action shapes instead of a bare "Invalid input"', () => {
    expect(parse([{ seat: 0, plya: 'recall' }])).toThrow(/exactly one of "play", "draw"/);
  });

  it('an unknown currency names the currencies allowed', () => {
    expect(parse([{ seat: 0, play: 'rate-decision', target: { currency: 'XAU' } }])).toThrow(
      /target: currency: .*"USD"\|"EUR"/,
    );
  });

  it('a bad "pass all" is reported as such', () => {
    expect(parse([{ pass: 'al' }])).toThrow(/pass: Invalid input: expected "all"/);
  });
});
