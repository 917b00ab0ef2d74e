import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { BarcodeLabel } from '../../src/components/BarcodeLabel';
import { BarcodeList } from '../../src/resources/bar_codes/BarcodeList';
import { GenerateCodesPanel } from '../../src/resources/bar_codes/GenerateCodesPanel';
import type { SampleBarcode } from '../../src/resources/bar_codes/barcodes';
import { GREEN, ORANGE } from '../../src/components/statusColors';
import { DEMO, fakeAuthProvider, fakePrintWindow, renderWithAdmin, renderWithNotifications } from './helpers';
import { wire } from './wire';

const code = (id: number, bar_code: string, over: Partial<SampleBarcode> = {}): SampleBarcode => ({
  id,
  bar_code,
  bar_code_type: 'single_entry',
  status: 'active',
  date: '2024-05-06T08:30:00.000Z',
  repackaged: false,
  reason_for_repackage: null,
  created_by: 'manager',
  ...over,
});

const ROWS = [
  code(1, '1234567890'),
  code(2, '2234567890', { status: 'used', bar_code_type: 'batch_entry' }),
  code(3, '32345678', { bar_code_type: 'package' }),
];

interface ListParams {
  filter: Record<string, unknown>;
  pagination: { page: number; perPage: number };
  sort: { field: string; order: string };
}

/** A getList over ROWS-like data: the list rows, and `active[type]` codes for the bulk print fetch. */
function listProvider(active: Partial<Record<string, SampleBarcode[]>> = {}, fail = false) {
  return vi.fn(async (_resource: string, params: ListParams) => {
    const { filter } = params;
    if (filter.status === 'active' && typeof filter.bar_code_type === 'string') {
      if (fail) throw new Error('boom');
      const rows = active[filter.bar_code_type] ?? [];
      return { data: rows.slice(0, params.pagination.perPage), total: rows.length };
    }
    return { data: ROWS, total: ROWS.length };
  });
}

let alertSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  // jsdom has no canvas: jsbarcode measures the text under the bars with one
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ font: '', measureText: (text: string) => ({ width: text.length * 9 }) }) as never,
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function chooseOption(label: RegExp, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Generate New Codes', () => {
  async function openForm(permissions = DEMO.manager, customQuery = vi.fn()) {
    renderWithNotifications(<GenerateCodesPanel />, {
      dataProvider: { ...testDataProvider(), ...wire({ customQuery }) } as never,
      authProvider: fakeAuthProvider(permissions),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate New Codes' }));
    return customQuery;
  }

  it('asks for the type and the number of codes, 1 to 100', async () => {
    const customQuery = await openForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Please select barcode type')).toBeInTheDocument();
    expect(screen.getByText('Please input number of codes')).toBeInTheDocument();

    const count = screen.getByRole('spinbutton', { name: /Number of codes/ });
    for (const value of ['0', '101', '2.5']) {
      fireEvent.change(count, { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
      expect(await screen.findByText('Number of codes must be between 1 and 100')).toBeInTheDocument();
    }
    expect(customQuery).not.toHaveBeenCalled();
    // the form checks itself (noValidate) and moves the focus to the first field in error
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Type/ })).toHaveFocus());
  });

  it("posts numer_of_codes and bar_code_type and shows the server's message", async () => {
    const customQuery = vi.fn(async () => ({ message: '5 barcodes generated successfully', codes: [] }));
    await openForm(DEMO.manager, customQuery);
    await chooseOption(/Type/, 'Batch Entry');
    fireEvent.change(screen.getByRole('spinbutton', { name: /Number of codes/ }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(customQuery).toHaveBeenCalledWith('generate_barcodes', {
        numer_of_codes: 5,
        bar_code_type: 'batch_entry',
      }),
    );
    expect(await screen.findByText('5 barcodes generated successfully')).toBeInTheDocument();
  });

  it('shows the server refusal under the form', async () => {
    const customQuery = vi.fn(async () => {
      throw new Error('Number of codes must be between 1 and 100');
    });
    await openForm(DEMO.manager, customQuery);
    await chooseOption(/Type/, 'Package');
    fireEvent.change(screen.getByRole('spinbutton', { name: /Number of codes/ }), {
      target: { value: '100' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    // under the form, and notified
    await waitFor(() =>
      expect(screen.getAllByText('Number of codes must be between 1 and 100')).toHaveLength(2),
    );
  });

  it('tells a user without create_barcodes to contact the administrator', async () => {
    const viewer = {
      ...DEMO.manager,
      rights: { ...DEMO.manager.rights, create_barcodes: false },
    };
    await openForm(viewer);
    expect(
      await screen.findByText(
        "You don't have permission to create barcodes. Please contact your administrator.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate' })).not.toBeInTheDocument();
  });
});

describe('barcode list', () => {
  function renderList(getList = listProvider()) {
    renderWithAdmin(<BarcodeList />, { dataProvider: testDataProvider({ getList } as never) });
    return getList;
  }
  const lastListCall = (getList: ReturnType<typeof listProvider>) =>
    getList.mock.calls
      .filter(([, p]) => !(p.filter.status === 'active' && p.filter.bar_code_type))
      .at(-1)![1];

  it('shows the codes with their type and a green used / orange active chip, 20 per page newest first', async () => {
    const getList = renderList();
    const row = (await screen.findByText('2234567890')).closest('tr')!;
    expect(within(row).getByText('Batch Entry')).toBeInTheDocument();
    expect(within(row).getByText('used').closest('[data-color]')).toHaveAttribute('data-color', GREEN);
    const active = screen.getByText('1234567890').closest('tr')!;
    expect(within(active).getByText('active').closest('[data-color]')).toHaveAttribute('data-color', ORANGE);
    expect(lastListCall(getList)).toMatchObject({
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'date', order: 'DESC' },
    });
  });

  it('has a page-size changer and a quick jump to a page', async () => {
    const many = Array.from({ length: 95 }, (_, i) => ({
      ...ROWS[0],
      id: 1000 + i,
      bar_code: `9${String(i).padStart(9, '0')}`,
    }));
    const getList = vi.fn(async (_resource: string, params: ListParams) => {
      if (params.filter.status === 'active' && typeof params.filter.bar_code_type === 'string')
        return { data: [], total: 0 };
      const { page, perPage } = params.pagination;
      return { data: many.slice((page - 1) * perPage, page * perPage), total: many.length };
    });
    renderList(getList as never);
    expect(await screen.findByText('9000000000')).toBeInTheDocument();
    const jump = screen.getByRole('spinbutton', { name: 'Go to page' });
    fireEvent.change(jump, { target: { value: '5' } });
    fireEvent.keyDown(jump, { key: 'Enter' });
    expect(await screen.findByText('9000000080', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(lastListCall(getList as never).pagination).toEqual({ page: 5, perPage: 20 });
    expect(screen.getByRole('combobox', { name: /rows per page/i })).toBeInTheDocument();
  });

  it('tabs set the status or type filter', async () => {
    const getList = renderList();
    await screen.findByText('1234567890');
    fireEvent.click(screen.getByRole('tab', { name: 'Active' }));
    await waitFor(() => expect(lastListCall(getList).filter).toEqual({ status: 'active' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Packages' }));
    await waitFor(() => expect(lastListCall(getList).filter).toEqual({ bar_code_type: 'package' }));
    expect(screen.getByRole('tab', { name: 'Packages' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Single Entry' }));
    await waitFor(() => expect(lastListCall(getList).filter).toEqual({ bar_code_type: 'single_entry' }));
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(lastListCall(getList).filter).toEqual({}));
  });

  it('sort buttons sort by code and date', async () => {
    const getList = renderList();
    await screen.findByText('1234567890');
    expect(screen.getByRole('button', { name: 'Newest first' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Code A-Z' }));
    await waitFor(() => expect(lastListCall(getList).sort).toEqual({ field: 'bar_code', order: 'ASC' }));
    fireEvent.click(screen.getByRole('button', { name: 'Oldest first' }));
    await waitFor(() => expect(lastListCall(getList).sort).toEqual({ field: 'date', order: 'ASC' }));
  });

  it('opens the details of a code with its barcode drawn', async () => {
    renderList();
    const row = (await screen.findByText('32345678')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Barcode details' });
    expect(within(dialog).getByText('Package')).toBeInTheDocument();
    const svg = within(dialog).getByRole('img', { name: 'Barcode 32345678' });
    await waitFor(() => expect(svg.querySelectorAll('rect').length).toBeGreaterThan(1));
    expect(svg.textContent).toContain('32345678');
    expect(within(dialog).getByRole('button', { name: 'Print barcode' })).toBeEnabled();
    expect(within(dialog).queryByText('Only active barcodes can be printed.')).not.toBeInTheDocument();
  });

  it('only active barcodes can be printed: a used code cannot be selected, its details cannot print', async () => {
    const open = vi.spyOn(window, 'open');
    renderList();
    await screen.findByText('2234567890');
    const used = screen.getByRole('checkbox', {
      name: '2234567890 is not active: only active barcodes can be printed',
    });
    expect(used).toBeDisabled();
    expect(
      screen.queryByRole('checkbox', { name: 'Select 2234567890 for printing' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select 1234567890 for printing' })).toBeEnabled();

    const row = screen.getByText('2234567890').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Barcode details' });
    expect(within(dialog).getByRole('button', { name: 'Print barcode' })).toBeDisabled();
    expect(within(dialog).getByText('Only active barcodes can be printed.')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('asks to select a barcode before printing the selection, then prints each selected code 3 times', async () => {
    const written = fakePrintWindow();
    const open = vi.mocked(window.open);
    renderList();
    await screen.findByText('1234567890');
    fireEvent.click(screen.getByRole('button', { name: /Print Selected/ }));
    expect(alertSpy).toHaveBeenCalledWith('Please select a barcode first...');
    expect(open).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select 1234567890 for printing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Print Selected (1)' }));
    await waitFor(() => expect(written).toHaveLength(1));
    expect(written[0].match(/class="barcode-label" data-code="1234567890"/g)).toHaveLength(3);
    expect(written[0]).toContain('<svg');
    expect(written[0]).not.toContain('2234567890');
  });
});

describe('bulk print', () => {
  async function chooseType(getList: ReturnType<typeof listProvider>, type: string) {
    renderWithAdmin(<BarcodeList />, { dataProvider: testDataProvider({ getList } as never) });
    await screen.findByText('1234567890');
    fireEvent.click(screen.getByRole('button', { name: 'Bulk Print' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: new RegExp(`^${type}`) }));
  }
  const many = (n: number) =>
    Array.from({ length: n }, (_, i) => code(100 + i, `9${String(i).padStart(7, '0')}`));

  it('alerts when there are no active codes of the type', async () => {
    const getList = listProvider({ package: [] });
    await chooseType(getList, 'Package');
    await waitFor(() =>
      expect(alertSpy).toHaveBeenCalledWith(
        'No ACTIVE Package barcodes found to print. Please generate some active barcodes first.',
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'bar_codes',
      expect.objectContaining({
        filter: { status: 'active', bar_code_type: 'package' },
        pagination: { page: 1, perPage: 1000 },
      }),
    );
  });

  it('alerts when the codes cannot be loaded', async () => {
    await chooseType(listProvider({}, true), 'Batch Entry');
    await waitFor(() =>
      expect(alertSpy).toHaveBeenCalledWith('Error loading barcodes for printing. Please try again.'),
    );
  });

  it('offers 1 to the available count, 10 by default, and prints each code 3 times', async () => {
    const written = fakePrintWindow();
    await chooseType(listProvider({ single_entry: many(25) }), 'Single Entry');
    const dialog = await screen.findByRole('dialog', { name: 'Print active Single Entry barcodes' });
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveValue(10);
    expect(quantity).toHaveAttribute('max', '25');
    expect(within(dialog).getByText('From 1 to 25')).toBeInTheDocument();
    const print = within(dialog).getByRole('button', { name: 'Print' });
    for (const value of ['26', '0', '']) {
      fireEvent.change(quantity, { target: { value } });
      expect(within(dialog).getByText('Quantity must be between 1 and 25')).toBeInTheDocument();
      expect(print).toBeDisabled();
    }
    fireEvent.change(quantity, { target: { value: '2' } });
    expect(print).toBeEnabled();
    fireEvent.click(print);
    await waitFor(() => expect(written).toHaveLength(1));
    expect(written[0].match(/class="barcode-label"/g)).toHaveLength(6);
    expect(written[0].match(/class="barcode-label" data-code="90000000"/g)).toHaveLength(3);
    expect(written[0].match(/class="barcode-label" data-code="90000001"/g)).toHaveLength(3);
    expect(written[0]).not.toContain('data-code="90000002"');
  });

  it('defaults to the available count when fewer than 10 are active', async () => {
    await chooseType(listProvider({ batch_entry: many(3) }), 'Batch Entry');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3);
    expect(
      within(dialog).getByText('3 active barcodes available; each is printed 3 times.'),
    ).toBeInTheDocument();
  });
});

describe('BarcodeLabel', () => {
  it('draws the code as a CODE128 SVG once jsbarcode has loaded', async () => {
    renderWithAdmin(<BarcodeLabel code="ABC-123" />);
    const svg = screen.getByRole('img', { name: 'Barcode ABC-123' });
    await waitFor(() => expect(svg.querySelectorAll('rect').length).toBeGreaterThan(5));
    expect(svg.textContent).toContain('ABC-123');
  });
});
