/**
 * The two-sample Kolmogorov-Smirnov test: the largest gap between two samples' empirical
 * distribution functions, and its p-value from the Kolmogorov distribution (asymptotic, with
 * Stephens' small-sample correction; good from a few dozen values a sample).
 */
export function ksTwoSample(a: readonly number[], b: readonly number[]): { d: number; p: number } {
  const x = [...a].sort((u, v) => u - v);
  const y = [...b].sort((u, v) => u - v);
  let i = 0;
  let j = 0;
  let d = 0;
  while (i < x.length && j < y.length) {
    const t = Math.min(x[i]!, y[j]!);
    while (i < x.length && x[i]! <= t) i++;
    while (j < y.length && y[j]! <= t) j++;
    d = Math.max(d, Math.abs(i / x.length - j / y.length));
  }
  const ne = Math.sqrt((x.length * y.length) / (x.length + y.length));
  return { d, p: kolmogorovQ((ne + 0.12 + 0.11 / ne) * d) };
}

/** P(K > lambda) for the Kolmogorov distribution. */
function kolmogorovQ(lambda: number): number {
  if (lambda < 0.2) return 1;
  let sum = 0;
  for (let k = 1; k <= 100; k++) {
    const term = (k % 2 === 1 ? 2 : -2) * Math.exp(-2 * k * k * lambda * lambda);
    sum += term;
    if (Math.abs(term) < 1e-12) break;
  }
  return Math.min(1, Math.max(0, sum));
}
