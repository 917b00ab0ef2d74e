import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, testDataProvider, type DataProvider } from 'react-admin';

// the Excel library writes a file through the browser: record the call instead
vi.mock('../../src/lib/excel', async (original) =>
  (await import('./helpers')).recordingExcel(original, 'file.xlsx'),
);

import { LimsPage } from '../../src/pages/lims_integration/LimsPage';
import { LimsErrorBoundary } from '../../src/pages/lims_integration/LimsErrorBoundary';
import type { IntegrationLog, LimsToken } from '../../src/pages/lims_integration/limsApi';
import type { LimsStatistics, SampleConfirmation } from '../../contract/lims';
import { excel, fakePrintWindow, renderWithAdmin, renderWithNotifications } from './helpers';
import { wire } from './wire';

// the date pickers of the log filters make the first render slow on a busy machine
configure({ asyncUtilTimeout: 8000 });

const stats: LimsStatistics = {
  total_tokens: 3,
  active_tokens: 2,
  total_confirmations: 9,
  confirmed_samples: 4,
  rejected_samples: 1,
  pending_samples: 4,
  total_logs: 57,
  successful_logs: 50,
  failed_logs: 6,
  pending_logs: 1,
  recent_activity: [
    {
      id: 11,
      integration_type: 'SAMPLE_REGISTRATION',
      status: 'SUCCESS',
      description: 'Confirmation for BC-100',
      timestamp: '2025-03-04T10:11:00Z',
    },
  ],
};

const tokens: LimsToken[] = [
  {
    id: 5,
    user: 2,
    user_username: 'manager',
    user_email: 'manager@example.org',
    token_display: 'abcd1234...wxyz',
    description: 'Mengo LIMS',
    is_active: true,
    last_used_at: null,
    created_at: '2025-03-01T08:00:00Z',
  },
  {
    id: 6,
    user: 3,
    user_username: 'staff',
    user_email: 'staff@example.org',
    token_display: 'efgh5678...qrst',
    description: 'Old LIMS',
    is_active: false,
    last_used_at: null,
    created_at: '2025-02-01T08:00:00Z',
  },
];

const accounts = [
  { id: 2, username: 'manager' },
  { id: 3, username: 'staff' },
  { id: 4, username: 'labtech' },
];

const confirmations: SampleConfirmation[] = [
  {
    id: 21,
    barcode: 'BC-PEND',
    status: 'PENDING',
    delivery_item_name: 'Blood',
    created_at: '2025-03-02T08:00:00Z',
  },
  {
    id: 22,
    barcode: 'BC-DONE',
    status: 'CONFIRMED',
    delivery_item_name: 'Urine',
    created_at: '2025-03-01T08:00:00Z',
  },
];

const logs: IntegrationLog[] = [
  {
    id: 31,
    user: 2,
    user_username: 'manager',
    integration_type: 'API_CALL',
    status: 'SUCCESS',
    description: 'Read delivered samples',
    endpoint_url: '/api/lims/v1/samples/',
    http_method: 'GET',
    response_code: 200,
    processing_time: 0.042,
    timestamp: '2025-03-04T10:00:00Z',
    error_message: null,
    request_data: { since: '2025-03-01' },
    response_data: { count: 2 },
  },
  {
    id: 32,
    user: null,
    user_username: '',
    integration_type: 'SAMPLE_REGISTRATION',
    status: 'FAILED',
    description: 'Bad token',
    endpoint_url: '/api/lims/v1/confirmations/',
    http_method: 'POST',
    response_code: 401,
    processing_time: 0.01,
    timestamp: '2025-03-04T09:00:00Z',
    error_message: 'Invalid or inactive API token.',
    request_data: null,
    response_data: null,
  },
];

interface FakeOptions {
  statistics?: () => Promise<unknown>;
  rows?: Partial<Record<string, Record<string, unknown>[]>>;
  lims?: (path: string, options?: Record<string, unknown>) => Promise<unknown>;
}

