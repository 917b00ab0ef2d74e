import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_TARGET ?? `http://127.0.0.1:${process.env.PORT ?? 8000}`;
const proxied = ['/api', '/rest-auth', '/customqueries', '/current_user_profile', '/ws'];

export default defineConfig({
  plugins: [react()],
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
