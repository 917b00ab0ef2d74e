import { test, expect } from './fixtures';
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PASSWORD } from './helpers';

/**
 * One build serves any deployment: the same dist/ served from another origin, with a config.json
 * whose apiBaseUrl points at the API server, signs in and loads its data from there.
 */
const spaPort = Number(process.env.E2E_SPA_PORT);
const apiOrigin = `http://127.0.0.1:${process.env.E2E_PORT}`;
const dist = path.resolve('dist');
let server: Server;

const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.html': 'text/html',
};

test.beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ apiBaseUrl: apiOrigin, copyrightHolder: 'Other Origin Courier' }));
      return;
    }
    const file = path.join(dist, path.normalize(url.pathname));
    try {
      const body = await readFile(
        file.startsWith(dist) && path.extname(file) ? file : path.join(dist, 'index.html'),
      );
      res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'text/html' });
      res.end(body);
    } catch {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(await readFile(path.join(dist, 'index.html')));
    }
  });
  await new Promise<void>((resolve) => server.listen(spaPort, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('a build served elsewhere talks to the API named in config.json', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${apiOrigin}/`)) apiCalls.push(new URL(r.url()).pathname);
  });
  await page.goto(`http://127.0.0.1:${spaPort}/`);
  await page.getByLabel(/username/i).fill('manager');
  await page.getByLabel(/password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /login/i }).click();
  await expect(page.getByRole('navigation', { name: 'main menu' })).toBeVisible();
  await expect(
    page.getByText('© ' + new Date().getFullYear() + ' Other Origin Courier', { exact: false }),
  ).toBeVisible();
  await page.goto(`http://127.0.0.1:${spaPort}/samples/`);
  await expect(page.getByText('ALL samples')).toBeVisible();
  // a deep link (a full page load on /samples/) still reads config.json from the app's root
  await expect(page.getByText('Other Origin Courier', { exact: false })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(apiCalls).toContain('/rest-auth/');
  expect(apiCalls).toContain('/api/samples/');
});
