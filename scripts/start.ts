/**
 * The first half of `npm start`: build the SPA when it is stale and bundle the server
 * (scripts/build-server.ts). The second half, in package.json, runs the bundle with plain node, so the
 * server process carries no TypeScript transpiler.
 */
import { ensureBuild } from './ensure-build';
import { buildServer } from './build-server';

try {
  ensureBuild();
  buildServer();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
