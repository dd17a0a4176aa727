import { ismctsBench } from './ismcts.ts';
import { nobidRandomBench } from './nobid-random.ts';
import { pageWeightBench } from './page-weight.ts';
import type { BenchSection } from './run.ts';
import { startupsBench } from './startups.ts';
import { strengthBench } from './strength.ts';
import { turnBasedSection } from './turn-based.ts';

/** Sections register here, one import each; they run in this order. */
export const sections: BenchSection[] = [
  nobidRandomBench,
  startupsBench,
  ismctsBench,
  strengthBench,
  pageWeightBench,
  turnBasedSection,
];
