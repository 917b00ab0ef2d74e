/**
 * Builds the SPA into dist/ when it is missing or older than its sources.
 * Used by `npm start` and by the browser tests.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function buildIsStale(): boolean {
  const built = path.join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > builtAt);
}

export function ensureBuild(): void {
  if (!buildIsStale()) return;
  console.log('Building the app (dist/ is missing or older than its sources)…');
  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  const result = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`The app build failed (vite build exited with ${result.status}).`);
  }
  console.log('Build done.');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  ensureBuild();
}
