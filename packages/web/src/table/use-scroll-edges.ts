/**
 * Marks a box that scrolls inside itself with what it hides: `data-more-above` and
 * `data-more-below` while some of its content is out of sight that way, so that the CSS can fade
 * that edge. A row cut mid-way hints that there is more; a fade says so, and goes once the end is
 * reached. The attributes are written on the element itself, not through React state, so that a
 * scroll does not re-render the table.
 */
import { type RefObject, useLayoutEffect, useRef } from 'react';

/** Less than this is rounding (fractional pixels of a zoomed page), not hidden content. */
const SLACK_PX = 1;

function mark(el: HTMLElement): void {
  const above = el.scrollTop > SLACK_PX;
  const below = el.scrollHeight - el.clientHeight - el.scrollTop > SLACK_PX;
  el.toggleAttribute('data-more-above', above);
  el.toggleAttribute('data-more-below', below);
}

export function useScrollEdges(ref: RefObject<HTMLElement | null>): void {
  const sizes = useRef<ResizeObserver | null>(null);
  // On a scroll, and when the box or any of its children changes size (the window turned, a
  // player's cell grew by a line after its text was fitted).
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => mark(el);
    el.addEventListener('scroll', update, { passive: true });
    if (typeof ResizeObserver !== 'undefined') sizes.current = new ResizeObserver(update);
    return () => {
      el.removeEventListener('scroll', update);
      sizes.current?.disconnect();
      sizes.current = null;
    };
  }, [ref]);
  // After every render, which is what adds content; its children are watched from then on
  // (observing an element already watched does nothing).
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    mark(el);
    sizes.current?.observe(el);
    for (const child of el.children) sizes.current?.observe(child);
  });
}
