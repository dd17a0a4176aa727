/**
 * The programs the project can use that `npm ci` cannot bring: what needs each one, how to get
 * it, and what happens without it. The README's table says the same; every "not found" line the
 * commands print and every skip line the tests print is made from here.
 */
export type ToolName = 'chromium' | 'ghostscript' | 'nginx';

export interface Program {
  /** How the line names it. */
  readonly label: string;
  /** The variable that points at it by path (and wins over every other place). */
  readonly env: string;
  /** The ways to get it, most usual first. */
  readonly install: readonly string[];
}

export const PROGRAMS: Readonly<Record<ToolName, Program>> = {
  chromium: {
    label: 'chromium',
    env: 'NOBID_CHROMIUM',
    install: [
      'apt-get install chromium',
      'npx playwright install chromium on a machine with open internet',
      'NOBID_CHROMIUM=/path',
    ],
  },
  ghostscript: {
    label: 'Ghostscript (gs)',
    env: 'NOBID_GS',
    install: ['apt-get install ghostscript', 'NOBID_GS=/path'],
  },
  nginx: {
    label: 'nginx',
    env: 'NGINX',
    install: ['apt-get install nginx', 'NGINX=/path'],
  },
};

/** "(apt-get install chromium, or …, or NOBID_CHROMIUM=/path)" */
export const howToGet = (tool: ToolName): string => `(${PROGRAMS[tool].install.join(', or ')})`;
