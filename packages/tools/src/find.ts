/**
 * Where the programs are, looked up the same way by the commands and by the tests: the variable
 * that names a path first (and then only that path), then the usual places. A path counts when
 * it is a non-empty executable file, so an empty file laid over a program hides it.
 */
import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import { homedir, platform } from 'node:os';
import { delimiter, join } from 'node:path';
import { PROGRAMS, type ToolName } from './programs.ts';

export interface Where {
  readonly env: NodeJS.ProcessEnv;
  readonly home: string;
}

const HERE: Where = { env: process.env, home: homedir() };

export function isProgram(path: string): boolean {
  try {
    if (!statSync(path).isFile() || statSync(path).size === 0) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `name` in each folder of PATH, in order. */
function onPath(name: string, env: NodeJS.ProcessEnv): string[] {
  return (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, name));
}

const CHROMIUM_SYSTEM = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/opt/google/chrome/chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];
const CHROMIUM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

/** Playwright's own downloads (`npx playwright install chromium`), the newest revision first. */
function playwrightChromiums(where: Where): string[] {
  const cache =
    where.env.PLAYWRIGHT_BROWSERS_PATH ??
    join(where.home, platform() === 'darwin' ? 'Library/Caches' : '.cache', 'ms-playwright');
  let dirs: string[];
  try {
    dirs = readdirSync(cache).filter((d) => /^chromium-\d+$/.test(d));
  } catch {
    return [];
  }
  const revision = (d: string) => Number(d.slice('chromium-'.length));
  return dirs
    .sort((a, b) => revision(b) - revision(a))
    .flatMap((d) => [
      join(cache, d, 'chrome-linux64', 'chrome'),
      join(cache, d, 'chrome-linux', 'chrome'),
      join(cache, d, 'chrome-mac', 'Chromium.app', 'Contents', 'MacOS', 'Chromium'),
    ]);
}

/** Every place a program is looked for, in order (when its variable is set, that path alone). */
export function candidates(tool: ToolName, where: Where = HERE): string[] {
  const named = where.env[PROGRAMS[tool].env];
  if (named) return [named];
  switch (tool) {
    case 'chromium':
      return [
        ...CHROMIUM_SYSTEM,
        ...CHROMIUM_NAMES.flatMap((n) => onPath(n, where.env)),
        ...playwrightChromiums(where),
      ];
    case 'ghostscript':
      return onPath('gs', where.env);
    case 'nginx':
      return [...onPath('nginx', where.env), '/usr/sbin/nginx'];
  }
}

/** The program's path, or undefined when none of its places has it. */
export function findTool(tool: ToolName, where: Where = HERE): string | undefined {
  return candidates(tool, where).find(isProgram);
}
