import { findTool, type Where } from './find.ts';
import { howToGet, PROGRAMS, type ToolName } from './programs.ts';

/**
 * A program the command needs is not on this machine. One line, naming it and how to get it:
 * the command line prints it and exits 2, without a stack trace.
 */
export class MissingToolError extends Error {
  override name = 'MissingToolError';
  constructor(
    readonly tool: ToolName,
    message: string,
  ) {
    super(message);
  }
}

/**
 * "chromium not found; the booklet PDF needs it (apt-get install chromium, or …)", naming the
 * variable's path when it was set (a wrong path is the likelier mistake then).
 */
export function notFoundLine(
  tool: ToolName,
  where: Pick<Where, 'env'> = { env: process.env },
  purpose?: string,
): string {
  const { label, env } = PROGRAMS[tool];
  const named = where.env[env];
  const what = named ? `${label} not found at ${env}=${named}` : `${label} not found`;
  return `${what}${purpose ? `; ${purpose} needs it` : ''} ${howToGet(tool)}`;
}

/** The program's path; throws MissingToolError when it is not there. `purpose` says what wanted it. */
export function requireTool(tool: ToolName, purpose: string): string {
  const path = findTool(tool);
  if (path === undefined) throw new MissingToolError(tool, notFoundLine(tool, { env: process.env }, purpose));
  return path;
}
