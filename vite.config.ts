import { defineConfig, type Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rollup';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  plugins: [react(), shellFilesMeta()],
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
