/**
 * The login page's JavaScript against a bare react-admin app built the same way, in the same run.
 * Both are built by vite (production, with a manifest) into temporary folders. The JavaScript a page loads
 * before sign-in is the entry chunk and every chunk it imports statically: a visitor without a session gets the
 * sign-in form from the entry alone (src/signedOut.tsx), and the app is imported dynamically, on submit or for a
 * stored session. Chunks imported dynamically (the app, screens, layouts, the signed-in shell) are not counted.
 * Sizes are gzip (level 9, as a static server would send them).
 * Then what the browser really fetches before sign-in: each build served from a static server on 127.0.0.1, `/`
 * loaded in the system Chromium until the network is idle (and 5 s more), every JavaScript file it asked for
 * counted (gzip sizes as above); what the SPA's idle warm-up of the signed-in shell (src/startup.ts, from its
 * performance mark on) asks for is counted apart.
 *
 * Run alone: `npx tsx scripts/bare-admin/measure.ts`.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type InlineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../chromium';
import { WARM_UP_MARK } from '../../src/lib/idle';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface LoginJs {
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

export interface BundleRatio {
  app: LoginJs;
  bare: LoginJs;
  ratio: number;
  /** what a real load of `/` fetched before sign-in */
  fetched: { app: FetchedJs; bare: FetchedJs; ratio: number };
}

export interface FetchedJs extends LoginJs {
  /** JavaScript asked for after the network was idle, within a few seconds (the SPA's idle warm-up) */
  later: LoginJs;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The chunks a signed-out visitor's start loads: the entry's static closure. */
export function loginChunks(manifest: Manifest): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  for (const entry of entries) visit(entry);
  return [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
}

function measure(outDir: string): LoginJs {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return sizes(outDir, loginChunks(manifest));
}

function sizes(outDir: string, files: string[]): LoginJs {
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const body = readFileSync(path.join(outDir, file));
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files, rawBytes, gzipBytes };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** A static server of a build on 127.0.0.1 (any other path: index.html, as the SPA's server does). */
async function serve(outDir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(outDir, path.normalize(pathname));
    if (!file.startsWith(outDir) || !existsSync(file) || statSync(file).isDirectory())
      file = path.join(outDir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** How long to watch, after the network was idle, for JavaScript asked for later (the idle warm-up). */
const LATER_MS = 5000;

/** Loads `/` of a build in Chromium until the network is idle; the JavaScript files it fetched. */
async function measureFetched(outDir: string): Promise<FetchedJs> {
  const { origin, close } = await serve(outDir);
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(LATER_MS);
    // every script the page asked for, split at the start of the idle warm-up when there is one
    const [warmUpAt, scripts] = (await page.evaluate(`[
      performance.getEntriesByName(${JSON.stringify(WARM_UP_MARK)})[0]?.startTime ?? Infinity,
      performance.getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => [new URL(e.name).pathname.slice(1), e.startTime]),
    ]`)) as [number | null, [string, number][]];
    const at = warmUpAt ?? Infinity;
    const before = scripts.filter(([, start]) => start < at).map(([file]) => file);
    const after = scripts.filter(([, start]) => start >= at).map(([file]) => file);
    return { ...sizes(outDir, before), later: sizes(outDir, after) };
  } finally {
    await browser.close();
    await close();
  }
}

async function buildInto(config: InlineConfig, outDir: string): Promise<void> {
  await build({
    ...config,
    logLevel: 'error',
    build: { ...config.build, outDir, emptyOutDir: true, manifest: true },
  });
}

/** Builds the SPA and the bare app into temporary folders and compares the JavaScript loaded before sign-in. */
export async function measureBundleRatio(): Promise<BundleRatio> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'courier-bundle-'));
  try {
    const appDir = path.join(tmp, 'app');
    const bareDir = path.join(tmp, 'bare');
    await buildInto({ root, configFile: path.join(root, 'vite.config.ts') }, appDir);
    await buildInto(
      { root: path.join(root, 'scripts', 'bare-admin'), configFile: false, plugins: [react()] },
      bareDir,
    );
    const app = measure(appDir);
    const bare = measure(bareDir);
    const fetched = { app: await measureFetched(appDir), bare: await measureFetched(bareDir) };
    return {
      app,
      bare,
      ratio: app.gzipBytes / bare.gzipBytes,
      fetched: { ...fetched, ratio: fetched.app.gzipBytes / fetched.bare.gzipBytes },
    };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const r = await measureBundleRatio();
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  console.log(
    `login page JS: ${kb(r.app.rawBytes)} (${kb(r.app.gzipBytes)} gzip) in ${r.app.files.length} files`,
  );
  for (const f of r.app.files) console.log(`  ${f}`);
  console.log(`bare react-admin: ${kb(r.bare.rawBytes)} (${kb(r.bare.gzipBytes)} gzip)`);
  console.log(`ratio ${r.ratio.toFixed(2)}× (target ≤ 1.10×)`);
  const f = r.fetched;
  console.log(
    `fetched before sign-in (load of /, before the idle warm-up): ${f.app.files.length} JS files, ${kb(f.app.gzipBytes)} gzip; bare react-admin ${f.bare.files.length} files, ${kb(f.bare.gzipBytes)} gzip; ratio ${f.ratio.toFixed(2)}×`,
  );
  for (const file of f.app.files) console.log(`  ${file}`);
  console.log(
    `then, once idle: ${f.app.later.files.length} JS files, ${kb(f.app.later.gzipBytes)} gzip (the signed-in shell's warm-up)`,
  );
}
