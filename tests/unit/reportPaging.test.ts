/** The paging protocol of report calls (README "Paging report calls"): both answer shapes, one data provider. */
import { describe, expect, it } from 'vitest';
import type { GetListParams } from 'ra-core';
import { clearReportCache, dataProvider, reportPath } from '../../src/providers/dataProvider';
import { pagingArgs } from '../../src/providers/endpoints';
import { fakeFetch, json, signedInAsManager } from './support';

const rows = [
  {
    id: 1,
    delivery_number: 'D-1',
    orig_date: '2024-06-03T08:00:00Z',
    agent_account_name: 'Ann',
    barcode_type: 'child',
  },
  {
    id: 2,
    delivery_number: 'D-2',
    orig_date: '2024-06-04T08:00:00Z',
    agent_account_name: 'Bob',
    barcode_type: 'parent',
  },
  {
    id: 3,
    delivery_number: 'D-3',
    orig_date: '2024-06-05T08:00:00Z',
    agent_account_name: 'Ann',
    barcode_type: 'child',
  },
  {
    id: 4,
    delivery_number: 'D-4',
    orig_date: '2024-06-06T08:00:00Z',
    agent_account_name: 'Anna',
    barcode_type: 'child',
  },
];

const params = (p: Partial<GetListParams> = {}): GetListParams => ({
  pagination: { page: 1, perPage: 2 },
  sort: { field: '', order: 'ASC' },
  filter: { dateone: '2024-06-03', datetwo: '2024-06-12', delivery_status: '', hub: 7 },
  ...p,
});