function fakeProvider(o: FakeOptions = {}) {
  const rows: Record<string, Record<string, unknown>[]> = {
    lims_tokens: tokens as never,
    lims_confirmations: confirmations as never,
    lims_logs: logs as never,
    useraccounts: accounts,
    ...o.rows,
  } as Record<string, Record<string, unknown>[]>;
  const getList = vi.fn(
    async (resource: string, params: { pagination?: { page: number; perPage: number } }) => {
      const all = rows[resource] ?? [];
      const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
      return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length } as never;
    },
  );
  const limsRequest = vi.fn(async (path: string, options?: Record<string, unknown>) => {
    if (path === 'logs/statistics/') return (o.statistics ?? (async () => stats))();
    return o.lims ? o.lims(path, options) : {};
  });
  const create = vi.fn(async (_r: string, params: { data: Record<string, unknown> }) => ({
    data: { ...params.data, id: 9, token_display: 'newt0ken...9999', token: 'FULL-SECRET-TOKEN-VALUE' },
  }));
  const update = vi.fn(async (_r: string, params: { id: number; data: Record<string, unknown> }) => ({
    data: { ...params.data, id: params.id },
  }));
  const deleteFn = vi.fn(async (_r: string, params: { id: number }) => ({ data: { id: params.id } }));
  const getMany = vi.fn(async (resource: string, params: { ids: unknown[] }) => ({
    data: (rows[resource] ?? []).filter((r) => params.ids.map(String).includes(String(r.id))),
  }));
  const dataProvider = {
    ...testDataProvider(),
    getList,
    getMany,
    create,
    update,
    delete: deleteFn,
    ...wire({ limsRequest }),
  } as unknown as DataProvider;
  return { dataProvider, getList, limsRequest, create, update, deleteFn };
}

function renderPage(tab: 'dashboard' | 'tokens' | 'confirmations' | 'logs', o: FakeOptions = {}) {
  const fake = fakeProvider(o);
  renderWithNotifications(<LimsPage initialTab={tab} />, { dataProvider: fake.dataProvider });
  return fake;
}

afterEach(() => {
  excel.calls.length = 0;
  vi.restoreAllMocks();
});

describe('LIMS screen: error boundary and tabs', () => {
  it("catches a render failure: 'Something went wrong' with Refresh Page", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRefresh = vi.fn();
    function Broken(): never {
      throw new Error('boom');
    }
    renderWithAdmin(
      <LimsErrorBoundary
        texts={{
          title: 'Something went wrong',
          text: 'Please try refreshing the page',
          refresh: 'Refresh Page',
        }}
        onRefresh={onRefresh}
      >
        <Broken />
      </LimsErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Please try refreshing the page')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(onRefresh).toHaveBeenCalled();
  });

  it('shows the four tabs', async () => {
    renderPage('dashboard');
    for (const name of ['Dashboard', 'API Tokens', 'Sample Confirmations', 'Integration Logs'])
      expect(await screen.findByRole('tab', { name })).toBeInTheDocument();
  });
});

describe('LIMS dashboard tab', () => {
  it('shows the statistics counters and the recent activity, and exports them', async () => {
    renderPage('dashboard');
    await waitFor(() => expect(screen.getByTestId('lims-stat-total_logs')).toHaveTextContent('57'));
    expect(within(screen.getByTestId('lims-stat-pending_samples')).getByText('4')).toBeInTheDocument();
    expect(within(screen.getByTestId('lims-stat-active_tokens')).getByText('2')).toBeInTheDocument();
    expect(screen.getByText(/Sample Registration — Confirmation for BC-100/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(excel.calls).toHaveLength(1));
    const rows = excel.calls[0][0] as { metric: string; value: number }[];
    expect(rows).toContainEqual({ metric: 'Failed Logs', value: 6 });
  });

  it("shows 'Failed to load LIMS statistics' and Retry loads them again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    renderPage('dashboard', {
      statistics: async () => {
        if (fail) throw new HttpError('Server error', 500, {});
        return stats;
      },
    });
    expect(await screen.findByText('Failed to load LIMS statistics')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('lims-stat-total_logs')).toHaveTextContent('57'));
    expect(screen.queryByText('Failed to load LIMS statistics')).not.toBeInTheDocument();
  });
});

