import type { Command } from 'commander';
import { UsageError } from '../usage-error.ts';

/** `nobid admin grant NAME` and `nobid admin revoke NAME`: the admin role (the chat's report queue). */
export function registerAdmin(program: Command): void {
  const admin = program
    .command('admin')
    .description(
      "an account's admin role, in the database the server uses (DATA_DIR, DATABASE_URL, DATABASE_SCHEMA)",
    );
  for (const [verb, role] of [
    ['grant', 'admin'],
    ['revoke', 'player'],
  ] as const) {
    admin
      .command(`${verb} <name>`)
      .description(verb === 'grant' ? 'make an account an admin' : "take an account's admin role away")
      .action(async (name: string) => {
        const { configFromEnv, setAccountRole } = await import('@nobid/server');
        const config = configFromEnv();
        const found = await setAccountRole(
          { databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema },
          name,
          role,
        );
        if (!found) throw new UsageError(`there is no account named "${name}"`);
        process.stdout.write(`nobid: ${name} is ${role === 'admin' ? 'an admin' : 'no longer an admin'}\n`);
      });
  }
}
