/** The server for the browser tests: a fresh data folder, a current build, the demo seed. */
import { rmSync } from 'node:fs';
import { ensureBuild } from './ensure-build';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set for the browser-test server');
rmSync(dataDir, { recursive: true, force: true });
ensureBuild();
await import('../server/index');
