/**
 * The replay's step buttons as markup (server-rendered, no browser): first, back, play, forward
 * and last in that order, each named for a screen reader, and disabled where there is nowhere to
 * go (at the start: first and back; at the end: play, forward and last; playing: pause).
 */
import { LocalizationProvider } from '@fluent/react';
import { type ComponentProps, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { localizationFor } from '../i18n/i18n.ts';
import { ReplayBar, type ReplayBarProps } from './ReplayBar.tsx';

function markupOf(over: Partial<ReplayBarProps>) {
  const props: ReplayBarProps = {
    index: 0,
    last: 4,
    turns: [0, 1, 1, 2, 2],
    onStep: () => {},
    playing: false,
    onPlaying: () => {},
    speed: 1,
    onSpeed: () => {},
    seat: null,
    heldSeats: [],
    names: ['Ann', 'Bo'],
    onViewer: () => {},
    reveal: false,
    canReveal: true,
    onReveal: () => {},
    tableId: 'tbl123',
    ...over,
  };
  const provider = { l10n: localizationFor('en') } as ComponentProps<typeof LocalizationProvider>;
  return renderToStaticMarkup(createElement(LocalizationProvider, provider, createElement(ReplayBar, props)));
}

function stepButtons(over: Partial<ReplayBarProps>) {
  const markup = markupOf(over);
  const steps = /<div class="replay-steps">(.*?)<span/.exec(markup)![1]!;
  return [...steps.matchAll(/<button ([^>]*)>([^<]*)<\/button>/g)].map(([, attrs, glyph]) => [
    glyph,
    /aria-label="([^"]*)"/.exec(attrs!)?.[1],
    /title="([^"]*)"/.exec(attrs!)?.[1] === /aria-label="([^"]*)"/.exec(attrs!)?.[1],
    /disabled=""/.test(attrs!),
    /btn-primary/.test(attrs!),
  ]);
}

it('at the start: first and back disabled, play the primary button', () => {
  expect(stepButtons({})).toEqual([
    ['«', 'First step', true, true, false],
    ['‹', 'Step back', true, true, false],
    ['▶', 'Play', true, false, true],
    ['›', 'Step forward', true, false, false],
    ['»', 'Last step', true, false, false],
  ]);
});

it('at the end: play, forward and last disabled; while playing, pause is open', () => {
  expect(stepButtons({ index: 4 }).map(([glyph, , , disabled]) => [glyph, disabled])).toEqual([
    ['«', false],
    ['‹', false],
    ['▶', true],
    ['›', true],
    ['»', true],
  ]);
  expect(stepButtons({ index: 4, playing: true })[2]).toEqual(['❚❚', 'Pause', true, false, true]);
});

it('reveals every final hand at any step of a finished game, and the box stays ticked as one steps', () => {
  const revealBox = (markup: string) =>
    /<label[^>]*>(<input type="checkbox"[^>]*>)[^<]*Reveal all hands/.exec(markup)?.[1];
  for (const index of [0, 2, 4]) {
    const box = revealBox(markupOf({ index, reveal: true }))!;
    expect(box).toContain('checked=""');
    expect(box).not.toContain('disabled=""');
  }
  // The hint no longer says "at the end" of a game that is over.
  expect(markupOf({ index: 2 })).not.toContain('Available at the end of the game');
});
