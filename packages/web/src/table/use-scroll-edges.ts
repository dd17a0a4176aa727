/**
 * Marks a box that scrolls inside itself with what it hides: `data-more-above` and
 * `data-more-below` (or, scrolling sideways, `data-more-left` and `data-more-right`) while some of
 * its content is out of sight that way, so that the CSS can fade that edge. A row cut mid-way
 * hints that there is more; a fade says so, and goes once the end is reached. The attributes are
 * written on the element itself, not through React state, so that a scroll does not re-render.
 */
import { type RefObject, useLayoutEffect, useRef } from 'react';

/** Less than this is rounding (fractional pixels of a zoomed page), not hidden content. */
const SLACK_PX = 1;

export type ScrollAxis = 'x' | 'y';

function mark(el: HTMLElement, axis: ScrollAxis): void {
  const [start, end] = axis === 'y' ? ['above', 'below'] : ['left', 'right'];
  const scrolled = axis === 'y' ? el.scrollTop : el.scrollLeft;
  const hidden = axis === 'y' ? el.scrollHeight - el.clientHeight : el.scrollWidth - el.clientWidth;
  el.toggleAttribute(`data-more-${start}`, scrolled > SLACK_PX);
  el.toggleAttribute(`data-more-${end}`, hidden - scrolled > SLACK_PX);
}

export function useScrollEdges(ref: RefObject<HTMLElement | null>, axis: ScrollAxis = 'y'): void {
  const sizes = useRef<ResizeObserver | null>(null);
  // On a scroll, and when the box or any of its children changes size (the window turned, a
  // player's cell grew by a line after its text was fitted, the language changed).
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => mark(el, axis);
    el.addEventListener('scroll', update, { passive: true });
    if (typeof ResizeObserver !== 'undefined') sizes.current = new ResizeObserver(update);
    return () => {
      el.removeEventListener('scroll', update);
      sizes.current?.disconnect();
      sizes.current = null;
    };
  }, [ref, axis]);
  // After every render, which is what adds content; its children are watched from then on
  // (observing an element already watched does nothing).
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    mark(el, axis);
    sizes.current?.observe(el);
    for (const child of el.children) sizes.current?.observe(child);
  });
}
