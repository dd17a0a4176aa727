/**
 * @nobid/web is a browser app built with Vite into dist/. Its package entry is for Node-side
 * tools: where the client is, and a build of it that matches today's sources.
 */

export { clientInputFiles, clientInputsHash } from './client-inputs.ts';
export {
  type BuildLog,
  buildClient,
  type ClientBuild,
  clientIsFresh,
  ensureWebClient,
} from './ensure-built.ts';
export { lobbyIntruders, type PageWeight, pageWeights } from './page-weight.ts';
export { WEB_DIST, WEB_ROOT } from './paths.ts';
