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

function stepButtons(over: Partial<ReplayBarProps>) {
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
    onReveal: () => {},
    tableId: 'tbl123',
    ...over,
  };
  const provider = { l10n: localizationFor('en') } as ComponentProps<typeof LocalizationProvider>;
  const markup = renderToStaticMarkup(
    createElement(LocalizationProvider, provider, createElement(ReplayBar, props)),
  );
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
