import { defineConfig, type Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rollup';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { NAVIGATE_FALLBACK_DENYLIST } from './src/pwa/serverPaths';

const apiTarget = process.env.API_TARGET ?? `http://127.0.0.1:${process.env.PORT ?? 8000}`;
const proxied = ['/api', '/rest-auth', '/customqueries', '/current_user_profile', '/ws', '/fhir'];

/** The modules of the signed-in shell that a visitor's first page after sign-in needs (src/startup.ts). */
const SHELL_MODULES = [
  'src/App.tsx',
  'src/AppShell.tsx',
  'src/layout/ShellLayout.tsx',
  'src/pages/dashboard/ShellDashboard.tsx',
];

/**
 * Lists the files of the signed-in shell (those modules' chunks, the chunks they import statically and their CSS)
 * in index.html as `<meta name="courier-shell-files">`, so the sign-in form can have the browser fetch them into its
 * cache once idle (src/signedOut.tsx) without running any of them. The entry's own files are left out.
 */
function shellFilesMeta(): Plugin {
  let base = '/';
  return {
    name: 'courier-shell-files',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle: OutputBundle | undefined = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (starts: OutputChunk[]) => {
          const seen = new Set<string>();
          const visit = (c: OutputChunk | undefined) => {
            if (!c || seen.has(c.fileName)) return;
            seen.add(c.fileName);
            for (const dep of c.imports) visit(byFile.get(dep));
          };
          starts.forEach(visit);
          return seen;
        };
        const entry = closure(chunks.filter((c) => c.isEntry));
        const shell = closure(
          chunks.filter((c) => SHELL_MODULES.some((m) => c.facadeModuleId?.endsWith(`/${m}`))),
        );
        const files: string[] = [];
        for (const file of shell) {
          if (entry.has(file)) continue;
          files.push(base + file);
          for (const css of byFile.get(file)?.viteMetadata?.importedCss ?? []) files.push(base + css);
        }
        return [
          { tag: 'meta', attrs: { name: 'courier-shell-files', content: files.join(' ') }, injectTo: 'head' },
        ];
      },
    },
  };
}

/** The primary colour of the app's theme (src/layout/theme.ts), for the installed app's title bar. */
const THEME_COLOR = '#0b5cad';

/**
 * The installable app (issue 35): a web app manifest and a Workbox service worker that precaches every file of the
 * build the app can load, lazily or not (every JS and CSS chunk, fonts, icons, and the offline map outlines, which
 * OfflineBaseLayer and districtIndex fetch as built files under assets/), so a device that opened the app online
 * once opens it without a network. Every SPA address is answered with index.html from the cache; the server's own
 * paths never are (src/pwa/serverPaths.ts). config.json is read from the network first (a short wait) and from the
 * cache offline. No API answer is cached here: the offline hub data lives in IndexedDB, per user (src/offline/).
 * How a new build is taken up without mixing old and new files: src/pwa/register.ts (registered by src/main.tsx,
 * so no script is injected into index.html: the CSP allows none inline).
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg'],
  manifest: {
    name: 'Sample Courier',
    short_name: 'Courier',
    description: 'Sample courier back-office',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fafafa',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,ico,woff,woff2,webmanifest}', 'assets/**/*.json'],
    // read at every start from the network first (below), never from the precache
    globIgnores: ['config.json'],
    // the country outlines and the largest chunks are over Workbox's 2 MiB default
    maximumFileSizeToCacheInBytes: 12 * 1024 * 1024,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: NAVIGATE_FALLBACK_DENYLIST,
    // a new worker waits until a start activates it (src/pwa/register.ts); the first one controls the page at once
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // the worker's own code inside sw.js: one file for the server to serve without caching
    inlineWorkboxRuntime: true,
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'courier-config',
          networkTimeoutSeconds: 3,
          expiration: { maxEntries: 1 },
        },
      },
    ],
  },
});

export default defineConfig({
  plugins: [react(), shellFilesMeta(), pwa],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: apiTarget, changeOrigin: true, ws: path === '/ws' }]),
    ),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // no manual chunk for react-admin: one chunk of every ra-* module any screen uses loaded all of them before
    // sign-in; rollup's own split keeps the login page to the react-admin code it renders (scripts/bare-admin)
  },
});
