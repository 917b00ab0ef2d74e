/**
 * `npm run bench:ui`: the deliveries screen at national scale, in a real browser, against its targets.
 * Seeds the bench data set (as `npm run bench` does, same folder) when the folder is empty, serves the
 * built SPA from an in-process reference server, opens /deliveries/ in the system Chromium for the last
 * two weeks (~70,000 rows with the bench data seeded today), then times, on the server-paged path: the first
 * page, a tab change, a filter change, a barcode search to the results modal, the Excel export of every row
 * of the tab (pages of 500 with progress); then the full-report fallback's first page (the paging fields
 * stripped from the request with page.route, so the server answers the documented full report).
 * BENCH_DATABASE_URL runs it on a PostgreSQL of this machine, as for npm run bench.
 * Prints each measure against its target and exits 1 when one is missed. BENCH_UI_STEPS=paged stops after the
 * barcode search (the server-paged measures only), BENCH_UI_STEPS=fallback measures the fallback only;
 * BENCH_UI_TRACE=1 lists the requests of the first page's load and of the fallback's (asked, first and last byte).
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type Page } from '@playwright/test';
import { openDatabase } from '../server/db/client';
import { buildApp } from '../server/app';
import { isDatabaseEmpty, seedBench } from '../server/seed';
import { ensureBuild } from './ensure-build';
import { CHROMIUM_ARGS, findChromium } from './chromium';

const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'courier-bench-db');
const password = process.env.DEMO_PASSWORD ?? 'demo1234';

ensureBuild();
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
if (databaseUrl && !['127.0.0.1', 'localhost'].includes(new URL(databaseUrl).hostname)) {
  console.error('BENCH_DATABASE_URL must name a PostgreSQL on this machine (127.0.0.1 or localhost)');
  process.exit(2);
}
const database = await openDatabase({ dataDir, databaseUrl });
if (await isDatabaseEmpty(database.db)) {
  console.log(`Seeding the bench data into ${dataDir} …`);
  await seedBench(database.db, { log: (m) => console.log(`  ${m}`) });
}
const app = await buildApp({ database, simulate: false, staticDir: path.resolve('dist') });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
// BENCH_UI_SERVICE_WORKERS=block measures the screen without the app's service worker (src/pwa/)
const serviceWorkers = process.env.BENCH_UI_SERVICE_WORKERS === 'block' ? 'block' : 'allow';
const page = await browser.newPage({
  viewport: { width: 1366, height: 860 },
  acceptDownloads: true,
  serviceWorkers,
});
const results: { name: string; ms: number; target: number; note?: string }[] = [];
const measure = (name: string, ms: number, target: number, note?: string) => {
  results.push({ name, ms, target, note });
  console.log(`  ${name}: ${ms.toFixed(0)} ms${note ? ` (${note})` : ''}`);
};

/** Collects the main thread's long tasks (≥ 50 ms) from now on; returns the longest since the last call. */
async function longestTaskSince(p: Page): Promise<number> {
  return p.evaluate(() => {
    const w = window as unknown as { __tasks?: number[] };
    const longest = Math.max(0, ...(w.__tasks ?? []));
    w.__tasks = [];
    return longest;
  });
}

/**
 * Every request of the page's load (browser clock, ms from its start): when it was asked for, its first and last
 * byte, its size; then when the page was shown.
 */
async function printRequests(p: Page): Promise<void> {
  const timings = (await p.evaluate(`performance.getEntriesByType('resource').map((e) =>
    [e.name.replace(location.origin, '').slice(0, 70), Math.round(e.startTime), Math.round(e.responseStart),
     Math.round(e.responseEnd), e.transferSize])`)) as [string, number, number, number, number][];
  const at = (ms: number) => String(ms).padStart(6);
  for (const [name, start, first, end, bytes] of timings)
    console.log(`    ${at(start)} ${at(first)} ${at(end)} ms ${String(bytes).padStart(8)} B ${name}`);
  console.log(`    page shown by ${String(await p.evaluate('Math.round(performance.now())'))} ms`);
}

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const today = new Date();
const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 13);

/** The paging protocol's optional fields: stripped from the report call to stand for the existing backend. */
const PAGING_FIELDS = ['page', 'page_size', 'ordering', 'filters', 'tab', 'barcode_search'];

