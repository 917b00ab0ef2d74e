import { describe, expect, it, vi } from 'vitest';
import type { GetListParams } from 'ra-core';
import { dataProvider } from '../../src/providers/dataProvider';
import { endpoints } from '../../src/providers/endpoints';
import { clearSession, getSession } from '../../src/providers/session';
import { account, fakeFetch, json, signedInAsManager } from './support';

const list = (p: Partial<GetListParams> = {}): GetListParams => ({
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'id', order: 'ASC' },
  filter: {},
  ...p,
});

const samples = [
  { id: 1, name: 'Blood', priority: 'high' },
  { id: 2, name: 'Urine', priority: 'low' },
  { id: 3, name: 'Sputum', priority: 'high' },
];

describe('dataProvider', () => {
  signedInAsManager();

  it('maps resource names to the documented URLs', () => {
    const urls = Object.fromEntries(Object.entries(endpoints).map(([k, e]) => [k, e.list.url]));
    expect(urls).toMatchObject({
      samples: '/api/samples/',
      supplies: '/api/supplies',
      healthcenters: '/api/healthcentres/',
      collectionhubs: '/api/collectionhubs/',
      deliveryagents: '/api/delivery_agents/',
      useraccounts: '/api/accounts/',
      accounts: '/api/accounts/',
      accountrights: '/api/accountrights/',
      notifications: '/api/admin_notifications/',
      app_clients: '/api/app_clients/',
      products: '/api/products/',
      product_units: '/api/productunits/',
      product_categories: '/api/productcategories/',
      suppliers: '/api/suppliers/',
      regions: '/api/regions',
      districts: '/api/districts/',
      bar_codes: '/api/sample_barcodes/',
      pending_pickups: '/api/pending_umoja_pickups/',
      patients: '/api/patients/',
      deliveries: '/customqueries/getumoja_deliveriesreport',
      orders: '/customqueries/getclientorder_deliveriesreport',
      facility_visits: '/customqueries/list_facility_visits',
      audit_logs: '/customqueries/get_audit_logs',
    });
    expect(endpoints.notifications.update!.url(9)).toBe('/api/adminnotification/9/');
  });

  it('getList on a paged answer sends page, page_size, search, ordering and filters and reads {count, results}', async () => {
    const calls = fakeFetch(() =>
      json({ count: 42, next: null, previous: null, results: samples.slice(0, 2) }),
    );
    const result = await dataProvider.getList('samples', {
      pagination: { page: 3, perPage: 2 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'bl', priority: 'high', empty: '' },
    });
    expect(result).toEqual({ data: samples.slice(0, 2), total: 42 });
    const q = calls[0].query;
    expect(calls[0].path).toBe('/api/samples/');
    expect(q.get('page')).toBe('3');
    expect(q.get('page_size')).toBe('2');
    expect(q.get('search')).toBe('bl');
    expect(q.get('ordering')).toBe('-name');
    expect(q.get('priority')).toBe('high');
    expect(q.has('empty')).toBe(false);
    expect(q.has('q')).toBe(false);
  });

  it('getList on a plain-array answer filters, sorts and pages in the browser', async () => {
    fakeFetch(() => json(samples));
    const result = await dataProvider.getList(
      'samples',
      list({
        filter: { priority: 'high' },
        sort: { field: 'name', order: 'DESC' },
        pagination: { page: 1, perPage: 1 },
      }),
    );
    expect(result).toEqual({ data: [samples[2]], total: 2 });
    const all = await dataProvider.getList('samples', list({ filter: { q: 'URI' } }));
    expect(all.data.map((r) => r.id)).toEqual([2]);
  });

  it('getList on {results} without count also pages in the browser', async () => {
    fakeFetch(() => json({ results: samples }));
    const result = await dataProvider.getList('samples', list({ pagination: { page: 2, perPage: 2 } }));
    expect(result).toEqual({ data: [samples[2]], total: 3 });
  });

  it('pending pickups with a date range use the search_by_date_range URL with YYYY-MM-DD dates', async () => {
    const calls = fakeFetch(() =>
      json({
        results: [
          { id: 1, pickup_status: 'pending' },
          { id: 2, pickup_status: 'assigned' },
        ],
        date_range: { default_range: false, start_date: '2024-06-01', end_date: '2024-06-30' },
      }),
    );
    const result = await dataProvider.getList(
      'pending_pickups',
      list({
        filter: { start_date: '01/06/2024', end_date: new Date(2024, 5, 30), pickup_status: 'assigned' },
      }),
    );
    expect(calls[0].path).toBe('/api/pending_umoja_pickups/search_by_date_range/');
    expect(calls[0].query.get('start_date')).toBe('2024-06-01');
    expect(calls[0].query.get('end_date')).toBe('2024-06-30');
    expect(result.data.map((r) => r.id)).toEqual([2]);
    // the range the server answered for reaches the list as meta
    expect(result.meta).toEqual({
      date_range: { default_range: false, start_date: '2024-06-01', end_date: '2024-06-30' },
    });
  });

  describe('report-backed resources', () => {
    const rows = [
      {
        id: 10,
        delivery_number: 'D-10',
        delivery_status: 'delivered',
        agent_account_name: 'Ann',
        barcode_type: 'child',
      },
      {
        id: 11,
        delivery_number: 'D-11',
        delivery_status: 'delivered',
        agent_account_name: 'Bob',
        barcode_type: 'parent',
      },
      {
        id: 12,
        delivery_number: 'D-12',
        delivery_status: 'delivered',
        agent_account_name: 'Ann',
        barcode_type: 'child',
      },
    ];

    it('posts the report arguments (DD/MM/YYYY dates), parses `report` and filters/sorts/pages in the browser', async () => {
      const calls = fakeFetch(() => json({ report: JSON.stringify(rows) }));
      const result = await dataProvider.getList(
        'deliveries',
        list({
          filter: {
            dateone: '2024-06-03',
            datetwo: new Date(2024, 5, 12),
            delivery_status: 'delivered',
            hub: 1,
            agent_account_name: 'Ann',
          },
          sort: { field: 'delivery_number', order: 'DESC' },
        }),
      );
      expect(calls[0].method).toBe('POST');
      expect(calls[0].path).toBe('/customqueries/getumoja_deliveriesreport');
      const form = calls[0].form!;
      expect(form.get('dateone')).toBe('03/06/2024');
      expect(form.get('datetwo')).toBe('12/06/2024');
      expect(form.get('delivery_status')).toBe('delivered');
      expect(form.get('hub')).toBe('1');
      expect(result.total).toBe(2);
      expect(result.data.map((r) => r.id)).toEqual([12, 10]);
    });

    it('defaults the date range to Monday of last week .. today', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2024, 5, 12, 10));
      try {
        const calls = fakeFetch(() => json({ report: '[]' }));
        await dataProvider.getList('orders', list());
        expect(calls[0].form!.get('dateone')).toBe('03/06/2024');
        expect(calls[0].form!.get('datetwo')).toBe('12/06/2024');
        expect(calls[0].form!.get('order_status')).toBe('');
      } finally {
        vi.useRealTimers();
      }
    });

    it('reuses the fetched report while only paging, sorting or filtering changes', async () => {
      const calls = fakeFetch(() => json({ report: JSON.stringify(rows) }));
      const base = { dateone: '03/06/2024', datetwo: '12/06/2024' };
      await dataProvider.getList('deliveries', list({ filter: base, pagination: { page: 1, perPage: 2 } }));
      const page2 = await dataProvider.getList(
        'deliveries',
        list({ filter: base, pagination: { page: 2, perPage: 2 } }),
      );
      const filtered = await dataProvider.getList('deliveries', list({ filter: { ...base, q: 'bob' } }));
      const sorted = await dataProvider.getList(
        'deliveries',
        list({ filter: base, sort: { field: 'id', order: 'DESC' } }),
      );
      expect(calls).toHaveLength(1);
      expect(page2.data.map((r) => r.id)).toEqual([12]);
      expect(filtered.data.map((r) => r.id)).toEqual([11]);
      expect(sorted.data.map((r) => r.id)).toEqual([12, 11, 10]);
      // another date range is another report
      await dataProvider.getList('deliveries', list({ filter: { ...base, dateone: '01/06/2024' } }));
      expect(calls).toHaveLength(2);
      // the same params again is a refresh: fetched again
      await dataProvider.getList('deliveries', list({ filter: { ...base, dateone: '01/06/2024' } }));
      expect(calls).toHaveLength(3);
    });

    it('two identical report calls at the same time share one request', async () => {
      const calls = fakeFetch(() => json({ report: JSON.stringify(rows) }));
      const [a, b] = await Promise.all([
        dataProvider.getList('deliveries', list({ pagination: { page: 1, perPage: 1 } })),
        dataProvider.getList('deliveries', list({ pagination: { page: 2, perPage: 1 } })),
      ]);
      expect(calls).toHaveLength(1);
      expect([a.data[0].id, b.data[0].id]).toEqual([10, 11]);
    });

    it('the hub shell reads the same report under hub_deliveries, with the hub argument', async () => {
      const calls = fakeFetch(() => json({ report: rows }));
      const result = await dataProvider.getList('hub_deliveries', list({ filter: { hub: 1 } }));
      expect(calls[0].path).toBe('/customqueries/getumoja_deliveriesreport');
      expect(calls[0].form!.get('hub')).toBe('1');
      expect(result.total).toBe(3);
    });

    it('a write to a report-backed resource drops its cached report', async () => {
      const calls = fakeFetch((c) =>
        c.path.includes('update_umoja_delivery')
          ? json({ message: 'ok' })
          : json({ report: JSON.stringify(rows) }),
      );
      await dataProvider.getList('deliveries', list({ pagination: { page: 1, perPage: 2 } }));
      await dataProvider.update('deliveries', {
        id: 10,
        data: { delivery_status: 'pending' },
        previousData: rows[0],
      });
      await dataProvider.getList('deliveries', list({ pagination: { page: 2, perPage: 2 } }));
      expect(calls.map((c) => c.path)).toEqual([
        '/customqueries/getumoja_deliveriesreport',
        '/customqueries/update_umoja_delivery/10',
        '/customqueries/getumoja_deliveriesreport',
      ]);
    });

    it('updates a delivery as JSON and deletes it with DELETE, with the spec fallbacks on failure', async () => {
      const calls = fakeFetch((c) => (c.method === 'DELETE' ? json({}, 500) : json({ message: 'updated' })));
      const updated = await dataProvider.update('deliveries', {
        id: 10,
        data: { delivery_status: 'pending', delivery_items: [{ barcode: 'B1' }] },
        previousData: rows[0],
      });
      expect(calls[0].method).toBe('POST');
      expect(calls[0].headers['Content-Type']).toBe('application/json');
      expect(calls[0].json).toEqual({ delivery_status: 'pending', delivery_items: [{ barcode: 'B1' }] });
      expect(updated.data).toMatchObject({ id: 10, delivery_number: 'D-10', delivery_status: 'pending' });
      await expect(dataProvider.delete('deliveries', { id: 10, previousData: rows[0] })).rejects.toThrow(
        'Failed to delete delivery',
      );
      expect(calls[1]).toMatchObject({ method: 'DELETE', path: '/customqueries/delete_umoja_delivery/10' });
    });

    it('reads facility visits from list_facility_visits and deletes them at /api/agent_facility_visits/{id}/', async () => {
      const calls = fakeFetch((c) =>
        c.method === 'DELETE' ? { status: 204 } : json([{ id: 5, agent_name: 'Ann' }]),
      );
      const result = await dataProvider.getList('facility_visits', list());
      expect(calls[0]).toMatchObject({ method: 'GET', path: '/customqueries/list_facility_visits' });
      expect(result.data).toEqual([{ id: 5, agent_name: 'Ann' }]);
      await dataProvider.delete('facility_visits', { id: 5 });
      expect(calls[1]).toMatchObject({ method: 'DELETE', path: '/api/agent_facility_visits/5/' });
    });

    it('pages audit logs on the server with a JSON body and reads logs and total_count', async () => {
      const calls = fakeFetch(() =>
        json({ success: true, logs: [{ id: 1, action: 'LOGIN' }], total_count: 120 }),
      );
      const result = await dataProvider.getList(
        'audit_logs',
        list({
          pagination: { page: 2, perPage: 50 },
          filter: { action: 'LOGIN', date_from: '01/06/2024', q: 'adm' },
        }),
      );
      expect(calls[0].method).toBe('POST');
      expect(calls[0].json).toMatchObject({
        page: 2,
        page_size: 50,
        action: 'LOGIN',
        date_from: '2024-06-01',
        search: 'adm',
      });
      expect(result).toEqual({ data: [{ id: 1, action: 'LOGIN' }], total: 120 });
    });
  });

  it('getOne and delete use {url}{id}, update {url}{id}/, create the list URL (as administration 7 writes them)', async () => {
    const calls = fakeFetch((c) => {
      if (c.method === 'POST') return json({ id: 9, name: 'Swab' }, 201);
      if (c.method === 'DELETE') return { status: 204 };
      return json({ id: 1, name: 'Blood', priority: 'high' });
    });
    expect((await dataProvider.getOne('samples', { id: 1 })).data).toEqual(samples[0]);
    expect(
      (await dataProvider.create('samples', { data: { name: 'Swab', priority: 'low' } })).data,
    ).toMatchObject({ id: 9 });
    await dataProvider.update('samples', {
      id: 1,
      data: { name: 'Blood', priority: 'high' },
      previousData: samples[0],
    });
    await dataProvider.delete('samples', { id: 1 });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/samples/1',
      'POST /api/samples/',
      'PUT /api/samples/1/',
      'DELETE /api/samples/1',
    ]);
    expect(calls[1].form!.get('name')).toBe('Swab');
  });

  it('getMany fetches each id and leaves out the missing ones; getManyReference filters by the target', async () => {
    const calls = fakeFetch((c) => {
      if (c.path === '/api/samples/404') return json({ detail: 'Not found.' }, 404);
      if (c.path === '/api/healthcentres/')
        return json([
          { id: 1, collection_hub: 3 },
          { id: 2, collection_hub: 4 },
        ]);
      return json({ id: Number(c.path.split('/')[3]), name: 'x' });
    });
    const many = await dataProvider.getMany('samples', { ids: [1, 404, 3] });
    expect(many.data.map((r) => r.id)).toEqual([1, 3]);
    const refs = await dataProvider.getManyReference('healthcenters', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
      target: 'collection_hub',
      id: 3,
    });
    expect(refs.data.map((r) => r.id)).toEqual([1]);
    expect(calls.at(-1)!.query.get('collection_hub')).toBe('3');
  });

  it('sends patients as JSON with empty strings as null, and file fields only when they hold a new file', async () => {
    const calls = fakeFetch(() => json({ id: 3 }));
    await dataProvider.create('patients', {
      data: { names: 'Jane', email_address: '', pending_sample_pickup: 4 },
    });
    expect(calls[0].headers['Content-Type']).toBe('application/json');
    expect(calls[0].json).toEqual({ names: 'Jane', email_address: null, pending_sample_pickup: 4 });
    await dataProvider.update('products', {
      id: 3,
      data: { product_name: 'Gloves', product_pic: '/media/gloves.png' },
      previousData: { id: 3 },
    });
    expect(calls[1].form!.has('product_pic')).toBe(false);
    await dataProvider.update('products', {
      id: 3,
      data: { product_name: 'Gloves', product_pic: { rawFile: new File(['x'], 'g.png') } },
      previousData: { id: 3 },
    });
    expect((calls[2].form!.get('product_pic') as File).name).toBe('g.png');
  });

  it('adds source and created_by to a new pickup and prefixes its error message', async () => {
    const calls = fakeFetch(() => json({ detail: 'sample is required' }, 400));
    await expect(dataProvider.create('pending_pickups', { data: { quantity: 1 } })).rejects.toThrow(
      'Failed to create pickup: sample is required',
    );
    expect(calls[0].form!.get('source')).toBe('dashboard');
    expect(calls[0].form!.get('created_by')).toBe('manager');
  });

  it('refuses a verb the resource does not have', async () => {
    fakeFetch(() => json({}));
    await expect(dataProvider.delete('app_clients', { id: 1 })).rejects.toMatchObject({ status: 405 });
  });

  it('updateMany and deleteMany call the single-record URLs for each id', async () => {
    const calls = fakeFetch((c) => (c.method === 'DELETE' ? { status: 204 } : json({ id: 1 })));
    expect(
      (await dataProvider.updateMany('notifications', { ids: [1, 2], data: { read: true } })).data,
    ).toEqual([1, 2]);
    expect((await dataProvider.deleteMany('regions', { ids: [7] })).data).toEqual([7]);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /api/adminnotification/1/',
      'PUT /api/adminnotification/2/',
      'DELETE /api/regions/7',
    ]);
  });

  describe('custom methods', () => {
    it('the named methods send their contract row: multipart, GET with the path filled in, the receiving check', async () => {
      const calls = fakeFetch(() => json({ message: 'done' }));
      expect(await dataProvider.cancelOrder({ order_id: 4 })).toEqual({ message: 'done' });
      await dataProvider.hubAgents({ hub: 3 });
      await dataProvider.sampleJourney({ barcode: 'CH 1/2' });
      await dataProvider.receiveDelivery({
        time_of_receiving: '2025-01-06T10:00:00Z',
        delivery_number: 'D-1',
        receivers_note: '',
        username: 'manager',
        expected_codes: '["A","B"]',
        received_codes: '["A"]',
      });
      expect(calls[0]).toMatchObject({ method: 'POST', path: '/customqueries/cancel_order' });
      expect(calls[0].form!.get('order_id')).toBe('4');
      expect(calls[1]).toMatchObject({ method: 'GET', path: '/customqueries/get_hubagents/3' });
      expect(calls[2]).toMatchObject({ method: 'GET', path: '/customqueries/sample_journey/CH%201%2F2' });
      expect(calls[3]).toMatchObject({ method: 'POST', path: '/customqueries/confirm_receiving_items' });
      expect(calls[3].form!.get('received_codes')).toBe('["A"]');
    });

    it('the LIMS methods reach /api/lims/...: GET with a query, reject as multipart, CSV as text', async () => {
      const calls = fakeFetch((c) =>
        c.path.endsWith('/export/') ? { text: 'ID,Type\n1,API_CALL' } : json({ total_logs: 3 }),
      );
      expect(await dataProvider.limsStatistics()).toEqual({ total_logs: 3 });
      await dataProvider.rejectLimsSample({ id: 4, error_message: 'Rejected by admin' });
      expect(await dataProvider.exportLimsLogs({ status: 'FAILED' })).toBe('ID,Type\n1,API_CALL');
      expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/lims/logs/statistics/' });
      expect(calls[1]).toMatchObject({ method: 'POST', path: '/api/lims/confirmations/4/reject/' });
      // administration 7: the section's posts are multipart form data
      expect(calls[1].json).toBeUndefined();
      expect(calls[1].form).toBeInstanceOf(FormData);
      expect([...calls[1].form!.entries()]).toEqual([['error_message', 'Rejected by admin']]);
      expect(calls[2].query.get('status')).toBe('FAILED');
    });

    it('getCount reads count of a one-row page, or the length of a plain list', async () => {
      const calls = fakeFetch((c) =>
        c.path === '/api/samples/' ? json({ count: 17, results: [{ id: 1 }] }) : json([{ id: 1 }, { id: 2 }]),
      );
      expect(await dataProvider.getCount('samples')).toBe(17);
      expect(calls[0].query.get('page_size')).toBe('1');
      expect(await dataProvider.getCount('supplies')).toBe(2);
    });

    it('getUnreadNotifications asks for read=false; markNotificationsRead puts read=true for each', async () => {
      const calls = fakeFetch((c) =>
        c.method === 'GET' ? json([{ id: 1, title: 't', message: 'm', read: false }]) : json({ id: 1 }),
      );
      expect(await dataProvider.getUnreadNotifications()).toHaveLength(1);
      expect(calls[0].path).toBe('/api/adminnotification');
      expect(calls[0].query.get('read')).toBe('false');
      await dataProvider.markNotificationsRead([1, 2]);
      expect(calls.slice(1).map((c) => `${c.method} ${c.path} ${c.form!.get('read')}`)).toEqual([
        'PUT /api/adminnotification/1/ true',
        'PUT /api/adminnotification/2/ true',
      ]);
    });

    it('changePassword adds the username and resolves the server message; a failure rejects with it', async () => {
      let reply = json({ message: 'Password changed' });
      const calls = fakeFetch(() => reply);
      const p = { old_password: 'a', new_password1: 'b', new_password2: 'b' };
      expect(await dataProvider.changePassword(p)).toBe('Password changed');
      expect(calls[0].path).toBe('/customqueries/passwordchange');
      expect(calls[0].form!.get('username')).toBe('manager');
      expect(calls[0].form!.get('old_password')).toBe('a');
      reply = json({ message: 'Old password is wrong' }, 400);
      await expect(dataProvider.changePassword(p)).rejects.toThrow('Old password is wrong');
    });

    it('updateAccount puts the fields and refreshes the session account when it is the signed-in one', async () => {
      const calls = fakeFetch(() =>
        json({ ...account({ id: 2 }), username: 'mary', email: 'mary@example.test' }),
      );
      const updated = await dataProvider.updateAccount(2, {
        username: 'mary',
        email: 'mary@example.test',
        is_active: true,
        branch_manager: false,
      });
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ method: 'PUT', path: '/api/accounts/2/' });
      expect(calls[0].form!.get('branch_manager')).toBe('false');
      expect(calls[0].form!.get('is_active')).toBe('true');
      expect(calls[0].form!.has('profile_pic')).toBe(false);
      expect(updated.username).toBe('mary');
      expect(getSession()!.account.username).toBe('mary');
    });

    it('updateAccount without the flags reads the stored account first and sends its is_active and branch_manager', async () => {
      const calls = fakeFetch((call) =>
        call.method === 'GET'
          ? json({ ...account({ id: 2 }), is_active: true, branch_manager: true })
          : json({ ...account({ id: 2 }), username: 'mary' }),
      );
      await dataProvider.updateAccount(2, { username: 'mary', email: 'mary@example.test' });
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
        'GET /api/accounts/2/',
        'PUT /api/accounts/2/',
      ]);
      expect(calls[1].form!.get('is_active')).toBe('true');
      expect(calls[1].form!.get('branch_manager')).toBe('true');
      expect(calls[1].form!.get('username')).toBe('mary');
    });

    it('requestAccountDeactivation sends no token and resolves the server message', async () => {
      const calls = fakeFetch(() => json({ message: 'Request received' }));
      clearSession();
      expect(
        await dataProvider.requestAccountDeactivation({ phonecontact: '0700', reason_ofdeaction: 'leaving' }),
      ).toBe('Request received');
      expect(calls[0].path).toBe('/customqueries/requestaccount_deactivation');
      expect(calls[0].headers.Authorization).toBeUndefined();
      expect(calls[0].form!.get('phonecontact')).toBe('0700');
    });
  });
});
