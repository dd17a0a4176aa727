// A simulator pool thread's entry: plain JavaScript, so that it can load the TypeScript sources
// through tsx as the `nobid` command does (a worker thread cannot take `--import tsx` on Node 20).
import { register } from 'tsx/esm/api';

register();
const { default: playBatch } = await import('./worker-main.ts');
export default playBatch;