/** A multipart body without the named parts (same boundary). */
function withoutParts(body: Buffer, contentType: string, names: string[]): Buffer {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!boundary) return body;
  const sep = `--${boundary[1] ?? boundary[2]}`;
  const text = body.toString('latin1');
  const parts = text.split(sep);
  const kept = parts.filter((part) => {
    const name = /name="([^"]+)"/.exec(part)?.[1];
    return !name || !names.includes(name);
  });
  return Buffer.from(kept.join(sep), 'latin1');
}

class StopSteps extends Error {}

const filterFor = (f: Record<string, unknown>) => encodeURIComponent(JSON.stringify(f));
const range = { dateone: iso(from), datetwo: iso(today) };
const singleTab = page.getByRole('tab', { name: /^Tracking as single \(\d+\)$/ });
const batchTab = page.getByRole('tab', { name: /^Tracking in batch\/package \(\d+\)$/ });
const count = (label: string | null) => Number(/\((\d+)\)/.exec(label ?? '')?.[1] ?? 0);
const firstRowText = async () => (await page.locator('tbody tr').first().textContent()) ?? '';
const firstRowChanges = (before: string) =>
  page.waitForFunction((text) => document.querySelector('tbody tr')?.textContent !== text, before, {
    timeout: 60_000,
  });

