/**
 * The reaction bar with no counter card in hand: `No Bid (0)` is still there at the same moments
 * (that keeps the secret), but reads as unavailable (`aria-disabled`, dimmed) and its tooltip
 * says why; a counter you hold reads as playable.
 */
import { LocalizationProvider } from '@fluent/react';
import { type ComponentProps, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { localizationFor } from '../../i18n/i18n.ts';
import { ReactionBar, type ReactionBarProps } from './ReactionBar.tsx';

function buttons(noBid: number, circuitBreaker: number): Map<string, string> {
  const props: ReactionBarProps = {
    deadline: null,
    totalMs: 5000,
    now: () => 0,
    canAnswer: true,
    spectator: false,
    noBid,
    circuitBreaker,
    onNoBid: () => {},
    onCircuitBreaker: () => {},
    onPass: () => {},
    autoPass: false,
    onAutoPass: () => {},
    topCardName: 'Leverage',
  };
  const provider = { l10n: localizationFor('en') } as ComponentProps<typeof LocalizationProvider>;
  const markup = renderToStaticMarkup(
    createElement(LocalizationProvider, provider, createElement(ReactionBar, props)),
  );
  return new Map(
    [...markup.matchAll(/<button ([^>]*)>([^<]*)<\/button>/g)].map(([, attrs, text]) => [text!, attrs!]),
  );
}

it('shows No Bid (0) as unavailable to you, with the reason in its tooltip', () => {
  const none = buttons(0, 1);
  const noBid = none.get('No Bid (0)')!;
  expect(noBid).toContain('aria-disabled="true"');
  expect(noBid).toContain('none-held');
  expect(noBid).toMatch(/title="You hold no No Bid\. The button stays, so that nobody can tell/);
  // It is not greyed out by `disabled`: it appears and answers exactly as when you hold one.
  expect(noBid).not.toContain('disabled=""');
  const cb = none.get('Circuit Breaker (1)')!;
  expect(cb).not.toContain('aria-disabled');
  expect(cb).not.toContain('title=');
});

it('shows a held No Bid as playable', () => {
  const held = buttons(2, 0).get('No Bid (2)')!;
  expect(held).not.toContain('aria-disabled');
  expect(held).not.toContain('none-held');
  expect(buttons(2, 0).get('Circuit Breaker (0)')).toContain('aria-disabled="true"');
});
