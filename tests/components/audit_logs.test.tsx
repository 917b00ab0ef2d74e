import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, ListBase, testDataProvider, type DataProvider } from 'react-admin';

// records the client actions instead of posting them
const audit = vi.hoisted(() => ({ calls: [] as unknown[][] }));
vi.mock('../../src/lib/auditClient', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/auditClient')>()),
  recordClientAction: (...args: unknown[]) => {
    audit.calls.push(args);
    return Promise.resolve();
  },
}));
// the CSV download: records the file instead of clicking a link
const download = vi.hoisted(() => ({ files: [] as { blob: Blob; name: string }[] }));
vi.mock('../../src/lib/download', () => ({
  downloadBlob: (blob: Blob, name: string) => download.files.push({ blob, name }),
}));
// the buttons hand their audit note to exportToExcel / printStamped, which record it (tests/unit/auditexports.test.ts
// and the printStamped test below)
const excel = vi.hoisted(() => ({ options: [] as unknown[] }));
vi.mock('../../src/lib/excel', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/excel')>()),
  exportToExcel: async (_rows: unknown, _columns: unknown, options: unknown) => {
    excel.options.push(options);
    return 'Samples_20240610_081500.xlsx';
  },
}));
const print = vi.hoisted(() => ({ ok: true, audits: [] as unknown[], real: true }));
vi.mock('../../src/components/PrintLayout', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/components/PrintLayout')>();
  return {
    ...actual,
    printStamped: async (...args: Parameters<typeof actual.printStamped>) => {
      if (print.real) return actual.printStamped(...args);
      print.audits.push(args[3]);
      return print.ok;
    },
  };
});

import AuditLogsPage from '../../src/pages/audit_logs/AuditLogsPage';
import { ExcelExportButton } from '../../src/components/ExcelExportButton';
import { PrintButton } from '../../src/components/PrintButton';
import { renderWithAdmin, renderWithNotifications } from './helpers';
import { wire } from './wire';

// the page mounts slowly on a busy machine (date pickers, MUI selects): allow it time, not a timing assertion
configure({ asyncUtilTimeout: 10_000 });

const LOGS = [
  {
    id: 12,
    timestamp: new Date(2024, 5, 10, 9, 5, 7).toISOString(),
    user: 2,
    user_username: 'manager',
    user_email: 'manager@example.test',
    action: 'UPDATE',
    resource_type: 'Region',
    resource_name: 'Northern',
    description: 'Updated region Northern',
    ip_address: '10.0.0.5',
    device_type: 'Desktop',
    success: true,
    error_message: null,
    old_values: { region_name: 'North' },
    new_values: { region_name: 'Northern' },
  },
  {
    id: 11,
    timestamp: new Date(2024, 5, 9, 17, 0, 0).toISOString(),
    user: null,
    user_username: 'intruder',
    user_email: null,
    action: 'LOGIN',
    resource_type: 'User',
    resource_name: 'intruder',
    description: 'Sign-in',
    ip_address: '10.0.0.9',
    device_type: 'Mobile',
    success: false,
    error_message: 'Invalid credentials',
    old_values: null,
    new_values: null,
  },
];

type Params = { pagination: { page: number; perPage: number }; filter: Record<string, unknown> };

function provider(
  options: {
    logs?: typeof LOGS;
    listError?: Error;
    exportAnswer?: unknown;
    exportError?: Error;
  } = {},
) {
  const getList = vi.fn(async (resource: string, _params: Params) => {
    if (resource === 'useraccounts')
      return {
        data: [
          { id: 2, username: 'manager' },
          { id: 3, username: 'staff' },
        ],
        total: 2,
      };
    if (options.listError) throw options.listError;
    const rows = options.logs ?? LOGS;
    return { data: rows, total: rows.length === 0 ? 0 : 120 };
  });
  const customQuery = vi.fn(async (name: string, body: Record<string, unknown>) => {
    if (name === 'get_audit_statistics')
      return {
        success: true,
        statistics: {
          total_actions: 1234,
          successful_actions: 1200,
          failed_actions: 34,
          unique_users: 7,
          period_days: body.days,
        },
      };
    if (name === 'export_audit_logs') {
      if (options.exportError) throw options.exportError;
      return options.exportAnswer;
    }
    throw new Error(`unexpected ${name}`);
  });
  const dataProvider = {
    ...testDataProvider({ getList: getList as never }),
    ...wire({ customQuery }),
  } as DataProvider;
  return { dataProvider, getList, customQuery };
}

