import type { Command } from 'commander';

type Register = (program: Command) => void;

/**
 * Each command lives in its own file and adds itself. They are loaded on demand: a command's
 * file brings its packages (the press, the simulator's queue, the server), which cost seconds to
 * load, so `nobid sim` loads only `sim.ts`. Help, a missing command and an unknown one load every
 * command, in this order (the help lists them so).
 */
const COMMANDS: readonly (readonly [names: readonly string[], load: () => Promise<Register>])[] = [
  [['serve'], async () => (await import('./serve.ts')).registerServe],
  [['backup', 'restore'], async () => (await import('./backup.ts')).registerBackup],
  [['scenario'], async () => (await import('./scenario.ts')).registerScenario],
  [['sim'], async () => (await import('./sim.ts')).registerSim],
  [['sim-worker'], async () => (await import('./sim-worker.ts')).registerSimWorker],
  [['rules'], async () => (await import('./rules.ts')).registerRules],
  [['cards'], async () => (await import('./cards.ts')).registerCards],
  [['preflight'], async () => (await import('./preflight.ts')).registerPreflight],
  [['edition'], async () => (await import('./edition.ts')).registerEdition],
  [['admin'], async () => (await import('./admin.ts')).registerAdmin],
  [['train'], async () => (await import('./train.ts')).registerTrain],
];

/** Registers the command `argv` names (its first argument), or every command when it names none. */
export async function registerCommands(program: Command, argv: readonly string[]): Promise<void> {
  const first = argv[2];
  const named = COMMANDS.filter(([names]) => first !== undefined && names.includes(first));
  const registers = await Promise.all((named.length > 0 ? named : COMMANDS).map(([, load]) => load()));
  for (const register of registers) register(program);
}
