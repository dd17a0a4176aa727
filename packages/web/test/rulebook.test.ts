import { describe, expect, it } from 'vitest';
import { rulebookPage } from '../src/rules/press-rulebook.ts';

const text = (locale: 'en' | 'de' | 'ko') =>
  rulebookPage(locale)!
    .blocks.map((b) => JSON.stringify(b))
    .join('\n');

describe('the in-app rulebook', () => {
  it('is the press’s generated rulebook, with the seed’s header lines', () => {
    const en = rulebookPage('en')!;
    expect(en.header).toEqual({
      title: 'Rulebook',
      rules: 'Rules',
      generated:
        'The same rules as the printed booklet, generated from the card data so the two cannot drift apart.',
      contact: 'Spotted an error? Get in touch.',
    });
    expect(en.blocks[0]).toEqual({ kind: 'heading', level: 2, text: 'The goal' });
    expect(text('en')).toContain(
      'When one of your Positions would be Liquidated, you may discard this instead.',
    );
  });

  it('exists in German and Korean, with a header for the Korean page too', () => {
    expect(rulebookPage('de')!.header.title).toBe('Regelheft');
    expect(text('de')).toContain('Glattstellen');
    expect(rulebookPage('ko')!.header.rules).toBe('규칙');
    expect(text('ko')).toContain('당신의 포지션이 청산되려 할 때, 대신 이 카드를 버릴 수 있습니다.');
  });
});
