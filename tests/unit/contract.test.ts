/**
 * The SPA's calls against the contract table (contract/calls.ts): every verb of the endpoint table
 * (src/providers/endpoints.ts), every named method (src/providers/contractMethods.ts), the provider's other
 * calls and the sign-in are driven through the real data/auth provider over a fake fetch, and each request it
 * sends (method, path, encoding, field names) must match a row. Screens pass no URL and no query name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GetListParams } from 'ra-core';
import { CALLS, DOCUMENTED_CALLS } from '../../contract/calls';
import { matchRequest, wireRequest, type MatchResult } from '../../contract/match';
import { authProvider } from '../../src/providers/authProvider';
import { NAMED_CALLS, type ContractMethods } from '../../src/providers/contractMethods';
import { clearReportCache, dataProvider } from '../../src/providers/dataProvider';
import { endpoints } from '../../src/providers/endpoints';
import { fakeFetch, json, type Call, signedInAsManager } from './support';

function check(call: Call, o: { fields?: boolean } = {}): MatchResult {
  const type = call.headers['Content-Type'] ?? call.headers['content-type'];
  const wire = wireRequest(call.url, call.method, type, {
    form: call.form,
    text: typeof call.body === 'string' ? call.body : null,
  });
  return matchRequest(wire, CALLS, o);
}

function describeCall(call: Call): string {
  return `${call.method} ${call.url}`;
}

/** Answers every call with something each reader accepts. */
function server(): Call[] {
  return fakeFetch((c) => {
    if (c.path === '/rest-auth/') return json({ message: 'success', token: 'tok', id: 2, coodinated_hub: 1 });
    if (c.path.startsWith('/api/accountrights')) return json([{ id: 1 }]);
    if (c.method === 'GET') return json({ count: 0, results: [] });
    return json({ id: 7, message: 'ok', success: true });
  });
}

const LIST: GetListParams = {
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'id', order: 'ASC' },
  filter: {},
};

/** The lists the SPA only reads with a filter the contract requires. */
const LIST_FILTERS: Record<string, Record<string, unknown>> = {
  delivery_items: { patient: 3 },
  pending_deliveries: { trip_status: 'ongoing' },
};

describe('the contract table', () => {
  it('has unique ids, a spec section per row and a fallback per extension', () => {
    const ids = CALLS.map((c) => c.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const c of CALLS) {
      expect(c.spec, c.id).toBeTruthy();
      if (c.extension) expect(c.fallback, c.id).toBeTruthy();
      else expect(c.spec, c.id).toMatch(/^(operations|administration) 7/);
      for (const e of c.extends ?? []) expect(ids, `${c.id} extends ${e}`).toContain(e);
    }
    expect(DOCUMENTED_CALLS.every((c) => !c.extension)).toBe(true);
  });

  it('fails a request with another path, method, encoding or field names', () => {
    const ok = matchRequest({
      method: 'POST',
      path: '/customqueries/cancel_order',
      encoding: 'multipart',
      fields: ['order_id'],
    });
    expect(ok.ok).toBe(true);
    expect(ok.row?.id).toBe('cancel_order');
    const bad = [
      { method: 'POST', path: '/customqueries/cancel_order/', encoding: 'multipart', fields: ['order_id'] },
      { method: 'PUT', path: '/customqueries/cancel_order', encoding: 'multipart', fields: ['order_id'] },
      { method: 'POST', path: '/customqueries/cancel_order', encoding: 'json', fields: ['order_id'] },
      { method: 'POST', path: '/customqueries/cancel_order', encoding: 'multipart', fields: ['id'] },
      { method: 'GET', path: '/api/samples/4/', encoding: 'none', fields: [] },
      { method: 'PUT', path: '/api/patients/4/', encoding: 'json', fields: ['name'] },
    ] as const;
    for (const req of bad)
      expect(matchRequest({ ...req, fields: [...req.fields] }).ok, JSON.stringify(req)).toBe(false);
    // an extension's fields are accepted on the rows it extends, and named
    const paged = matchRequest({
      method: 'POST',
      path: '/customqueries/getumoja_deliveriesreport',
      encoding: 'multipart',
      fields: ['dateone', 'datetwo', 'delivery_status', 'hub', 'page', 'page_size', 'tab'],
    });
    expect(paged.ok).toBe(true);
    expect(paged.extensions.map((e) => e.id).sort()).toEqual(['ext.deliveries-paging', 'ext.report-paging']);
  });
});