describe('LIMS dashboard: the FHIR R4 interface', () => {
  const fhir = {
    base_url: 'https://courier.example.org/fhir/r4',
    barcode_system: 'urn:courier:barcode',
    fhir_version: '4.0.1',
  };

  it('shows the base URL a laboratory connects to, the barcode system and the version', async () => {
    const fake = renderPage('dashboard', { lims: async (path) => (path === 'fhir/' ? fhir : {}) });
    const card = await screen.findByTestId('lims-fhir');
    await waitFor(() => expect(within(card).getByText(fhir.base_url)).toBeInTheDocument());
    expect(within(card).getByText('FHIR R4 interface')).toBeInTheDocument();
    const term = (name: string) => within(card).getByText(name).nextElementSibling;
    expect(term('FHIR base URL')).toHaveTextContent(fhir.base_url);
    expect(term('Barcode system URI')).toHaveTextContent('urn:courier:barcode');
    expect(term('FHIR version')).toHaveTextContent('4.0.1');
    expect(fake.limsRequest).toHaveBeenCalledWith('fhir/', {});
  });

  it('says the server offers no FHIR interface when it does not know the call (404)', async () => {
    renderPage('dashboard', {
      lims: async (path) => {
        if (path === 'fhir/') throw new HttpError('Not Found', 404, {});
        return {};
      },
    });
    const card = await screen.findByTestId('lims-fhir');
    expect(
      await within(card).findByText('This server does not offer the FHIR interface.'),
    ).toBeInTheDocument();
    expect(within(card).queryByText('FHIR base URL')).toBeNull();
  });

  it('says the details failed to load on another failure, and Retry asks again', async () => {
    let fail = true;
    const fake = renderPage('dashboard', {
      lims: async (path) => {
        if (path !== 'fhir/') return {};
        if (fail) throw new HttpError('Server error', 500, {});
        return fhir;
      },
    });
    const card = await screen.findByTestId('lims-fhir');
    expect(await within(card).findByText(/Failed to load the FHIR interface details/)).toBeInTheDocument();
    fail = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByText(fhir.base_url)).toBeInTheDocument();
    expect(fake.limsRequest.mock.calls.filter(([path]) => path === 'fhir/')).toHaveLength(2);
  });
});

describe('LIMS statistics (one query for the dashboard and the logs summary)', () => {
  const statisticsCalls = (fake: ReturnType<typeof renderPage>) =>
    fake.limsRequest.mock.calls.filter(([path]) => path === 'logs/statistics/').length;

  it('asks the server once for the dashboard and the logs tab, and again on Refresh', async () => {
    const fake = renderPage('dashboard');
    await waitFor(() => expect(screen.getByTestId('lims-stat-total_logs')).toHaveTextContent('57'));
    fireEvent.click(screen.getByRole('tab', { name: 'Integration Logs' }));
    await waitFor(() => expect(screen.getByTestId('lims-logs-total')).toHaveTextContent('57'));
    await screen.findByText('Read delivered samples');
    expect(statisticsCalls(fake)).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(statisticsCalls(fake)).toBe(2));
  });
});

