// The hard-bot pool's worker entry (`hard-bot-pool.ts`). The worker runs TypeScript like the rest
// of the server, so tsx is registered in the thread before the search module is loaded.
import { register } from 'tsx/esm/api';

register();
const { default: search } = await import('./hard-bot-worker.ts');

export default search;
