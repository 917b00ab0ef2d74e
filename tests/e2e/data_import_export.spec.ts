import { test, expect, type APIRequestContext } from './fixtures';
import * as XLSX from '@e965/xlsx';
import { apiToken, signInAndWait } from './helpers';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An .xlsx file (written with the `xlsx` writer, which is not affected by its parser advisories). */
function workbook(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}

/** A district of the demo data that has a region, with that region's name. */
async function districtWithRegion(request: APIRequestContext): Promise<{ district: string; region: string }> {
  const headers = { Authorization: `Token ${await apiToken(request, 'manager')}` };
  const rowsOf = (b: unknown) => (Array.isArray(b) ? b : (b as { results: unknown[] }).results);
  const districts = rowsOf(await (await request.get('/api/districts/', { headers })).json()) as {
    district_name: string;
    region: number | null;
  }[];
  const regions = rowsOf(await (await request.get('/api/regions/', { headers })).json()) as {
    id: number;
    name: string;
  }[];
  for (const d of districts) {
    const region = regions.find((r) => r.id === d.region);
    if (region) return { district: d.district_name, region: region.name };
  }
  throw new Error('the demo data has no district with a region');
}

test('a manager imports a hubs file and sees every row created', async ({ page, request }) => {
  const { district, region } = await districtWithRegion(request);
  const stamp = Date.now().toString(36);
  const hubs = [`E2E Import Hub A ${stamp}`, `E2E Import Hub B ${stamp}`];

  await signInAndWait(page, 'manager');
  await page.goto('/data_import_export/');
  await expect(page.getByRole('heading', { name: 'Data Import', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  await page.getByTestId('import-file').setInputFiles({
    name: 'hubs.xlsx',
    mimeType: XLSX_MIME,
    buffer: workbook([
      ['no', 'hub', 'district', 'region'],
      [1, hubs[0], district, region],
      [2, hubs[1], district.toUpperCase(), region],
    ]),
  });
  const preview = page.getByRole('table', { name: 'Preview' });
  await expect(preview.getByRole('cell', { name: hubs[0] })).toBeVisible();
  await expect(page.getByText('Showing the first 2 of 2 rows')).toBeVisible();

  const answer = page.waitForResponse((r) => r.url().includes('/customqueries/import_data'));
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  expect((await answer).status()).toBe(200);
  const results = page.getByRole('table', { name: 'Import Results' });
  await expect(page.getByText('Imported 2 hubs (0 duplicates skipped)').first()).toBeVisible();
  for (const hub of hubs) {
    const row = results.getByRole('row').filter({ hasText: hub });
    await expect(row.getByText('Created', { exact: true }).first()).toBeVisible();
  }

  // the hubs exist now; importing the same file again skips them as duplicates
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported 0 hubs (2 duplicates skipped)').first()).toBeVisible();
  await expect(results.getByText('Duplicate', { exact: true })).toHaveCount(2);
});

test('a barcodes file with a bad row: the row is listed as skipped, the good ones are imported', async ({
  page,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const good = [`E2E-${stamp}-1`, `E2E-${stamp}-2`];

  await signInAndWait(page, 'manager');
  await page.goto('/data_import_export/');
  await page.getByRole('combobox', { name: 'Import type' }).click();
  await page.getByRole('option', { name: 'Barcodes' }).click();
  await expect(page.getByText('Manual Barcode Entry')).toBeVisible();

  // a wrong file type first
  await page.getByTestId('import-file').setInputFiles({
    name: 'codes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('12345678'),
  });
  await expect(
    page.getByText('Please upload either an Excel file (.xlsx/.xls) or PDF file (.pdf)'),
  ).toBeVisible();

  await page.getByTestId('import-file').setInputFiles({
    name: 'codes.xlsx',
    mimeType: XLSX_MIME,
    buffer: workbook([
      ['barcode', 'type'],
      [good[0], 'single_entry'],
      [`E2E-${stamp}-BAD`, 'crate'],
      [good[1], 'Package'],
    ]),
  });
  await expect(page.getByText('Skipped rows (1)')).toBeVisible();
  await expect(page.getByText('Row 3: Type must be single_entry, batch_entry or package')).toBeVisible();
  await expect(page.getByText('Showing the first 2 of 2 rows')).toBeVisible();

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported 2 barcodes (0 duplicates skipped)').first()).toBeVisible();
  const results = page.getByRole('table', { name: 'Import Results' });
  for (const code of good)
    await expect(results.getByRole('row').filter({ hasText: code })).toContainText('Created');

  // the manual card refuses a blank value, then says an existing code exists
  await page.getByRole('button', { name: 'Create Barcode' }).click();
  await expect(page.getByText('Please enter a barcode value')).toBeVisible();
  await page.getByRole('textbox', { name: 'Barcode' }).fill(`  ${good[0]} `);
  await page.getByRole('button', { name: 'Create Barcode' }).click();
  await expect(page.getByText(`Barcode ${good[0]} already exists`).first()).toBeVisible();
});
