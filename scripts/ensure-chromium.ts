/**
 * Makes sure the browser tests have a Chromium: CHROMIUM_PATH, /usr/bin/chromium or an installed Chrome.
 * On a Debian-like machine where we may install packages, installs Debian's `chromium`, saying so.
 * Elsewhere it stops with a message that says how to get one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium';

function run(cmd: string, args: string[]): boolean {
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

const found = findChromium();
if (found) {
  console.log(`Browser tests use ${found}`);
  process.exit(0);
}
if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but there is no such file.`);
  process.exit(1);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = !isRoot && existsSync('/usr/bin/sudo') ? ['sudo', '-n'] : [];
if (existsSync('/usr/bin/apt-get') && (isRoot || sudo.length > 0)) {
  console.log("No Chromium found: installing Debian's chromium package for the browser tests (apt-get)…");
  const [cmd, ...pre] = sudo.length ? sudo : ['apt-get'];
  const base = sudo.length ? [...pre, 'apt-get'] : pre;
  const ok = run(cmd, [...base, 'update', '-qq']) && run(cmd, [...base, 'install', '-y', '-qq', 'chromium']);
  const installed = findChromium();
  if (ok && installed) {
    console.log(`Installed: ${installed}`);
    process.exit(0);
  }
  console.error('Installing chromium with apt-get failed; see the output above.');
  process.exit(1);
}
console.error(
  [
    'The browser tests need Chromium or Google Chrome, and none was found.',
    'Install one (Debian/Ubuntu: `sudo apt-get install chromium`; macOS: install Google Chrome),',
    'or point CHROMIUM_PATH at its executable, then run `npm test` again.',
  ].join('\n'),
);
process.exit(1);
