import type { Command } from 'commander';
import { registerAdmin } from './admin.ts';
import { registerBackup } from './backup.ts';
import { registerCards } from './cards.ts';
import { registerEdition } from './edition.ts';
import { registerPreflight } from './preflight.ts';
import { registerRules } from './rules.ts';
import { registerScenario } from './scenario.ts';
import { registerServe } from './serve.ts';
import { registerSim } from './sim.ts';
import { registerSimWorker } from './sim-worker.ts';
import { registerTrain } from './train.ts';

/** Each command lives in its own file and adds itself here. */
export function registerCommands(program: Command): void {
  registerServe(program);
  registerBackup(program);
  registerScenario(program);
  registerSim(program);
  registerSimWorker(program);
  registerRules(program);
  registerCards(program);
  registerPreflight(program);
  registerEdition(program);
  registerAdmin(program);
  registerTrain(program);
}
