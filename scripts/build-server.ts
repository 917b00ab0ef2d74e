/**
 * Bundles the reference server (server/index.ts and what it imports from server/ and contract/) into one
 * JavaScript file, server/.build/server.mjs, which `npm start` and the bench run with plain node. Packages stay
 * imports of node_modules. Running the TypeScript through tsx cost the server process about 70 MB more
 * (the transpiler and its cache of every module); the bundle takes about a second to build, so it is built
 * again at every start.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** One folder below server/, as server/db/client.ts is: the paths it finds from its own file stay right. */
export const SERVER_BUNDLE = path.join(root, 'server', '.build', 'server.mjs');

export function buildServer(): string {
  buildSync({
    entryPoints: [path.join(root, 'server', 'index.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return SERVER_BUNDLE;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  console.log(`Server bundled into ${path.relative(root, buildServer())}`);
}
