/**
 * The login page's JavaScript against a bare react-admin app built the same way, in the same run.
 * Both are built by vite (production, with a manifest) into temporary folders. The JavaScript a page loads
 * before sign-in is the entry chunk and every chunk it imports statically, plus the chunks the entry imports
 * dynamically at start (src/main.tsx always loads App after reading config.json) and their static imports.
 * Chunks imported dynamically from anywhere else (screens, layouts, the signed-in shell) are not counted.
 * Sizes are gzip (level 9, as a static server would send them).
 *
 * Run alone: `npx tsx scripts/bare-admin/measure.ts`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type InlineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The chunks loaded at start: the entry's static closure, and the static closure of the entry's dynamic imports. */
export function loginChunks(manifest: Manifest): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  for (const entry of entries) {
    visit(entry);
    for (const dynamic of manifest[entry].dynamicImports ?? []) visit(dynamic);
  }
  return [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
}

function measure(outDir: string): LoginJs {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = loginChunks(manifest);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const body = readFileSync(path.join(outDir, file));
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files, rawBytes, gzipBytes };
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
    return { app, bare, ratio: app.gzipBytes / bare.gzipBytes };
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
}