try {
  await page.addInitScript(() => {
    const w = window as unknown as { __tasks: number[] };
    w.__tasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__tasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${address}/`);
  await page.getByLabel(/username/i).fill('admin');
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /login/i }).click();
  await page.getByRole('button', { name: /login/i }).waitFor({ state: 'detached' });

  // BENCH_UI_STEPS=fallback measures the full-report fallback only
  const fallbackOnly = process.env.BENCH_UI_STEPS === 'fallback';
  let t0 = performance.now();
  if (!fallbackOnly) {
    // 1. the two-week report, server paged: the first page and the tab counts appear
    await page.goto(`${address}/deliveries/?filter=${filterFor({ ...range, tracking: 'single' })}`);
    await singleTab.waitFor({ timeout: 120_000 });
    await page.locator('tbody tr').first().waitFor({ timeout: 120_000 });
    const rows = count(await singleTab.textContent()) + count(await batchTab.textContent());
    measure('server paged: first page of two weeks', performance.now() - t0, 1500, `${rows} rows`);
    // what the first page waited for
    if (process.env.BENCH_UI_TRACE === '1') await printRequests(page);

    // 2. a tab change and a filter change
    let before = await firstRowText();
    t0 = performance.now();
    await batchTab.click();
    await firstRowChanges(before);
    measure('server paged: tab change', performance.now() - t0, 500);
    await singleTab.click();
    await page.waitForTimeout(1000);
    // the agent filter is folded behind 'More filters'
    const more = page.getByRole('button', { name: 'More filters' });
    if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
    const agent = page.getByRole('searchbox', { name: 'Agent' });
    before = await firstRowText();
    await agent.fill('mar');
    // the filter applies TEXT_FILTER_DELAY (400 ms) after the last key: timed from then
    await page.waitForTimeout(400);
    t0 = performance.now();
    await firstRowChanges(before);
    measure('server paged: filter change (after the 400 ms debounce)', performance.now() - t0, 500);
    await agent.fill('');
    await page.waitForTimeout(1500);

    // 3. barcode search to the results modal
    const box = page.getByRole('textbox', { name: 'Barcode' });
    const dialog = page.getByRole('dialog', { name: /Barcode search results/ });
    for (const [name, query] of [
      ['server paged: barcode search, 6 digits', '535243'],
      ['server paged: barcode search, substring "12"', '12'],
    ] as const) {
      await box.fill(query);
      // when the server's first page of matching rows arrived (the modal opens on it)
      const firstAnswer = page
        .waitForResponse(
          (r) =>
            r.url().includes('/customqueries/getumoja_deliveriesreport') &&
            (r.request().postDataBuffer()?.toString('latin1') ?? '').includes('barcode_search'),
          { timeout: 60_000 },
        )
        .then(
          () => performance.now(),
          () => NaN,
        );
      // timed in the browser too (Enter to the modal in the page): the in-process server's page requests hold
      // this process's event loop, which delays what Playwright sees
      // (a script string: tsx's helpers do not exist in the page)
      await page.evaluate(`(() => {
      window.__enterAt = undefined;
      window.__dialogAt = undefined;
      document.addEventListener('keydown', (e) => {
        if (e.key === 'Enter' && window.__enterAt === undefined) window.__enterAt = performance.now();
      }, { capture: true, once: true });
      const observer = new MutationObserver(() => {
        const d = document.querySelector('[role="dialog"]');
        if (window.__dialogAt === undefined && d && /Barcode search results/.test(d.textContent || '')) {
          window.__dialogAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    })()`);
      t0 = performance.now();
      await box.press('Enter');
      await dialog.waitFor({ timeout: 60_000 });
      const shown = performance.now();
      const inPage = Number(await page.evaluate('window.__dialogAt - window.__enterAt'));
      measure(
        name,
        inPage,
        300,
        `in the page; ${(shown - t0).toFixed(0)} ms as Playwright saw it; first server answer after ${((await firstAnswer) - t0).toFixed(0)} ms`,
      );
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }

    // BENCH_UI_STEPS=paged stops after the barcode search (no Excel, no fallback)
    if (process.env.BENCH_UI_STEPS === 'paged') throw new StopSteps();

    // 4. Excel of every row of the single tab, loaded in pages of 500 with progress
    const download = page.waitForEvent('download', { timeout: 300_000 });
    // a step below that fails closes the browser: its own error is the one to report, not this wait's
    download.catch(() => undefined);
    t0 = performance.now();
    const open = await page.locator('[role="dialog"]').allTextContents();
    if (open.length)
      console.log(
        '    DIALOG OPEN before Excel:',
        open.map((t) => t.slice(0, 200)),
      );
    await page.getByRole('button', { name: 'Excel' }).click();
    const progress = await page
      .getByText(/Loading rows [\d,]+ of [\d,]+/)
      .first()
      .waitFor({ timeout: 20_000 })
      .then(() => 'progress shown')
      .catch(() => 'NO progress seen');
    // the 'Loading rows' note goes when every row is in: the rest is writing the file
    await page
      .getByText(/Loading rows [\d,]+ of [\d,]+/)
      .first()
      .waitFor({ state: 'detached', timeout: 300_000 })
      .catch(() => undefined);
    const loadedAt = performance.now() - t0;
    await download;
    const excelMs = performance.now() - t0;
    measure(
      'server paged: Excel of the single tab',
      excelMs,
      10_000,
      `${progress}; rows in after ${loadedAt.toFixed(0)} ms, file ${(excelMs - loadedAt).toFixed(0)} ms later`,
    );
    measure('longest main-thread task during the Excel export', await longestTaskSince(page), 1000);
  }
  // 5. the full-report fallback (the existing backend's shape): the paging fields are stripped
  await page.route('**/customqueries/getumoja_deliveriesreport', async (route) => {
    const request = route.request();
    const body = request.postDataBuffer();
    const type = (await request.allHeaders())['content-type'] ?? '';
    if (!body) return route.continue();
    return route.continue({ postData: withoutParts(body, type, PAGING_FIELDS) });
  });
  await page.goto(`${address}/`);
  t0 = performance.now();
  await page.goto(`${address}/deliveries/?filter=${filterFor({ ...range, tracking: 'single' })}`);
  await singleTab.waitFor({ timeout: 180_000 });
  await page.locator('tbody tr').first().waitFor({ timeout: 180_000 });
  measure('fallback (full report): first page of two weeks', performance.now() - t0, 4000);
  if (process.env.BENCH_UI_TRACE === '1') await printRequests(page);
  await page.unroute('**/customqueries/getumoja_deliveriesreport');
} catch (error) {
  if (!(error instanceof StopSteps)) throw error;
} finally {
  await browser.close();
  await app.close();
  await database.close();
}

const missed = results.filter((r) => r.ms > r.target || r.note === 'NO progress seen');
console.log(`\n${'measure'.padEnd(50)} ${'ms'.padStart(8)} ${'target'.padStart(8)}`);
for (const r of results)
  console.log(
    `${r.name.padEnd(50)} ${r.ms.toFixed(0).padStart(8)} ${String(r.target).padStart(8)} ${missed.includes(r) ? 'MISSED' : 'ok'}`,
  );
process.exit(missed.length ? 1 : 0);
