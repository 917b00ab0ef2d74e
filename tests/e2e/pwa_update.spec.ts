/**
 * A new build reaches an installed app at its next online start, whole (src/pwa/register.ts): two real builds of the
 * app served one after the other on the same address by the reference server. The device opened build A online
 * (its worker installed), the server is restarted with build B (the release), and the first start after it runs
 * build B: B's index.html and entry, no file that B does not have, and B's files kept for the next start offline.
 * Build B is the same sources built again under another name (VITE_COURIER_BUILD), so its entry chunk and the chunks
 * that import it are new files and the rest are the same.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from './fixtures';
import { workerReady } from './helpers';

const root = process.cwd();
const work = path.join(os.tmpdir(), `courier-update-${process.pid}-${Date.now()}`);
const buildA = path.join(root, 'dist');
const buildB = path.join(work, 'dist-b');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The reference server serving `staticDir` on `port` (an empty database: the signed-out app needs none). */
async function startServer(port: number, staticDir: string): Promise<ChildProcess> {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      DATABASE_URL: '',
      SEED: 'none',
      SIMULATE: '0',
      OVERDUE_JOB: '0',
      STATIC_DIR: staticDir,
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/config.json`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The entry script of a build, as its index.html names it ('/assets/index-….js'). */
const entryOf = (dir: string) =>
  /<script type="module" crossorigin src="([^"]+)"/.exec(
    fs.readFileSync(path.join(dir, 'index.html'), 'utf8'),
  )?.[1];

test.afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

test('a new build is taken up whole at the next online start, and kept for offline', async ({ browser }) => {
  test.setTimeout(480_000);
  fs.mkdirSync(work, { recursive: true });
  const built = spawnSync(
    path.join(root, 'node_modules/.bin/vite'),
    ['build', '--outDir', buildB, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: root, env: { ...process.env, VITE_COURIER_BUILD: 'release-b' }, encoding: 'utf8' },
  );
  expect(built.status, built.stderr).toBe(0);
  const entryA = entryOf(buildA);
  const entryB = entryOf(buildB);
  expect(entryA).toBeTruthy();
  expect(entryB).toBeTruthy();
  expect(entryB).not.toBe(entryA);
  const filesB = new Set(fs.readdirSync(path.join(buildB, 'assets')).map((f) => `/assets/${f}`));

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let server = await startServer(port, buildA);
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    // build A, opened online once: its worker installs every file of it
    await page.goto('/login');
    await expect(page.getByRole('button', { name: /login/i })).toBeVisible();
    await workerReady(page);
    await expect(page.locator('html')).not.toHaveAttribute('data-build', /./);

    // the release: the same address now serves build B
    await stopServer(server);
    server = await startServer(port, buildB);

    // the next online start runs build B (after one reload into it), with nothing of build A
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-build', 'release-b', { timeout: 60_000 });
    await expect(page.getByRole('button', { name: /login/i })).toBeVisible();
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll('script[src]')].map(
        (s) => new URL((s as HTMLScriptElement).src).pathname,
      ),
    );
    expect(scripts).toContain(entryB);
    expect(scripts).not.toContain(entryA);
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.startsWith('/assets/')),
    );
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((p) => !filesB.has(p))).toEqual([]);

    // build B's files are on the device: the next start without a network runs build B
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-build', 'release-b');
    await expect(page.getByRole('button', { name: /login/i })).toBeVisible();
  } finally {
    await context.close();
    await stopServer(server);
  }
});