describe('LIMS API tokens tab', () => {
  it('lists tokens (display only) with active and inactive chips', async () => {
    renderPage('tokens');
    expect(await screen.findByText('abcd1234...wxyz')).toBeInTheDocument();
    expect(screen.getByText('efgh5678...qrst')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });

  it('requires a user and a description, lists the real accounts, creates and shows the token once', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fake = renderPage('tokens');
    fireEvent.click(await screen.findByRole('button', { name: 'Create Token' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(within(dialog).getByText('Please select a user')).toBeInTheDocument();
      expect(within(dialog).getByText('Please enter a description')).toBeInTheDocument();
    });
    expect(fake.create).not.toHaveBeenCalled();

    // the user is a searchable server picker: type the username, then choose it
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'labtech' } });
    const listbox = await screen.findByRole('listbox', {}, { timeout: 5000 });
    expect(within(listbox).getByRole('option', { name: 'labtech' })).toBeInTheDocument();
    fireEvent.click(within(listbox).getByRole('option', { name: 'labtech' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Nsambya LIMS');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.create).toHaveBeenCalledWith(
        'lims_tokens',
        expect.objectContaining({ data: { user: 4, description: 'Nsambya LIMS', is_active: true } }),
      ),
    );
    expect(await screen.findByText('Token created successfully')).toBeInTheDocument();
    expect(await screen.findByTestId('lims-new-token')).toHaveTextContent('FULL-SECRET-TOKEN-VALUE');
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('FULL-SECRET-TOKEN-VALUE'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('lims-new-token')).not.toBeInTheDocument());
  });

  it('edits a token (deactivates it)', async () => {
    const fake = renderPage('tokens');
    const row = (await screen.findByText('abcd1234...wxyz')).closest('tr') as HTMLElement;
    fireEvent.click(await within(row).findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit API Token')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByLabelText('Active'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.update).toHaveBeenCalledWith(
        'lims_tokens',
        expect.objectContaining({ id: 5, data: { user: 2, description: 'Mengo LIMS', is_active: false } }),
      ),
    );
    expect(await screen.findByText('Token updated successfully')).toBeInTheDocument();
  });

  it('regenerates after a confirmation and shows the new token once', async () => {
    const fake = renderPage('tokens', {
      lims: async (path) => {
        if (path === 'tokens/5/regenerate/')
          return {
            new_token: 'REGENERATED-TOKEN',
            token_display: 'REGENERA...OKEN',
            message: 'Token regenerated successfully',
          };
        throw new Error(`unexpected ${path}`);
      },
    });
    const row = (await screen.findByText('abcd1234...wxyz')).closest('tr') as HTMLElement;
    const button = await within(row).findByRole('button', { name: 'Regenerate' });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Regenerate API token Mengo LIMS?')).toBeInTheDocument();
    expect(fake.limsRequest).not.toHaveBeenCalledWith('tokens/5/regenerate/', expect.anything());
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('lims-new-token')).toHaveTextContent('REGENERATED-TOKEN');
    expect(fake.limsRequest).toHaveBeenCalledWith(
      'tokens/5/regenerate/',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it("shows 'Failed to regenerate token' when the call fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage('tokens', {
      lims: async () => {
        throw new HttpError('nope', 500, {});
      },
    });
    const row = (await screen.findByText('abcd1234...wxyz')).closest('tr') as HTMLElement;
    fireEvent.click(await within(row).findByRole('button', { name: 'Regenerate' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to regenerate token')).toBeInTheDocument();
    expect(screen.queryByTestId('lims-new-token')).not.toBeInTheDocument();
  });

  it('deletes a token after a confirmation', async () => {
    const fake = renderPage('tokens');
    const row = (await screen.findByText('efgh5678...qrst')).closest('tr') as HTMLElement;
    fireEvent.click(await within(row).findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Delete API token Old LIMS?')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(fake.deleteFn).toHaveBeenCalledWith('lims_tokens', expect.objectContaining({ id: 6 })),
    );
    expect(await screen.findByText('Token deleted successfully')).toBeInTheDocument();
  });
});

