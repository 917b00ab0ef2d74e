/** `npm start`: build the SPA when it is stale, then run the reference server (server/index.ts). */
import { ensureBuild } from './ensure-build';

try {
  ensureBuild();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
await import('../server/index');
