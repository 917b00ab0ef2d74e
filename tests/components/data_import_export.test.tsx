import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import DataImportPage from '../../src/pages/data_import_export/DataImportPage';
import { parseSpreadsheet } from '../../src/pages/data_import_export/spreadsheet';
import { renderWithNotifications } from './helpers';
import { wire } from './wire';

vi.mock('../../src/pages/data_import_export/spreadsheet', () => ({ parseSpreadsheet: vi.fn() }));
const parse = vi.mocked(parseSpreadsheet);

beforeEach(() => {
  parse.mockReset();
});
afterEach(() => {
  vi.clearAllMocks();
});

function renderPage(customQuery = vi.fn()) {
  renderWithNotifications(<DataImportPage />, {
    dataProvider: { ...testDataProvider(), ...wire({ customQuery }) } as never,
  });
  return customQuery;
}

async function chooseType(name: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Import type' }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

function fileInput(): HTMLInputElement {
  return screen.getByTestId('import-file') as HTMLInputElement;
}

function upload(name: string, size = 100) {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  fireEvent.change(fileInput(), { target: { files: [file] } });
}

const importButton = () => screen.getByRole('button', { name: 'Import' });

const HUB_HEADER = ['no', 'hub', 'district', 'region'];

describe('Data import: upload rules', () => {
  it('accepts only Excel files for hubs and says so for another extension', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Data Import' });
    expect(fileInput()).toHaveAttribute('accept', '.xlsx,.xls');
    expect(importButton()).toBeDisabled();
    upload('hubs.csv');
    expect(await screen.findByText('Please upload an Excel file (.xlsx/.xls)')).toBeInTheDocument();
    upload('hubs.pdf');
    expect(await screen.findByText('Please upload an Excel file (.xlsx/.xls)')).toBeInTheDocument();
    expect(parse).not.toHaveBeenCalled();
    expect(importButton()).toBeDisabled();
  });

  it('refuses a barcodes file that is neither Excel nor PDF, and a file over 5 MB', async () => {
    renderPage();
    await chooseType('Barcodes');
    upload('codes.txt');
    expect(
      await screen.findByText('Please upload either an Excel file (.xlsx/.xls) or PDF file (.pdf)'),
    ).toBeInTheDocument();
    upload('codes.xlsx', 6 * 1024 * 1024);
    expect(
      await screen.findByText('The file is larger than 5 MB. Please split it into smaller files.'),
    ).toBeInTheDocument();
    expect(parse).not.toHaveBeenCalled();
  });

  it('says a header-only file must have a data row, and keeps Import disabled', async () => {
    parse.mockResolvedValue([HUB_HEADER]);
    renderPage();
    await screen.findByRole('heading', { name: 'Data Import' });
    upload('hubs.xlsx');
    expect(
      await screen.findByText('Excel file must contain at least a header row and one data row'),
    ).toBeInTheDocument();
    expect(importButton()).toBeDisabled();
    expect(screen.queryByRole('table', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it('shows the parse error for a file the parser cannot read', async () => {
    parse.mockRejectedValue(new Error('zip'));
    renderPage();
    await screen.findByRole('heading', { name: 'Data Import' });
    upload('hubs.xls');
    expect(
      await screen.findByText('Error parsing Excel file. Please check the file format.'),
    ).toBeInTheDocument();
    expect(importButton()).toBeDisabled();
  });
});

describe('Data import: preview, import and results', () => {
  it('previews the first 10 good rows with the count, lists skipped rows, imports and shows each row', async () => {
    const data = Array.from({ length: 12 }, (_, i) => [i + 1, `Hub ${i + 1}`, 'Kampala', 'Central']);
    data.splice(2, 0, [99, 'No District Hub', '', 'Central']);
    parse.mockResolvedValue([HUB_HEADER, ...data]);
    const customQuery = renderPage(
      vi.fn(async () => ({
        success: false,
        message: 'Import failed: 1 row(s) have errors',
        details: [
          { row: 2, value: 'Hub 1', status: 'error', message: "District 'Kampala' does not exist" },
          { row: 3, value: 'Hub 2', status: 'skipped', message: 'Not imported: other rows have errors' },
        ],
      })),
    );
    await screen.findByRole('heading', { name: 'Data Import' });
    upload('hubs.xlsx');
    const preview = await screen.findByRole('table', { name: 'Preview' });
    expect(screen.getByText('Showing the first 10 of 12 rows')).toBeInTheDocument();
    expect(within(preview).getAllByRole('row')).toHaveLength(11);
    expect(within(preview).getByText('Hub 1')).toBeInTheDocument();
    expect(within(preview).queryByText('Hub 11')).not.toBeInTheDocument();
    expect(screen.getByText('Skipped rows (1)')).toBeInTheDocument();
    expect(screen.getByText('Row 4: District is required')).toBeInTheDocument();

    expect(importButton()).toBeEnabled();
    fireEvent.click(importButton());
    await waitFor(() => expect(customQuery).toHaveBeenCalledTimes(1));
    const [name, body, options] = customQuery.mock.calls[0] as unknown as [
      string,
      { import_type: string; data: string },
      { json: boolean } | undefined,
    ];
    expect(name).toBe('import_data');
    // multipart, as administration 7 writes it (only the patient POST and the audit calls are JSON)
    expect(options).toBeUndefined();
    expect(body.import_type).toBe('hubs');
    const sent = JSON.parse(body.data) as { hub: string; row: number }[];
    expect(sent).toHaveLength(12);
    expect(sent[0]).toEqual({ row: 2, no: '1', hub: 'Hub 1', district: 'Kampala', region: 'Central' });

    const results = await screen.findByRole('table', { name: 'Import Results' });
    expect(screen.getAllByText('Import failed: 1 row(s) have errors').length).toBeGreaterThan(0);
    const lines = within(results).getAllByRole('row');
    expect(within(lines[1]).getByText('Hub 1')).toBeInTheDocument();
    expect(within(lines[1]).getByText('Error')).toBeInTheDocument();
    expect(within(lines[1]).getByText("District 'Kampala' does not exist")).toBeInTheDocument();
    expect(within(lines[2]).getByText('Not imported')).toBeInTheDocument();
  });

  it('numbers the skipped rows as the spreadsheet does and says why a phone or a date cannot be read', async () => {
    // the real reader over a real .xlsx with blank rows, a phone typed as a number and a date in a text column
    const actual = await vi.importActual<typeof import('../../src/pages/data_import_export/spreadsheet')>(
      '../../src/pages/data_import_export/spreadsheet',
    );
    parse.mockImplementation(actual.parseSpreadsheet);
    const XLSX = await import('@e965/xlsx');
    const sheet = XLSX.utils.aoa_to_sheet([
      ['healthcenter', 'hub', 'contactpersonname', 'contactpersonphone', 'lat', 'lng'],
      ['Kawempe', 'Kampala Hub', 'Jane', { t: 'n', v: 772200002, z: '0000000000' }, 0.3, 32.5],
      [],
      ['Mulago', 'Kampala Hub', 'Ann', 772200002, '', ''],
      [],
      ['Odd', 'Kampala Hub', '', '', 'abc', ''],
      ['Naguru', 'Kampala Hub', { t: 'n', v: 45325, z: 'dd/mm/yyyy' }, '', '', ''],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
    const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    renderPage();
    await screen.findByRole('heading', { name: 'Data Import' });
    await chooseType('Health centres');
    const file = new File([bytes], 'centres.xlsx');
    // jsdom's File has no arrayBuffer(): the browser's, over the same bytes
    Object.defineProperty(file, 'arrayBuffer', { value: async () => bytes });
    fireEvent.change(fileInput(), { target: { files: [file] } });
    const preview = await screen.findByRole('table', { name: 'Preview' });
    expect(within(preview).getByText('0772200002')).toBeInTheDocument();
    expect(screen.getByText('Skipped rows (3)')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Row 4: Contact person phone was typed as a number, so a leading 0 may be lost: format the column as Text and type it again',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Row 6: Latitude is not a number')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Row 7: Contact person name is a date in the spreadsheet, not text: format the column as Text and type it again',
      ),
    ).toBeInTheDocument();
  });

  it('reads barcodes from a PDF through the server and previews them', async () => {
    const customQuery = vi.fn(async (name: string) =>
      name === 'extract_pdf_barcodes'
        ? { success: true, message: 'Found 2 barcode(s) in the PDF.', barcodes: ['12345678', '87654321'] }
        : { success: true, message: 'Imported 2 barcodes (0 duplicates skipped)', details: [] },
    );
    renderPage(customQuery);
    await chooseType('Barcodes');
    fireEvent.click(screen.getByRole('button', { name: 'PDF file' }));
    expect(fileInput().getAttribute('accept')).toContain('.pdf');
    upload('codes.pdf');
    const preview = await screen.findByRole('table', { name: 'Preview' });
    expect(within(preview).getByText('87654321')).toBeInTheDocument();
    expect(within(preview).getAllByText('single_entry')).toHaveLength(2);
    const [name, body] = customQuery.mock.calls[0] as unknown as [
      string,
      { barcode_type: string; pdf_file: File },
    ];
    expect(name).toBe('extract_pdf_barcodes');
    expect(body.barcode_type).toBe('single_entry');
    expect(body.pdf_file).toBeInstanceOf(File);
    expect(body.pdf_file.name).toBe('codes.pdf');
    fireEvent.click(importButton());
    expect(await screen.findAllByText('Imported 2 barcodes (0 duplicates skipped)')).not.toHaveLength(0);
  });

  it('shows the server message when the PDF holds no barcodes', async () => {
    renderPage(
      vi.fn(async () => ({ success: false, message: 'No barcodes found in the PDF.', barcodes: [] })),
    );
    await chooseType('Barcodes');
    fireEvent.click(screen.getByRole('button', { name: 'PDF file' }));
    upload('codes.pdf');
    expect(await screen.findByText('No barcodes found in the PDF.')).toBeInTheDocument();
    expect(importButton()).toBeDisabled();
  });
});

describe('Manual Barcode Entry', () => {
  it('shows only for barcodes, requires a value and posts it trimmed as a manual entry', async () => {
    const customQuery = renderPage(
      vi.fn(async () => ({
        success: true,
        message: 'Barcode ABC-123456 created successfully',
        details: [{ row: 1, value: 'ABC-123456', status: 'created', message: 'Created' }],
      })),
    );
    await screen.findByRole('heading', { name: 'Data Import' });
    expect(screen.queryByText('Manual Barcode Entry')).not.toBeInTheDocument();
    await chooseType('Barcodes');
    expect(screen.getByText('Manual Barcode Entry')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Barcode' });
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Barcode' }));
    expect(await screen.findByText('Please enter a barcode value')).toBeInTheDocument();
    expect(customQuery).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '  ABC-123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Barcode' }));
    await waitFor(() => expect(customQuery).toHaveBeenCalledTimes(1));
    expect(customQuery).toHaveBeenCalledWith('import_data', {
      import_type: 'barcodes',
      data: JSON.stringify([{ barcode: 'ABC-123456', type: 'single_entry' }]),
      is_manual_entry: true,
    });
    const results = await screen.findByRole('table', { name: 'Import Results' });
    expect(within(results).getByText('ABC-123456')).toBeInTheDocument();
    expect(within(results).getAllByText('Created')).toHaveLength(2);
  });

  it('says the barcode could not be created when the call fails', async () => {
    renderPage(
      vi.fn(async () => {
        throw new Error('boom');
      }),
    );
    await chooseType('Barcodes');
    fireEvent.change(screen.getByRole('textbox', { name: 'Barcode' }), { target: { value: 'X-999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Barcode' }));
    expect(await screen.findByText('Failed to create barcode. Please try again.')).toBeInTheDocument();
  });
});