describe('LIMS sample confirmations tab', () => {
  it('offers Confirm and Reject only on PENDING rows; reject sends Rejected by admin', async () => {
    const fake = renderPage('confirmations', { lims: async () => ({}) });
    const pending = (await screen.findByText('BC-PEND')).closest('tr') as HTMLElement;
    const done = screen.getByText('BC-DONE').closest('tr') as HTMLElement;
    const reject = await within(pending).findByRole('button', { name: 'Reject' });
    // the pending row's buttons are shown, so the access check is done: the confirmed row has none
    expect(within(done).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    fireEvent.click(reject);
    await waitFor(() =>
      expect(fake.limsRequest).toHaveBeenCalledWith('confirmations/21/reject/', {
        method: 'POST',
        body: { error_message: 'Rejected by admin' },
      }),
    );
    expect(await screen.findByText('Sample rejected successfully')).toBeInTheDocument();
    fireEvent.click(await within(pending).findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(fake.limsRequest).toHaveBeenCalledWith(
        'confirmations/21/confirm/',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    expect(await screen.findByText('Sample confirmed successfully')).toBeInTheDocument();
  });

  it("shows 'Failed to confirm sample' when the server refuses", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage('confirmations', {
      lims: async () => {
        throw new HttpError('Only pending confirmations can be confirmed or rejected.', 400, {});
      },
    });
    const pending = (await screen.findByText('BC-PEND')).closest('tr') as HTMLElement;
    fireEvent.click(await within(pending).findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to confirm sample')).toBeInTheDocument();
  });
});

describe('LIMS integration logs tab', () => {
  it('shows the summary counts and opens a log in the details dialog', async () => {
    renderPage('logs');
    await waitFor(() => expect(screen.getByTestId('lims-logs-total')).toHaveTextContent('57'));
    expect(within(screen.getByTestId('lims-logs-failed')).getByText('6')).toBeInTheDocument();
    expect(within(screen.getByTestId('lims-logs-successful')).getByText('50')).toBeInTheDocument();
    expect(within(screen.getByTestId('lims-logs-pending')).getByText('1')).toBeInTheDocument();
    fireEvent.click(await screen.findByText('Read delivered samples'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Integration Log Details')).toBeInTheDocument();
    expect(within(dialog).getByText('/api/lims/v1/samples/')).toBeInTheDocument();
    expect(within(dialog).getByText('0.042 s')).toBeInTheDocument();
    const request = within(dialog).getByLabelText('Request Data');
    expect(request.tagName).toBe('PRE');
    expect(request.textContent).toBe(JSON.stringify({ since: '2025-03-01' }, null, 2));
    expect(within(dialog).getByLabelText('Response Data').textContent).toContain('"count": 2');
  });

  it("shows 'System' for a log without user, and its error message", async () => {
    renderPage('logs');
    fireEvent.click(await screen.findByText('Bad token'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('System')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid or inactive API token.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Request Data')).not.toBeInTheDocument();
  });

  it('exports the shown logs to Excel and the server CSV as lims_integration_logs.csv', async () => {
    const createObjectURL = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const fake = renderPage('logs', { lims: async () => 'ID,User\n31,manager\n' });
    await screen.findByText('Read delivered samples');
    fireEvent.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(excel.calls).toHaveLength(1));
    expect((excel.calls[0][0] as IntegrationLog[]).map((r) => r.id)).toEqual([31, 32]);
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect((excel.calls[0][2] as { fileBase: string }).fileBase).toBe(`lims_integration_logs_${iso}`);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(clicks).toEqual(['lims_integration_logs.csv']));
    expect(fake.limsRequest).toHaveBeenCalledWith('logs/export/', { query: {} });
    expect(await screen.findByText('Logs exported successfully')).toBeInTheDocument();
  });

  it("shows the empty text and disables Export Excel with 'No logs to export'", async () => {
    renderPage('logs', { rows: { lims_logs: [] } });
    expect(
      await screen.findByText(
        'No integration logs found. Try adjusting your filters or check if logs are being generated.',
      ),
    ).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Export Excel' });
    expect(button).toBeDisabled();
    expect(button.parentElement).toHaveAttribute('title', 'No logs to export');
  });

  it('sends the status filter and pages 20 per page', async () => {
    const many = Array.from({ length: 45 }, (_, i) => ({ ...logs[0], id: 100 + i, description: `log ${i}` }));
    const fake = renderPage('logs', { rows: { lims_logs: many } });
    await screen.findByText('log 0');
    expect(screen.queryByText('log 20')).not.toBeInTheDocument();
    expect(fake.getList).toHaveBeenCalledWith(
      'lims_logs',
      expect.objectContaining({ pagination: { page: 1, perPage: 20 } }),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Failed' }));
    await waitFor(() =>
      expect(fake.getList).toHaveBeenCalledWith(
        'lims_logs',
        expect.objectContaining({ filter: expect.objectContaining({ status: 'FAILED' }) }),
      ),
    );
  });

  it('prints and exports every filtered log, not only the 20 on screen', async () => {
    const written = fakePrintWindow();
    const many = Array.from({ length: 45 }, (_, i) => ({ ...logs[0], id: 100 + i, description: `log ${i}` }));
    renderPage('logs', { rows: { lims_logs: many } });
    await screen.findByText('log 0');
    expect(screen.queryByText('log 20')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(written).toHaveLength(1));
    const doc = new DOMParser().parseFromString(written[0], 'text/html');
    const printed = Array.from(doc.querySelectorAll('tbody tr')).map((tr) => tr.children[5]?.textContent);
    expect(printed).toHaveLength(45);
    expect(printed).toContain('log 44');
    expect(doc.body.textContent).toContain('45 record(s)');

    fireEvent.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(excel.calls).toHaveLength(1));
    const exported = excel.calls[0][0] as IntegrationLog[];
    expect(exported).toHaveLength(45);
    expect(exported.map((r) => r.description)).toContain('log 44');
  });
});

describe('LIMS screen: the open tab and its list in the address', () => {
  const many = Array.from({ length: 45 }, (_, i) => ({ ...logs[0], id: 100 + i, description: `log ${i}` }));
  const mount = (fake: ReturnType<typeof fakeProvider>) =>
    renderWithAdmin(<LimsPage />, { dataProvider: fake.dataProvider });

  it('keeps the logs tab and its page 2 when the screen opens again at the same address', async () => {
    const first = mount(fakeProvider({ rows: { lims_logs: many } }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Integration Logs' }));
    await screen.findByText('log 0');
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('log 20')).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/lims_integration\/logs\?.*page=2/));
    first.unmount();

    const again = fakeProvider({ rows: { lims_logs: many } });
    mount(again);
    expect(await screen.findByRole('tab', { name: 'Integration Logs' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('log 20')).toBeInTheDocument();
    expect(screen.queryByText('log 0')).not.toBeInTheDocument();
    expect(again.getList).toHaveBeenCalledWith(
      'lims_logs',
      expect.objectContaining({ pagination: { page: 2, perPage: 20 } }),
    );
  });

  it("does not carry one tab's page into another, and the screen's own address opens the dashboard", async () => {
    const fake = fakeProvider({ rows: { lims_logs: many } });
    mount(fake);
    expect(await screen.findByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Integration Logs' }));
    await screen.findByText('log 0');
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('log 20');
    fireEvent.click(screen.getByRole('tab', { name: 'Sample Confirmations' }));
    await waitFor(() =>
      expect(fake.getList).toHaveBeenCalledWith(
        'lims_confirmations',
        expect.objectContaining({ pagination: { page: 1, perPage: 10 } }),
      ),
    );
    expect(fake.getList).not.toHaveBeenCalledWith(
      'lims_confirmations',
      expect.objectContaining({ pagination: expect.objectContaining({ page: 2 }) }),
    );
    expect(window.location.hash).toMatch(/^#\/lims_integration\/confirmations/);
    // back on the logs tab: its page 2 again (from the store)
    fireEvent.click(screen.getByRole('tab', { name: 'Integration Logs' }));
    expect(await screen.findByText('log 20')).toBeInTheDocument();
  });
});
