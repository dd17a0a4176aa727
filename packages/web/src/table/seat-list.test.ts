import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/i18n.ts';
import { seatList } from './seat-list.ts';

const names = ['Ann', 'Bot 2 (easy)', 'Bot 3 (hard)'];

describe('the seats as one phrase', () => {
  it('lists every seat in order, the viewer as “you”, joined as each language does', () => {
    expect(seatList(names, 0, translator('en'))).toBe('you, Bot 2 (easy), and Bot 3 (hard)');
    expect(seatList(names, 1, translator('de'))).toBe('Ann, du und Bot 3 (hard)');
    expect(seatList(names, 2, translator('ko'))).toBe('Ann, Bot 2 (easy), 당신');
  });

  it('names everyone for a spectator', () => {
    expect(seatList(names.slice(0, 2), null, translator('en'))).toBe('Ann and Bot 2 (easy)');
  });
});
