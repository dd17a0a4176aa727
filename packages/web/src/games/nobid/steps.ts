import type { WireView } from './wire-view.ts';

/** The rulebook's four steps of a turn. */
export const STEPS = ['open', 'draw', 'act', 'close'] as const;

/** The step to light up; the view's phase has no separate draw (it happens on opening). */
export function currentStep(view: Pick<WireView, 'phase'>): (typeof STEPS)[number] {
  if (view.phase === 'open') return 'open';
  if (view.phase === 'act') return 'act';
  return 'close';
}
