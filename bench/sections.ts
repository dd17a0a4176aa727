import type { BenchSection } from './run.ts';

/** Sections register here, one import each; they run in this order. */
export const sections: BenchSection[] = [];