describe('the SPA speaks the contract', () => {
  signedInAsManager();

  it('every verb of the endpoint table sends a documented (or extension) call', async () => {
    const failures: string[] = [];
    for (const [resource, ep] of Object.entries(endpoints)) {
      clearReportCache();
      const runs: [string, () => Promise<unknown>, boolean][] = [
        [
          'getList',
          () => dataProvider.getList(resource, { ...LIST, filter: LIST_FILTERS[resource] ?? {} }),
          true,
        ],
      ];
      if (ep.list.kind === 'rest' && ep.list.variant)
        runs.push([
          'getList (variant)',
          () =>
            dataProvider.getList(resource, {
              ...LIST,
              filter: Object.fromEntries(
                ep.list.kind === 'rest' ? ep.list.variant!.whenAny.map((k) => [k, '2025-01-06']) : [],
              ),
            }),
          true,
        ]);
      if (ep.one) runs.push(['getOne', () => dataProvider.getOne(resource, { id: 7 }), true]);
      // create/update bodies are the screen's form: here the path, method and encoding are checked
      if (ep.create) runs.push(['create', () => dataProvider.create(resource, { data: {} }), false]);
      if (ep.update)
        runs.push([
          'update',
          () => dataProvider.update(resource, { id: 7, data: {}, previousData: { id: 7 } }),
          false,
        ]);
      if (ep.delete)
        runs.push(['delete', () => dataProvider.delete(resource, { id: 7, previousData: { id: 7 } }), true]);
      for (const [verb, run, fields] of runs) {
        const calls = server();
        await run().catch(() => undefined);
        if (calls.length === 0) failures.push(`${resource} ${verb}: no request`);
        for (const call of calls) {
          const m = check(call, { fields });
          if (!m.ok) failures.push(`${resource} ${verb}: ${describeCall(call)}: ${m.problems.join(' | ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('every named method sends its own row', async () => {
    const file = new File(['%PDF'], 'codes.pdf', { type: 'application/pdf' });
    const samples: { [K in keyof ContractMethods]: (m: ContractMethods) => Promise<unknown> } = {
      assignOrder: (m) => m.assignOrder({ selected_agent: 3, order_id: 9 }),
      cancelOrder: (m) => m.cancelOrder({ order_id: 9 }),
      addOrderExtraCharge: (m) => m.addOrderExtraCharge({ order_id: 9, extra_charge: 500 }),
      receiveDelivery: (m) =>
        m.receiveDelivery({
          time_of_receiving: '2025-01-06 10:00',
          delivery_number: 'D-1',
          receivers_note: '',
          username: 'manager',
          expected_codes: '["C-1","C-2"]',
          received_codes: '["C-1"]',
        }),
      repackageBarcode: (m) => m.repackageBarcode({ barcode: '123', reason_for_repackage: 'torn' }),
      deliveriesReport: (m) =>
        m.deliveriesReport({
          dateone: '01/01/2025',
          datetwo: '31/01/2025',
          delivery_status: '',
          hub: 1,
          page: 1,
          page_size: 1,
        }),
      generateBarcodes: (m) => m.generateBarcodes({ numer_of_codes: 5, bar_code_type: 'single_entry' }),
      submitProductBatch: (m) => m.submitProductBatch({ date: '06/01/2025', productlist: '[]' }),
      createSystemUser: (m) =>
        m.createSystemUser({
          username: 'u',
          email: 'u@example.test',
          password1: 'pw123456',
          password2: 'pw123456',
          is_active: true,
          branch_manager: false,
          coodinated_hub: '',
        }),
      setUserPassword: (m) => m.setUserPassword({ password1: 'a', password2: 'a', userid: 3 }),
      setClientPassword: (m) => m.setClientPassword({ password: 'a', userid: 3 }),
      setAgentPassword: (m) => m.setAgentPassword({ password: 'a', agent_id: 3 }),
      extractPdfBarcodes: (m) => m.extractPdfBarcodes({ pdf_file: file, barcode_type: 'single_entry' }),
      importData: (m) => m.importData({ import_type: 'barcodes', data: '[]', is_manual_entry: true }),
      hubAgents: (m) => m.hubAgents({ hub: 1 }),
      hubAccounts: (m) => m.hubAccounts({ hub: 1 }),
      geoRegions: (m) => m.geoRegions(),
      geoDistricts: (m) => m.geoDistricts({ region: '1' }),
      geoHubs: (m) => m.geoHubs({ district: '4' }),
      hubsVisitedStatistics: (m) =>
        m.hubsVisitedStatistics({
          dateone: '01/01/2025',
          datetwo: '31/01/2025',
          region: '',
          district: '',
          hub: '',
        }),
      hubDeliveryStats: (m) => m.hubDeliveryStats({ hub: 1 }),
      agentDayActivities: (m) => m.agentDayActivities({ date: '2025-01-06', selected_acccount: 3 }),
      auditStatistics: (m) => m.auditStatistics({ days: 30 }),
      exportAuditLogs: (m) => m.exportAuditLogs({ user: '', action: '', search: '' }),
      sampleJourney: (m) => m.sampleJourney({ barcode: 'CH-001' }),
      receivingDiscrepancies: (m) =>
        m.receivingDiscrepancies({ dateone: '2025-01-01', datetwo: '2025-01-31', hub: '' }),
      turnaround: (m) =>
        m.turnaround({ dateone: '01/01/2025', datetwo: '31/01/2025', region: '', district: '', hub: '' }),
      overdue: (m) => m.overdue({ ids: '1,2', kind: 'pickup' }),
      limsStatistics: (m) => m.limsStatistics(),
      confirmLimsSample: (m) => m.confirmLimsSample({ id: 4 }),
      rejectLimsSample: (m) => m.rejectLimsSample({ id: 4, error_message: 'Rejected by admin' }),
      regenerateLimsToken: (m) => m.regenerateLimsToken({ id: 4 }),
      exportLimsLogs: (m) => m.exportLimsLogs({ status: 'FAILED' }),
      limsFhirInterface: (m) => m.limsFhirInterface(),
      retryOutboxMessage: (m) => m.retryOutboxMessage({ id: 7 }),
    };
    expect(Object.keys(samples).sort()).toEqual(Object.keys(NAMED_CALLS).sort());
    const failures: string[] = [];
    for (const [name, run] of Object.entries(samples)) {
      const calls = server();
      await run(dataProvider);
      expect(calls, name).toHaveLength(1);
      const m = check(calls[0]);
      if (!m.ok) failures.push(`${name}: ${describeCall(calls[0])}: ${m.problems.join(' | ')}`);
      else if (m.row?.id !== NAMED_CALLS[name as keyof ContractMethods])
        failures.push(`${name} matched ${m.row?.id}, names ${NAMED_CALLS[name as keyof ContractMethods]}`);
    }
    expect(failures).toEqual([]);
  });

  it("the provider's other calls and the sign-in match their rows", async () => {
    const runs: [string, () => Promise<unknown>, string[]][] = [
      [
        'changePassword',
        () => dataProvider.changePassword({ old_password: 'a', new_password1: 'b', new_password2: 'b' }),
        ['passwordchange'],
      ],
      [
        'updateAccount (flags left out: read first)',
        () => dataProvider.updateAccount(2, { username: 'manager', email: 'm@example.test' }),
        ['account.get/', 'account.put'],
      ],
      [
        'updateAccount',
        () =>
          dataProvider.updateAccount(2, {
            username: 'manager',
            email: 'm@example.test',
            is_active: true,
            branch_manager: true,
          }),
        ['account.put'],
      ],
      [
        'requestAccountDeactivation',
        () => dataProvider.requestAccountDeactivation({ phonecontact: '0700000000', reason_ofdeaction: 'x' }),
        ['requestaccount_deactivation'],
      ],
      ['getUnreadNotifications', () => dataProvider.getUnreadNotifications(), ['adminnotification.unread']],
      ['markNotificationsRead', () => dataProvider.markNotificationsRead([5]), ['adminnotification.read']],
      ['getCount', () => dataProvider.getCount('pending_pickups'), ['pending_umoja_pickups.count']],
      ['logout', () => authProvider.logout({}), ['ext.logout']],
      [
        'login',
        () => authProvider.login({ username: 'hubcoordinator', password: 'demo1234' }),
        [
          'login',
          'account.get/',
          'accountrights.of_user',
          'current_user_profile',
          'app_profile.get',
          'collectionhub.get',
        ],
      ],
    ];
    const failures: string[] = [];
    for (const [name, run, rows] of runs) {
      const calls = server();
      await run().catch((e: unknown) => failures.push(`${name}: threw ${String(e)}`));
      const matched: string[] = [];
      for (const call of calls) {
        const m = check(call);
        if (!m.ok) failures.push(`${name}: ${describeCall(call)}: ${m.problems.join(' | ')}`);
        else matched.push(m.row!.id);
      }
      expect(matched.sort(), name).toEqual([...rows].sort());
    }
    expect(failures).toEqual([]);
  });

  it('a create or update body carries only the fields of its row (the record may hold more)', async () => {
    const calls = server();
    await dataProvider.update('useraccounts', {
      id: 5,
      data: {
        id: 5,
        username: 'u',
        email: 'u@example.test',
        is_active: true,
        branch_manager: false,
        is_admin: false,
        is_staff: true,
        is_superuser: false,
        coodinated_hub: '',
        first_name: 'U',
        last_login: '2025-01-06T10:00:00Z',
        profile_pic: '/customqueries/getfile/5/user_account',
      },
      previousData: { id: 5 },
    });
    const rights = {
      delivery_agent: 3,
      can_do_supply_pickup: true,
      can_do_sample_pickup: false,
      can_do_other_items_pickup: true,
      can_do_sample_results_pickup: false,
      can_do_package_pickup: true,
    };
    await dataProvider.create('delivery_agent_rights', { data: { ...rights, FullName: 'A' } });
    expect([...calls[0].form!.keys()].sort()).toEqual(
      [
        'username',
        'email',
        'is_active',
        'branch_manager',
        'is_admin',
        'is_staff',
        'is_superuser',
        'coodinated_hub',
      ].sort(),
    );
    expect([...calls[1].form!.keys()].sort()).toEqual(Object.keys(rights).sort());
    for (const call of calls) expect(check(call).problems).toEqual([]);
  });

  it('no screen passes a URL or a customQuery name', () => {
    const root = path.resolve(__dirname, '../../src');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'providers') walk(full);
          continue;
        }
        if (!/\.(ts|tsx)$/.test(entry.name)) continue;
        const rel = path.relative(root, full);
        const text = fs.readFileSync(full, 'utf8');
        if (/\bcustomQuery\s*[<(]/.test(text)) offenders.push(`${rel}: customQuery`);
        if (/['"`]\/(api|customqueries|rest-auth)\//.test(text)) offenders.push(`${rel}: a URL`);
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
