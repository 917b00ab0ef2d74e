/**
 * /outbox/ (issue 34): the Outbox screen over the real data provider, its HTTP answered by a fake `fetch` in the
 * contract's shapes (contract/outbox.ts): rows, the filters' query on the wire, paging, Retry, a server without an
 * outbox (404), the empty state and the Excel export read back as a workbook.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as XLSX from '@e965/xlsx';

// the Excel export: its arguments recorded instead of a file written through the browser
const excel = vi.hoisted(() => ({ calls: [] as unknown[][] }));
vi.mock('../../src/lib/excel', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/excel')>()),
  exportToExcel: async (...args: unknown[]) => {
    excel.calls.push(args);
    return 'outbox.xlsx';
  },
}));

import { OutboxList } from '../../src/resources/outbox/OutboxList';
import { statusColor } from '../../src/resources/outbox/outbox';
import { dataProvider } from '../../src/providers/dataProvider';
import { presetRange } from '../../src/components/DateRangeFilter';
import { excelFileName, toSheetRows, type ExcelColumn } from '../../src/lib/excel';
import { matchRequest, wireRequest } from '../../contract/match';
import type { OutboxMessage } from '../../contract/outbox';
import { DEMO, companyProfile, fakeAuthProvider, renderWithNotifications, saveSignedIn } from './helpers';

// the page mounts slowly on a busy machine (date pickers, MUI selects): allow it time, not a timing assertion
configure({ asyncUtilTimeout: 10_000 });

const message = (id: number, over: Partial<OutboxMessage>): OutboxMessage => ({
  id,
  message_id: `00000000-0000-4000-8000-00000000000${id}`,
  channel: 'sms',
  event: 'client_order',
  record_type: 'Order',
  record_id: '17',
  recipient_name: 'Agent Jane Doe',
  recipient: '+256772000111',
  subject: null,
  message: 'New order ORD000017 for Mulago Hospital',
  status: 'sent',
  attempts: 1,
  last_error: null,
  created_at: '2026-12-01T08:00:00.000Z',
  next_attempt_at: null,
  sent_at: '2026-12-01T08:00:05.000Z',
  updated_at: '2026-12-01T08:00:05.000Z',
  ...over,
});

const MESSAGES: OutboxMessage[] = [
  message(1, {}),
  message(2, {
    channel: 'email',
    event: 'pickup',
    record_type: 'Pickup',
    record_id: '9',
    recipient_name: 'admin (mary)',
    recipient: 'mary@example.org',
    subject: 'New pickup PU0009',
    message: 'A pickup was created at Gulu HC',
    status: 'failed',
    attempts: 5,
    last_error: 'connect ECONNREFUSED 127.0.0.1:2525',
    sent_at: null,
  }),
  message(3, {
    event: 'discrepancy',
    record_type: 'Discrepancy',
    record_id: '4',
    recipient_name: 'Gulu Hub coordinator',
    recipient: null,
    status: 'skipped',
    attempts: 0,
    last_error: 'no phone number',
    sent_at: null,
  }),
  message(4, {
    event: 'overdue',
    record_type: 'Overdue',
    record_id: '12',
    recipient_name: 'admin (mary)',
    recipient: '+256700000001',
    status: 'no_balance',
    attempts: 0,
    last_error: 'SMS balance is 0',
    sent_at: null,
    next_attempt_at: '2026-12-01T09:00:00.000Z',
  }),
];

interface Call {
  method: string;
  url: URL;
  query: Record<string, string>;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A fake server: GET /api/outbox/ answers `list(query)`, POST /api/outbox/{id}/retry/ answers `retry(id)`; every
 * request is recorded and must fit a row of the contract table.
 */