function renderPage(p: ReturnType<typeof provider>) {
  return renderWithNotifications(<AuditLogsPage />, { dataProvider: p.dataProvider });
}

/** Waits for the first rows (the page is slow to mount on a loaded machine). */
const loaded = () => screen.findByText('Updated region Northern', {}, { timeout: 10_000 });

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

const lastAuditListCall = (getList: ReturnType<typeof provider>['getList']) =>
  getList.mock.calls.filter(([r]) => r === 'audit_logs').at(-1)![1];

describe('Audit logs screen', () => {
  beforeEach(() => {
    audit.calls = [];
    download.files = [];
    print.ok = true;
  });

  it('shows the statistics of the last 30 days and the entries, 50 per page', async () => {
    const p = provider();
    renderPage(p);
    expect(await screen.findByText('1,234', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-total_actions')).getByText('Total Actions')).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-failed_actions')).getByText('34')).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-unique_users')).getByText('7')).toBeInTheDocument();
    expect(p.customQuery).toHaveBeenCalledWith('get_audit_statistics', { days: 30 }, { json: true });

    expect(await screen.findByText('10/06/2024 09:05:07', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Updated region Northern')).toBeInTheDocument();
    const failedRow = screen.getByText('Sign-in').closest('tr')!;
    expect(within(failedRow).getByText('Failed')).toBeInTheDocument();
    expect(within(failedRow).getByText('LOGIN')).toBeInTheDocument();
    expect(lastAuditListCall(p.getList).pagination).toEqual({ page: 1, perPage: 50 });
    expect(screen.getByText('1-50 of 120')).toBeInTheDocument();
  });

  it('filters by action and status, and counts the statistics from a chosen start date', async () => {
    const p = provider();
    renderPage(p);
    await loaded();

    fireEvent.mouseDown(screen.getByLabelText('Action'));
    fireEvent.click(await screen.findByRole('option', { name: 'DELETE' }));
    await waitFor(() => expect(lastAuditListCall(p.getList).filter).toEqual({ action: 'DELETE' }));

    fireEvent.mouseDown(screen.getByLabelText('Status'));
    fireEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() =>
      expect(lastAuditListCall(p.getList).filter).toEqual({ action: 'DELETE', success: 'false' }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(p.customQuery).toHaveBeenCalledWith('get_audit_statistics', { days: 8 }, { json: true }),
    );
    expect(lastAuditListCall(p.getList).filter).toMatchObject({ action: 'DELETE', success: 'false' });
    expect(lastAuditListCall(p.getList).filter.date_from).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(lastAuditListCall(p.getList).filter).toEqual({}));
    await waitFor(() =>
      expect(p.customQuery.mock.calls.filter(([n]) => n === 'get_audit_statistics').at(-1)![1]).toEqual({
        days: 30,
      }),
    );
  });

  it('opens the details of a row with old and new values side by side', async () => {
    renderPage(provider());
    fireEvent.click(await loaded());
    const dialog = await screen.findByRole('dialog', { name: 'Audit Log Details' });
    expect(within(dialog).getByText('manager@example.test')).toBeInTheDocument();
    expect(within(dialog).getByText('10.0.0.5')).toBeInTheDocument();
    expect(within(dialog).getByTestId('audit-old-values').textContent).toContain('"region_name": "North"');
    expect(within(dialog).getByTestId('audit-new-values').textContent).toContain('"region_name": "Northern"');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByText('Sign-in'));
    const failed = await screen.findByRole('dialog', { name: 'Audit Log Details' });
    expect(within(failed).getByText('Invalid credentials')).toBeInTheDocument();
    expect(within(failed).getByTestId('audit-new-values')).toHaveTextContent('None');
  });

  it('exports the filtered entries as audit_logs_DD_MM_YYYY.csv and records the export', async () => {
    const p = provider({
      exportAnswer: {
        success: true,
        total_exported: 1,
        csv_data: [
          {
            ID: 12,
            Timestamp: '2024-06-10T09:05:07Z',
            User: 'manager',
            Action: 'UPDATE',
            'Resource Name': '=cmd',
            Success: true,
          },
        ],
      },
    });
    renderPage(p);
    await loaded();
    fireEvent.mouseDown(screen.getByLabelText('Resource Type'));
    fireEvent.click(await screen.findByRole('option', { name: 'Region' }));
    await waitFor(() => expect(lastAuditListCall(p.getList).filter).toEqual({ resource_type: 'Region' }));

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(download.files).toHaveLength(1));
    expect(p.customQuery).toHaveBeenCalledWith(
      'export_audit_logs',
      {
        user: '',
        action: '',
        resource_type: 'Region',
        success: '',
        date_from: '',
        date_to: '',
        search: '',
      },
      { json: true },
    );
    const { blob, name } = download.files[0];
    expect(name).toMatch(/^audit_logs_\d{2}_\d{2}_\d{4}\.csv$/);
    const text = await readBlob(blob);
    expect(text).toContain('ID,Timestamp,User,Email,Action,Resource Type,Resource Name');
    expect(text).toContain("'=cmd");
    expect(await screen.findByText(`Exported 1 audit log(s) to ${name}`)).toBeInTheDocument();
    expect(audit.calls).toEqual([['EXPORT', 'Report', name, `Exported 1 row(s) to ${name}`]]);
  });

  it("warns 'No data to export' when nothing matches, and reports a failed export", async () => {
    const empty = provider({ exportAnswer: { success: true, csv_data: [], total_exported: 0 } });
    const { unmount } = renderPage(empty);
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('No data to export')).toBeInTheDocument();
    expect(download.files).toHaveLength(0);
    unmount();

    renderPage(provider({ exportError: new HttpError('Server error', 500) }));
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Error exporting audit logs')).toBeInTheDocument();
    expect(download.files).toHaveLength(0);
    expect(audit.calls).toHaveLength(0);
  });

  it('says there are no entries yet when nothing is filtered and the log is empty', async () => {
    renderPage(provider({ logs: [] }));
    expect(
      await screen.findByText('No audit logs yet. Sign-ins and changes made in the app are recorded here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('shows the reason when the logs cannot be fetched', async () => {
    renderPage(
      provider({
        listError: new HttpError('Access refused: You do not have permission to perform this action.', 403),
      }),
    );
    expect(
      (
        await screen.findAllByText(
          'Error fetching audit logs: Access refused: You do not have permission to perform this action.',
        )
      ).length,
    ).toBeGreaterThan(0);
  });

  it("says 'Failed to fetch audit logs' when the server answers success false", async () => {
    renderPage(provider({ listError: new HttpError('Failed to fetch audit logs', 200) }));
    expect((await screen.findAllByText('Failed to fetch audit logs')).length).toBeGreaterThan(0);
  });
});

