/**
 * One vega-lite plot, drawn as SVG in the page. Vega is loaded with the first plot (the lab's own
 * chunk), so no other page pays for it.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import type { TopLevelSpec } from 'vega-lite';

export function VegaChart({ spec, label }: { spec: TopLevelSpec; label: string }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    let finalize: (() => void) | null = null;
    void (async () => {
      const [vega, vl] = await Promise.all([import('vega'), import('vega-lite')]);
      const container = ref.current;
      if (cancelled || !container) return;
      const view = new vega.View(vega.parse(vl.compile(spec).spec), { renderer: 'svg', container });
      finalize = () => view.finalize();
      await view.runAsync();
    })();
    return () => {
      cancelled = true;
      finalize?.();
    };
  }, [spec]);
  return <div className="lab-chart" ref={ref} role="img" aria-label={label} />;
}