function serve(handlers: {
  list?: (query: Record<string, string>) => Response;
  retry?: (id: number) => Response;
}) {
  const calls: Call[] = [];
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const query = Object.fromEntries(url.searchParams);
    calls.push({ method, url, query });
    const match = matchRequest(wireRequest(url.toString(), method, null, { form: null, text: null }));
    expect(match.problems).toEqual([]);
    const retry = /^\/api\/outbox\/(\d+)\/retry\/$/.exec(url.pathname);
    if (method === 'GET' && url.pathname === '/api/outbox/')
      return handlers.list ? handlers.list(query) : json(page(MESSAGES));
    if (method === 'POST' && retry && handlers.retry) return handlers.retry(Number(retry[1]));
    return json({ detail: 'Not found.' }, 404);
  });
  const lists = () => calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/outbox/');
  return { calls, lists, fetchMock };
}

const page = (results: OutboxMessage[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});

function renderList(permissions = DEMO.admin) {
  return renderWithNotifications(<OutboxList />, {
    dataProvider,
    authProvider: fakeAuthProvider(permissions),
  });
}

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

/** Picks an option of one of the MUI select filters. */
async function choose(filter: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(filter));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the Outbox screen', () => {
  beforeEach(() => {
    window.location.hash = '';
    saveSignedIn(companyProfile());
    excel.calls = [];
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows each message's channel, recipient, event, record link, status chip, attempts, last error and times", async () => {
    const { lists } = serve({});
    renderList();
    expect(await screen.findByText('Agent Jane Doe')).toBeInTheDocument();
    // one page of 25, newest first, and no filter
    expect(lists()[0].query).toEqual({ page: '1', page_size: '25', ordering: '-created_at' });
    expect(lists()[0].url.pathname).toBe('/api/outbox/');

    const sent = row('Agent Jane Doe');
    expect(within(sent).getByText('+256772000111')).toBeInTheDocument();
    expect(within(sent).getByText('SMS')).toBeInTheDocument();
    expect(within(sent).getByText('New client order')).toBeInTheDocument();
    expect(await within(sent).findByRole('link', { name: 'Order 17' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/orders\/$/),
    );
    expect(within(sent).getByText('Sent')).toBeInTheDocument();
    expect(sent.querySelector('.column-created_at')).toHaveTextContent(/^01\/12\/2026 \d\d:\d\d$/);
    expect(sent.querySelector('.column-next_attempt_at')).toHaveTextContent(/^$/);
    expect(within(sent).queryByRole('button', { name: 'Retry' })).toBeNull();

    const failed = row('mary@example.org');
    expect(within(failed).getByText('E-mail')).toBeInTheDocument();
    expect(within(failed).getByRole('link', { name: 'Pickup 9' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/pending_pickups\/$/),
    );
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('5')).toBeInTheDocument();
    expect(within(failed).getByText('connect ECONNREFUSED 127.0.0.1:2525')).toBeInTheDocument();
    expect(await within(failed).findByRole('button', { name: 'Retry' })).toBeInTheDocument();

    // skipped: no number, and the reason; a discrepancy opens the discrepancies screen
    const skipped = row('Gulu Hub coordinator');
    expect(within(skipped).getByText('none')).toBeInTheDocument();
    expect(within(skipped).getByText('no phone number')).toBeInTheDocument();
    expect(within(skipped).getByText('Skipped')).toBeInTheDocument();
    expect(within(skipped).getByRole('link', { name: 'Discrepancy 4' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/receiving_discrepancies\/$/),
    );
    // an overdue alert has no one screen: its record is named, not linked
    const waiting = row('+256700000001');
    expect(within(waiting).getByText('Overdue 12')).toBeInTheDocument();
    expect(within(waiting).queryByRole('link')).toBeNull();
    expect(within(waiting).getByText('No balance')).toBeInTheDocument();
    expect(within(waiting).getByText('SMS balance is 0')).toBeInTheDocument();
  });

  it('colours the statuses: sent green, failed red, on its way grey-blue, no balance orange, skipped grey', () => {
    expect(statusColor('sent')).toBe('#52c41a');
    expect(statusColor('failed')).toBe('#f5222d');
    expect(statusColor('queued')).toBe('#607d8b');
    expect(statusColor('sending')).toBe('#607d8b');
    expect(statusColor('no_balance')).toBe('#fa8c16');
    expect(statusColor('skipped')).toBe('#9e9e9e');
  });

  it('links a record only to a screen the user may open', async () => {
    serve({});
    // a branch manager without the orders and pickups rights: the records are named, not linked
    renderList({ ...DEMO.manager, rights: { ...DEMO.manager.rights, view_product_orders: false } });
    const sent = (await screen.findByText('Agent Jane Doe')).closest('tr') as HTMLElement;
    expect(
      await within(row('mary@example.org')).findByRole('link', { name: 'Pickup 9' }),
    ).toBeInTheDocument();
    expect(within(sent).getByText('Order 17')).toBeInTheDocument();
    expect(within(sent).queryByRole('link')).toBeNull();
    expect(within(row('mary@example.org')).getByRole('link', { name: 'Pickup 9' })).toBeInTheDocument();
  });

  it('puts the filters on the wire: search, status, channel, event and the days created', async () => {
    const { lists } = serve({});
    renderList();
    await screen.findByText('Agent Jane Doe');
    const last = () => lists()[lists().length - 1].query;

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'mary');
    await waitFor(() => expect(last()).toMatchObject({ search: 'mary', page: '1' }));

    await choose('Status', 'Failed');
    await waitFor(() => expect(last()).toMatchObject({ search: 'mary', status: 'failed' }));
    await choose('Channel', 'E-mail');
    await waitFor(() => expect(last()).toMatchObject({ channel: 'email' }));
    await choose('Event', 'New pickup');
    await waitFor(() => expect(last()).toMatchObject({ event: 'pickup' }));

    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    const range = presetRange(7);
    await waitFor(() =>
      expect(last()).toEqual({
        search: 'mary',
        status: 'failed',
        channel: 'email',
        event: 'pickup',
        date_from: range.from,
        date_to: range.to,
        page: '1',
        page_size: '25',
        ordering: '-created_at',
      }),
    );

    // Clear Filters: back to the plain list
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(last()).toEqual({ page: '1', page_size: '25', ordering: '-created_at' }));
  });

  it('pages and sorts on the server', async () => {
    const { lists } = serve({
      list: (q) => json(page(q.page === '2' ? [message(30, { recipient_name: 'Page two' })] : MESSAGES, 30)),
    });
    renderList();
    await screen.findByText('Agent Jane Doe');
    expect(screen.getByText(/^1\s*[–-]\s*25 of 30$/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Page two')).toBeInTheDocument();
    expect(lists()[lists().length - 1].query).toMatchObject({ page: '2', page_size: '25' });

    fireEvent.click(screen.getByRole('button', { name: /sort by attempts/i }));
    await waitFor(() =>
      expect(lists()[lists().length - 1].query).toMatchObject({ page: '1', ordering: 'attempts' }),
    );
  });

  it('Retry posts /api/outbox/{id}/retry/, says so and shows the row queued again', async () => {
    let retried = false;
    const { calls, lists } = serve({
      list: () =>
        json(
          page(
            retried
              ? MESSAGES.map((m) => (m.id === 2 ? { ...m, status: 'queued' as const, attempts: 0 } : m))
              : MESSAGES,
          ),
        ),
      retry: (id) => {
        retried = true;
        return json({ ...MESSAGES.find((m) => m.id === id), status: 'queued', attempts: 0 });
      },
    });
    renderList();
    const failed = (await screen.findByText('mary@example.org')).closest('tr') as HTMLElement;
    const before = lists().length;
    fireEvent.click(await within(failed).findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The message is queued to be sent again')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/outbox/2/retry/');
    expect(post.url.search).toBe('');
    // the list is read again: the row is queued, without Retry
    await waitFor(() => expect(lists().length).toBeGreaterThan(before));
    await waitFor(() => expect(within(row('mary@example.org')).getByText('Queued')).toBeInTheDocument());
    expect(within(row('mary@example.org')).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it("a refused Retry shows the server's reason", async () => {
    serve({ retry: () => json({ detail: 'Only a failed message can be sent again.' }, 409) });
    renderList();
    const failed = (await screen.findByText('mary@example.org')).closest('tr') as HTMLElement;
    fireEvent.click(await within(failed).findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Only a failed message can be sent again.')).toBeInTheDocument();
  });

  it('a server without an outbox (404) says so: no table, no spinner, no error', async () => {
    const { lists } = serve({ list: () => json({ detail: 'Not found.' }, 404) });
    renderList();
    expect(await screen.findByText('This server keeps no outbox')).toBeInTheDocument();
    expect(lists()).toHaveLength(1);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText('Could not load the data.')).toBeNull();
    expect(screen.queryByText('Not found.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download Excel' })).toBeNull();
  });

  it('another failure shows the reason and Retry', async () => {
    serve({ list: () => json({ detail: 'Database unavailable' }, 500) });
    renderList();
    expect(await screen.findByTestId('list-load-error')).toHaveTextContent('Database unavailable');
    expect(screen.queryByText('This server keeps no outbox')).toBeNull();
  });

  it('an empty outbox says what to do: turn the alerts on in the company profile', async () => {
    serve({ list: () => json(page([])) });
    renderList();
    expect(
      await screen.findByText('No alerts yet. Turn on the SMS and e-mail alerts in the company profile.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'company profile' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/companyprofile\/$/),
    );
  });

  it("exports every filtered message to a timestamped workbook with the rows' columns, audited as the outbox", async () => {
    const { lists } = serve({});
    renderList();
    await screen.findByText('Agent Jane Doe');
    await choose('Channel', 'SMS');
    await waitFor(() => expect(lists()[lists().length - 1].query).toMatchObject({ channel: 'sms' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(excel.calls).toHaveLength(1));
    // the rows were read with the list's filters
    expect(lists()[lists().length - 1].query).toMatchObject({ channel: 'sms', ordering: '-created_at' });
    const [rows, columns, options] = excel.calls[0] as [
      OutboxMessage[],
      ExcelColumn<OutboxMessage>[],
      { fileBase: string; sheetName: string; audit: { resource_type: string } },
    ];
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(options.sheetName).toBe('Outbox');
    expect(options.audit.resource_type).toBe('Outbox');
    expect(excelFileName(options.fileBase, new Date(2026, 11, 7, 9, 5, 0))).toMatch(
      /outbox_20261207_090500\.xlsx$/,
    );

    // the workbook, written and read back
    const sheet = XLSX.utils.aoa_to_sheet(toSheetRows(rows, columns), { dense: true });
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, options.sheetName);
    const read = XLSX.read(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }), { type: 'buffer' });
    const cells = XLSX.utils.sheet_to_json<unknown[]>(read.Sheets.Outbox, { header: 1, raw: true });
    expect(cells[0]).toEqual([
      'Channel',
      'Recipient',
      'Number / address',
      'Event',
      'Record',
      'Subject',
      'Message',
      'Status',
      'Attempts',
      'Last error',
      'Created',
      'Sent',
      'Next try',
      'Message id',
    ]);
    const failed = cells[2];
    expect(failed.slice(0, 10)).toEqual([
      'E-mail',
      'admin (mary)',
      'mary@example.org',
      'New pickup',
      'Pickup 9',
      'New pickup PU0009',
      'A pickup was created at Gulu HC',
      'Failed',
      5,
      'connect ECONNREFUSED 127.0.0.1:2525',
    ]);
    // the creation time is a date cell; an empty time is an empty cell
    expect(typeof failed[10]).toBe('number');
    expect(failed[11] ?? '').toBe('');
    expect(failed[13]).toBe(MESSAGES[1].message_id);
  });
});
