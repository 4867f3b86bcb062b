// The table worker's entry: Node 20 gives a worker neither the --import loaders of its parent nor those of its own
// execArgv, so it registers tsx itself and then loads the TypeScript worker, under npm start and vitest alike.
import { register } from 'tsx/esm/api';

register();
await import('./table-worker.ts');