describe('paged report calls', () => {
  signedInAsManager();

  it('sends the documented arguments plus the paging fields and returns a server page with its extras as meta', async () => {
    const calls = fakeFetch(() =>
      json({ count: 3, results: [rows[3], rows[2]], tab_counts: { single: 3, batch: 1 } }),
    );
    const result = await dataProvider.getList(
      'deliveries',
      params({
        pagination: { page: 2, perPage: 2 },
        sort: { field: 'date_ts', order: 'DESC' },
        filter: {
          ...params().filter,
          tracking: 'single',
          agent_account_name_contains: 'ann',
          pickup_point_contains: '',
        },
      }),
    );
    const form = calls[0].form!;
    expect(calls[0].path).toBe('/customqueries/getumoja_deliveriesreport');
    expect(form.get('dateone')).toBe('03/06/2024');
    expect(form.get('datetwo')).toBe('12/06/2024');
    expect(form.get('delivery_status')).toBe('');
    expect(form.get('hub')).toBe('7');
    expect(form.get('page')).toBe('2');
    expect(form.get('page_size')).toBe('2');
    expect(form.get('ordering')).toBe('-orig_date');
    expect(form.get('tab')).toBe('single');
    expect(JSON.parse(String(form.get('filters')))).toEqual({ agent_account_name_contains: 'ann' });
    expect(result.total).toBe(3);
    expect(result.data.map((r) => r.id)).toEqual([4, 3]);
    // the derived fields of the screen are added, the server's order kept
    expect(result.data[0]).toMatchObject({ tracking: 'single', date_ts: Date.parse(rows[3].orig_date) });
    expect(result.meta).toMatchObject({ tab_counts: { single: 3, batch: 1 }, serverPaged: true });
    expect(reportPath('deliveries')).toBe('server');
  });

  it('every page of a paging server is asked for', async () => {
    const calls = fakeFetch((call) => {
      const page = Number(call.form!.get('page'));
      return json({ count: 4, results: page === 1 ? [rows[0], rows[1]] : [rows[2], rows[3]] });
    });
    const one = await dataProvider.getList('deliveries', params());
    const two = await dataProvider.getList('deliveries', params({ pagination: { page: 2, perPage: 2 } }));
    expect(calls).toHaveLength(2);
    expect(one.data.map((r) => r.id)).toEqual([1, 2]);
    expect(two.data.map((r) => r.id)).toEqual([3, 4]);
  });

  it('a full-report answer is filtered, sorted and paged in the browser and cached for the next pages', async () => {
    const calls = fakeFetch(() => json({ report: JSON.stringify(rows) }));
    const filter = { ...params().filter, tracking: 'single', agent_account_name_contains: 'ann' };
    const first = await dataProvider.getList('deliveries', params({ filter }));
    // newest first, child rows only (the single tab), agent contains "ann"
    expect(first.total).toBe(3);
    expect(first.data.map((r) => r.id)).toEqual([4, 3]);
    expect(first.meta).toBeUndefined();
    expect(reportPath('deliveries')).toBe('browser');
    const second = await dataProvider.getList(
      'deliveries',
      params({ filter, pagination: { page: 2, perPage: 2 } }),
    );
    expect(second.data.map((r) => r.id)).toEqual([1]);
    const sorted = await dataProvider.getList(
      'deliveries',
      params({ filter, sort: { field: 'date_ts', order: 'ASC' } }),
    );
    expect(sorted.data.map((r) => r.id)).toEqual([1, 3]);
    // one request: the paging fields were sent, the answer was the full report, the rest came from the cache
    expect(calls).toHaveLength(1);
    expect(calls[0].form!.get('page')).toBe('1');
  });

  it('both answer shapes give the same rows for the same filters', async () => {
    const filter = { ...params().filter, tracking: 'single' };
    fakeFetch(() => json({ report: rows }));
    const browser = await dataProvider.getList('deliveries', params({ filter }));
    clearReportCache();
    fakeFetch(() => json({ count: 3, results: [rows[3], rows[2]] }));
    const server = await dataProvider.getList('deliveries', params({ filter }));
    expect(server.data).toEqual(browser.data);
    expect(server.total).toBe(browser.total);
  });

  it('concurrent first calls wait for the first answer: one full report for all of them', async () => {
    const calls = fakeFetch(() => json({ report: rows }));
    const [a, b, c] = await Promise.all([
      dataProvider.getList('deliveries', params()),
      dataProvider.getList('deliveries', params({ pagination: { page: 2, perPage: 2 } })),
      dataProvider.getList('deliveries', params({ filter: { ...params().filter, tracking: 'batch' } })),
    ]);
    expect(calls).toHaveLength(1);
    expect(a.data.map((r) => r.id)).toEqual([4, 3]);
    expect(b.data.map((r) => r.id)).toEqual([2, 1]);
    expect(c.data.map((r) => r.id)).toEqual([2]);
  });

  it('concurrent first calls to a paging server each get their own page', async () => {
    const calls = fakeFetch((call) =>
      json({ count: 4, results: call.form!.get('page') === '1' ? [rows[3], rows[2]] : [rows[1], rows[0]] }),
    );
    const [a, b] = await Promise.all([
      dataProvider.getList('deliveries', params()),
      dataProvider.getList('deliveries', params({ pagination: { page: 2, perPage: 2 } })),
    ]);
    expect(calls).toHaveLength(2);
    expect(a.data.map((r) => r.id)).toEqual([4, 3]);
    expect(b.data.map((r) => r.id)).toEqual([2, 1]);
  });

  it('the path is decided from every answer: a refresh that answers a page switches to the server path', async () => {
    let paged = false;
    const calls = fakeFetch(() => (paged ? json({ count: 1, results: [rows[0]] }) : json({ report: rows })));
    await dataProvider.getList('deliveries', params());
    expect(reportPath('deliveries')).toBe('browser');
    paged = true;
    const refreshed = await dataProvider.getList('deliveries', params({ meta: { refresh: true } }));
    expect(calls).toHaveLength(2);
    expect(refreshed).toMatchObject({ total: 1 });
    expect(reportPath('deliveries')).toBe('server');
    paged = false;
    const back = await dataProvider.getList('deliveries', params({ pagination: { page: 2, perPage: 2 } }));
    expect(calls).toHaveLength(3);
    expect(back.total).toBe(4);
    expect(reportPath('deliveries')).toBe('browser');
  });

  it('a server error message reaches the list', async () => {
    fakeFetch(() => json({ message: 'Unknown sort field: nope' }, 400));
    await expect(
      dataProvider.getList('deliveries', params({ sort: { field: 'nope', order: 'ASC' } })),
    ).rejects.toThrow('Unknown sort field: nope');
  });

  it('pagingArgs: generic fields, descending prefix, no filters field when none is set', () => {
    expect(
      pagingArgs({ page: 1, perPage: 25, filter: { q: '', x: [] }, sort: { field: 'name', order: 'DESC' } }),
    ).toEqual({ page: 1, page_size: 25, ordering: '-name' });
    expect(pagingArgs({ page: 3, perPage: 10, filter: { q: 'kam', n_gte: 2 } })).toEqual({
      page: 3,
      page_size: 10,
      filters: JSON.stringify({ q: 'kam', n_gte: 2 }),
    });
  });
});
