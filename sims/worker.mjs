// The piscina worker entry (a bootstrap for sims/worker.ts).
//
// Plain ESM with a top-level await, on purpose: piscina first tries require() on its entry, and
// through tsx's require hook the TypeScript modules would become CommonJS, where every imported
// binding is a getter call — the simulator then runs at half speed. A module with a top-level
// await cannot be require()d, so piscina import()s it instead. Node 20 does not apply the hooks of
// `--import tsx` to a worker's dynamic imports, so the tsx ESM loader is registered here.
import { register } from 'tsx/esm/api';

register();
const { default: work } = await import('./worker.ts');
export default work;
