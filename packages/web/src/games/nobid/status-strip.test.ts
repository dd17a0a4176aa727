/**
 * The No Bid status strip names seats the way the log does: the viewer's own seat is "your
 * turn", never their name, and "waiting for" names only the others the table waits on.
 */
import { LocalizationProvider } from '@fluent/react';
import type { ViewUpdate } from '@nobid/protocol';
import { type ComponentProps, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { localizationFor } from '../../i18n/i18n.ts';
import { StatusStrip } from './StatusStrip.tsx';
import type { WireView } from './wire-view.ts';

const names = ['Ann', 'Bot 2 (easy)', 'Bot 3 (hard)'];
// The provider's props type wants `children` among the props; here they are the third argument.
const provider = { l10n: localizationFor('en') } as ComponentProps<typeof LocalizationProvider>;

function markup(view: Partial<WireView>, waitingFor: ViewUpdate['waitingFor']): string {
  const update = { seat: 0, decisions: [], waitingFor } as unknown as ViewUpdate;
  const strip = createElement(StatusStrip, {
    view: view as WireView,
    update,
    names,
    now: () => 0,
    totalMs: 5000,
  });
  return renderToStaticMarkup(createElement(LocalizationProvider, provider, strip));
}

function text(active: number, waitingFor: ViewUpdate['waitingFor'], outcome: WireView['outcome'] = null) {
  const html = markup({ turn: 7, active, phase: 'window', outcome } as unknown as WireView, waitingFor);
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('the No Bid status strip', () => {
  it('says “Your turn” on the viewer’s turn and waits for the others by name, not for Ann', () => {
    const both = [
      { seat: 0, kind: 'respond', deadline: null },
      { seat: 2, kind: 'respond', deadline: null },
    ];
    const words = text(1, both);
    expect(words).toContain('Bot 2 (easy)’s turn');
    expect(words).toContain('Waiting for Bot 3 (hard): ');
    expect(words).not.toContain('Ann');
    expect(text(0, [{ seat: 0, kind: 'act', deadline: null }])).toContain('Your turn');
    expect(text(0, [{ seat: 0, kind: 'act', deadline: null }])).not.toContain('Ann');
  });

  it('says “Game over” after the game, with no step lit', () => {
    const words = text(1, [], { kind: 'draw', reason: 'turn-cap' } as WireView['outcome']);
    expect(words).toContain('Game over');
    const over = { turn: 7, active: 1, phase: 'act', outcome: { kind: 'draw', reason: 'turn-cap' } };
    expect(markup(over as unknown as WireView, [])).not.toContain('aria-current');
    expect(markup({ ...over, outcome: null } as unknown as WireView, [])).toContain('aria-current="step"');
  });
});