describe('export and print buttons record the client action', () => {
  beforeEach(() => {
    audit.calls = [];
    print.ok = true;
  });
  const rows = [
    { id: 1, name: 'Blood' },
    { id: 2, name: 'Urine' },
  ];
  const columns = [{ header: 'Name', value: (r: { id: number; name: string }) => r.name }];
  const dataProvider = testDataProvider({
    getList: (async () => ({ data: rows, total: rows.length })) as never,
  });

  it('Excel export hands EXPORT with the resource type of the list to the export', async () => {
    excel.options = [];
    renderWithAdmin(
      <ListBase resource="samples">
        <ExcelExportButton rows={rows} columns={columns} fileBase="Samples" />
      </ListBase>,
      { dataProvider },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(excel.options).toHaveLength(1));
    expect(excel.options[0]).toMatchObject({ fileBase: 'Samples', audit: { resource_type: 'Sample' } });
  });

  it('Print hands PRINT to the print view (auditResource overrides the derived type)', async () => {
    print.real = false;
    print.audits = [];
    print.ok = true;
    renderWithNotifications(
      <ListBase resource="samples">
        <PrintButton rows={rows} columns={columns} title="Samples Report" auditResource="Report" />
      </ListBase>,
      { dataProvider },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print.audits).toHaveLength(1));
    expect(print.audits[0]).toEqual({
      resource_type: 'Report',
      description: 'Printed 2 row(s): Samples Report',
    });
    print.real = true;
  });

  it('printStamped records PRINT once the window opened, and nothing when it was blocked', async () => {
    const { printStamped } = await import('../../src/components/PrintLayout');
    const translate = (key: string) => key;
    audit.calls = [];
    const view = { document: { open() {}, write() {}, close() {} }, focus() {}, print() {} };
    const open = vi.spyOn(window, 'open').mockReturnValue(view as unknown as Window);
    expect(
      await printStamped('Samples Report', <p>x</p>, translate as never, { resource_type: 'Sample' }),
    ).toBe(true);
    expect(audit.calls).toEqual([['PRINT', 'Sample', 'Samples Report', undefined]]);
    open.mockReturnValue(null);
    expect(await printStamped('Samples Report', <p>x</p>, translate as never)).toBe(false);
    expect(audit.calls).toHaveLength(1);
    open.mockRestore();
  });
});
