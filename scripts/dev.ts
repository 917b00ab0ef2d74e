/**
 * `npm run dev`: the API server (port 8000 unless PORT is set) and Vite with hot reload
 * (port 5173 unless VITE_PORT is set), which proxies the API paths to the server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/index.ts'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
