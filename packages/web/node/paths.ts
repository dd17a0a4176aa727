import { fileURLToPath } from 'node:url';

/** The package folder (holds index.html and vite.config.ts). */
export const WEB_ROOT: string = fileURLToPath(new URL('..', import.meta.url));
/** Where `vite build` writes the client that the server serves. */
export const WEB_DIST: string = fileURLToPath(new URL('../dist', import.meta.url));
