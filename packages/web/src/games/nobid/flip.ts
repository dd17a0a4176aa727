/**
 * FLIP: when a card changes zones (hand → stack → Book → discard), its new face starts where
 * the old one was and slides home in about 200 ms (the face carries its button along). Cards are
 * matched by their `data-card` id; nothing moves when the user prefers reduced motion.
 */
import { type RefObject, useLayoutEffect, useRef } from 'react';

const DURATION_MS = 200;

export function useFlip(container: RefObject<HTMLElement | null>, version: unknown): void {
  const last = useRef(new Map<string, DOMRect>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure exactly when the view changes.
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const reduced = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const now = new Map<string, DOMRect>();
    for (const el of root.querySelectorAll<HTMLElement>('.card[data-card]')) {
      const id = el.dataset.card!;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || now.has(id)) continue;
      now.set(id, rect);
      const before = last.current.get(id);
      if (reduced || !before || typeof el.animate !== 'function') continue;
      const dx = before.left - rect.left;
      const dy = before.top - rect.top;
      if (Math.abs(dx) + Math.abs(dy) < 24) continue;
      el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], {
        duration: DURATION_MS,
        easing: 'ease-out',
      });
    }
    last.current = now;
  }, [version]);
}
