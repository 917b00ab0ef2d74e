/**
 * Print views fit A4: every list of the admin shell with a Print button (derived from the
 * screen registry, so a new list cannot skip it) is printed to PDF with Chromium's A4 and the CSS page size of
 * the print view. Every printed column's header and the last column's values of the first rows must be on the
 * page, inside its width (a wide table in landscape, its cells wrapped), and a print of more than one page
 * repeats the header row on page 2. The deliveries list prints only the columns the column chooser shows.
 */
import { test, expect, type Page } from './fixtures';
import { openPrintWindow, signInAndWait } from './helpers';
import { ADMIN_ROUTES } from '../../src/screens';

/** The routes a user opens from the menu (no record id in them); '/' is the dashboard. */
const listable = ADMIN_ROUTES.filter((r) => !r.includes(':') && r !== '/');

/**
 * Lists that have a Print button and rows in the demo data: the walk waits for their Print button (under load it
 * shows after the network is idle) and fails if one of them is not printed.
 */
const MUST_PRINT = [
  '/deliveries/',
  '/orders/',
  '/pending_pickups/',
  '/facility_visits/',
  '/deliveryagents/',
  '/healthcenters/',
  '/collectionhubs/',
  '/samples/',
  '/supplies/',
  '/hub_deliveries/',
];

interface PdfPage {
  width: number;
  height: number;
  items: { str: string; x: number; width: number }[];
}

/** The text items of the first `max` pages of a PDF, with their x and width, and the page count. */
async function pdfPages(data: Buffer, max = 2): Promise<{ count: number; pages: PdfPage[] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    const pages: PdfPage[] = [];
    for (let p = 1; p <= Math.min(doc.numPages, max); p++) {
      const page = await doc.getPage(p);
      const content = await page.getTextContent();
      const items = content.items.flatMap((item) =>
        'str' in item && item.str.trim()
          ? [{ str: item.str, x: item.transform[4] as number, width: item.width }]
          : [],
      );
      const { width, height } = page.getViewport({ scale: 1 });
      pages.push({ width, height, items });
      page.cleanup();
    }
    return { count: doc.numPages, pages };
  } finally {
    await task.destroy();
  }
}

const squeeze = (s: string) => s.replace(/\s+/g, '');

/** The page's text, without white space (a wrapped cell's lines come one after the other). */
const pageText = (page: PdfPage) => squeeze(page.items.map((i) => i.str).join(''));

/** Clicks Print and returns the print window with what it shows: headers and the first rows' last cells. */
async function openPrint(page: Page) {
  const popup = await openPrintWindow(page, page.getByRole('button', { name: 'Print', exact: true }), {
    timeout: 30_000,
  });
  const headers = await popup.locator('thead th').allTextContents();
  const lastCells = await popup
    .locator('tbody tr')
    .evaluateAll((trs) => trs.slice(0, 3).map((tr) => tr.lastElementChild?.textContent ?? ''));
  return { popup, headers: headers.map((h) => h.trim()), lastCells };
}

async function expectFitsA4(route: string, print: Awaited<ReturnType<typeof openPrint>>) {
  const { popup, headers, lastCells } = print;
  const pdf = await popup.pdf({ format: 'A4', preferCSSPageSize: true });
  const { count, pages } = await pdfPages(pdf);
  const [first, second] = pages;
  const text = pageText(first);
  // a table of more than 8 columns (with its '#') does not fit A4 portrait: it is printed in landscape
  if (headers.length > 8)
    expect(first.width, `${route}: ${headers.length} columns printed in landscape`).toBeGreaterThan(
      first.height,
    );
  for (const header of headers)
    expect(text, `${route}: the header '${header}' is printed on page 1`).toContain(squeeze(header));
  for (const cell of lastCells.filter((c) => c.trim()))
    expect(text, `${route}: the last column's '${cell}' is printed on page 1`).toContain(squeeze(cell));
  for (const page of pages)
    for (const item of page.items)
      expect(
        item.x + item.width,
        `${route}: '${item.str}' ends within the page (${page.width.toFixed(0)} pt wide)`,
      ).toBeLessThanOrEqual(page.width + 0.5);
  if (count > 1 && headers.length) {
    const text2 = pageText(second);
    for (const header of headers)
      expect(text2, `${route}: the header '${header}' is repeated on page 2`).toContain(squeeze(header));
  }
  await popup.close();
  return count;
}

test('every print view fits A4: all its columns on the page, the header row on every page', async ({
  page,
}) => {
  test.setTimeout(10 * 60_000);
  await signInAndWait(page, 'manager');
  const printed: string[] = [];
  let multiPage = 0;
  for (const route of listable) {
    await page.goto(route);
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    const button = page.getByRole('button', { name: 'Print', exact: true });
    // a list that must print is given the time to show its toolbar (under load it comes after the network is idle)
    if (MUST_PRINT.includes(route)) await expect(button.first(), `${route} has a Print button`).toBeVisible();
    if (
      !(await button
        .first()
        .isVisible()
        .catch(() => false))
    )
      continue;
    // a list's rows load before its Print is useful; an empty list prints nothing ('No data to print')
    const hasRows = await page
      .locator('tbody tr')
      .first()
      .waitFor({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (!hasRows) continue;
    const started = Date.now();
    const print = await openPrint(page);
    const pages = await expectFitsA4(route, print);
    if (pages > 1) multiPage += 1;
    printed.push(route);
    console.log(`${route}: ${pages} page(s) in ${Date.now() - started} ms`);
  }
  for (const route of MUST_PRINT) expect(printed, `${route} has a Print button`).toContain(route);
  expect(multiPage, 'at least one print runs over more than one page').toBeGreaterThan(0);
});

test.describe('at 1440 px, where the deliveries show their agent column by default', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test('deliveries print only the columns the column chooser shows, the last four included', async ({
    page,
  }) => {
    test.setTimeout(3 * 60_000);
    await signInAndWait(page, 'manager');
    await page.goto('/deliveries/');
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Columns' }).click();
    const option = page.getByRole('option', { name: 'Agent', exact: true });
    await option.locator('input').click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('columnheader', { name: 'Agent', exact: true })).toHaveCount(0);

    const print = await openPrint(page);
    expect(print.headers).not.toContain('Agent');
    for (const header of ['Received', 'Received by', 'Time of receiving', 'Receiver note'])
      expect(print.headers).toContain(header);
    await expectFitsA4('/deliveries/', print);
  });
});
