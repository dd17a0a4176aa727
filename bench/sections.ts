import { nobidRandomBench } from './nobid-random.ts';
import type { BenchSection } from './run.ts';
import { startupsBench } from './startups.ts';

/** Sections register here, one import each; they run in this order. */
export const sections: BenchSection[] = [nobidRandomBench, startupsBench];
