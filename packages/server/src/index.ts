export { setAccountRole } from './accounts/roles.ts';
export { configFromEnv, type ServerConfig } from './config.ts';
export { StartupError } from './data-dir-lock.ts';
export { createLogger } from './logger.ts';
export { type RunningServer, type ServerOptions, startServer } from './server.ts';
export { type BackupReport, backupSqlite, restoreSqlite } from './storage/backup.ts';
export { openStorage } from './storage/open.ts';
export type { Storage } from './storage/storage.ts';
export { botTimingAtPace } from './timing.ts';
