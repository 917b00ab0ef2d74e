/**
 * `npm test`: every test — unit, component and server suites (vitest), then the browser tests
 * (Playwright on the system Chromium, installed first when missing and installable).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

function step(title: string, cmd: string, args: string[]): void {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

step('Unit, component and server tests (vitest)', bin('vitest'), ['run']);
step('Browser: find or install Chromium', bin('tsx'), ['scripts/ensure-chromium.ts']);
step('Browser tests (Playwright, Chromium)', bin('playwright'), ['test']);
console.log('\nAll test suites passed.');
