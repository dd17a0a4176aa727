/**
 * One vega-lite plot, drawn as SVG in the page. Vega is loaded with the first plot (the lab's own
 * chunk), so no other page pays for it. Its expressions are interpreted (`vega-interpreter`), not
 * compiled to functions: the server's Content Security Policy allows no eval.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import type { TopLevelSpec } from 'vega-lite';

export function VegaChart({ spec, label }: { spec: TopLevelSpec; label: string }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    let finalize: (() => void) | null = null;
    void (async () => {
      const [vega, vl, { expressionInterpreter }] = await Promise.all([
        import('vega'),
        import('vega-lite'),
        import('vega-interpreter'),
      ]);
      const container = ref.current;
      if (cancelled || !container) return;
      const runtime = vega.parse(vl.compile(spec).spec, undefined, { ast: true });
      const view = new vega.View(runtime, { renderer: 'svg', container, expr: expressionInterpreter });
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
