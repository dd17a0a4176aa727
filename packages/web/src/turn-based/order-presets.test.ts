import { DEFAULT_ORDERS, ORDER_PRESETS, ordersOf } from '@nobid/protocol';
import { describe, expect, it } from 'vitest';
import { ORDER_PRESET_NAMES, presetOf } from './order-presets.ts';

describe("the orders panel's choice", () => {
  it('names every preset as the server keeps it, with or without answering your own cards', () => {
    for (const preset of ORDER_PRESET_NAMES)
      for (const answerOwnCards of [false, true])
        expect(presetOf(ordersOf({ preset, answerOwnCards }))).toBe(preset);
  });

  it("reads a seat's first orders as 'always ask me', and other rules as none of the presets", () => {
    expect(presetOf(DEFAULT_ORDERS)).toBe('always-ask');
    const custom = {
      ...ORDER_PRESETS['pass-all'],
      rules: [{ when: [{ if: 'card' as const, kinds: ['margin-call'] }], answer: 'ask' as const }],
    };
    expect(presetOf(custom)).toBeNull();
  });
});
