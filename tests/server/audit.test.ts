import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, getTableColumns, isNull } from 'drizzle-orm';
import { auditLogs } from '../../server/db/schema';
import { auditSettled, classifyRequest, deviceTypeOf, stripSecrets } from '../../server/audit';
import { PERMISSION_DENIED } from '../../server/routes/http';
import { PASSWORD, auth, createFixture, type Fixture, sendForm, sendJson } from './fixtures';

let fx: Fixture;
let manager: Record<string, string>;
let admin: Record<string, string>;
let staff: Record<string, string>;
let coordinator: Record<string, string>;

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

type AuditRow = typeof auditLogs.$inferSelect;

/** Every audit row of one resource name, oldest first (after the queued writes landed). */
async function entriesFor(name: string): Promise<AuditRow[]> {
  await auditSettled(fx.app);
  return fx.database.db
    .select()
    .from(auditLogs)
    .where(eq(auditLogs.resource_name, name))
    .orderBy(auditLogs.id);
}

async function allEntries(): Promise<AuditRow[]> {
  await auditSettled(fx.app);
  return fx.database.db.select().from(auditLogs).orderBy(desc(auditLogs.id));
}

const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  fx.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });

beforeAll(async () => {
  fx = await createFixture();
  manager = auth(await fx.login('manager'));
  admin = auth(await fx.login('admin'));
  staff = auth(await fx.login('staff'));
  coordinator = auth(await fx.login('hubcoordinator'));
});

afterAll(async () => {
  await fx.close();
});

describe('device type and write classification', () => {
  it('tells Mobile, Tablet and Desktop apart from the User-Agent', () => {
    expect(deviceTypeOf(IPHONE)).toBe('Mobile');
    expect(deviceTypeOf(ANDROID_PHONE)).toBe('Mobile');
    expect(deviceTypeOf(IPAD)).toBe('Tablet');
    expect(deviceTypeOf(ANDROID_TABLET)).toBe('Tablet');
    expect(deviceTypeOf(WINDOWS)).toBe('Desktop');
    expect(deviceTypeOf(undefined)).toBe('Desktop');
  });

  it('classifies writes by method and URL; reports, searches and LIMS-facing calls are not writes', () => {
    const writes: [string, string, Record<string, string>][] = [
      ['POST', '/api/regions/', { action: 'CREATE', resource_type: 'Region' }],
      ['PUT', '/api/healthcentres/4/', { action: 'UPDATE', resource_type: 'Facility', id: '4' }],
      ['DELETE', '/api/delivery_agents/2', { action: 'DELETE', resource_type: 'Agent' }],
      ['POST', '/customqueries/confirm_receiving_items', { action: 'UPDATE', resource_type: 'Delivery' }],
      ['DELETE', '/customqueries/delete_umoja_delivery/9', { action: 'DELETE', resource_type: 'Delivery' }],
      ['POST', '/api/lims/tokens/', { action: 'CREATE', resource_type: 'LIMS' }],
    ];
    for (const [method, url, target] of writes) expect(classifyRequest(method, url)).toMatchObject(target);
    expect(classifyRequest('GET', '/api/regions/')).toBeNull();
    for (const read of [
      '/customqueries/getumoja_deliveriesreport',
      '/customqueries/get_hubs_visited_statistics',
      '/customqueries/get_audit_logs',
      '/customqueries/search_by_date_range',
      '/customqueries/get_regions',
      '/customqueries/log_client_action',
      '/api/lims/v1/confirmations/',
    ])
      expect(classifyRequest('POST', read)).toBeNull();
  });

  it('drops every key naming a password or a token, at any depth', () => {
    expect(
      stripSecrets({ name: 'x', password1: 'a', api_token: 'b', nested: { Password: 'c', keep: 1 } }),
    ).toEqual({ name: 'x', nested: { keep: 1 } });
  });
});

describe('writes through the API leave audit entries', () => {
  it('a create, an update (only the changed fields) and a delete of a region', async () => {
    const created = await sendJson(
      fx.app,
      'POST',
      '/api/regions/',
      { ...manager, 'user-agent': IPHONE },
      { name: 'Audit Region A' },
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const [create] = await entriesFor('Audit Region A');
    expect(create).toMatchObject({
      action: 'CREATE',
      resource_type: 'Region',
      user: fx.users.manager,
      user_username: 'manager',
      user_email: 'manager@example.org',
      device_type: 'Mobile',
      success: true,
      error_message: null,
      old_values: null,
      new_values: { id, name: 'Audit Region A' },
    });
    expect(create.ip_address).toBeTruthy();

    const updated = await sendJson(
      fx.app,
      'PUT',
      `/api/regions/${id}/`,
      { ...manager, 'user-agent': WINDOWS },
      { name: 'Audit Region B' },
    );
    expect(updated.statusCode).toBe(200);
    const [update] = await entriesFor('Audit Region B');
    expect(update).toMatchObject({
      action: 'UPDATE',
      resource_type: 'Region',
      device_type: 'Desktop',
      success: true,
      old_values: { name: 'Audit Region A' },
      new_values: { name: 'Audit Region B' },
    });

    const deleted = await sendJson(fx.app, 'DELETE', `/api/regions/${id}/`, manager);
    expect(deleted.statusCode).toBe(204);
    const entries = await entriesFor('Audit Region B');
    expect(entries.map((e) => e.action)).toEqual(['UPDATE', 'DELETE']);
    expect(entries[1]).toMatchObject({
      success: true,
      old_values: { id, name: 'Audit Region B' },
      new_values: null,
    });
  });

  it('a refused write of a signed-in user is a failure with the answer as error, without secrets', async () => {
    const res = await post('/api/regions/', staff, {
      name: 'Audit Refused Region',
      password: 'hunter2',
      api_token: 'abc',
    });
    expect(res.statusCode).toBe(403);
    const [entry] = await entriesFor('Audit Refused Region');
    expect(entry).toMatchObject({
      action: 'CREATE',
      resource_type: 'Region',
      user_username: 'staff',
      success: false,
      error_message: PERMISSION_DENIED,
      new_values: { name: 'Audit Refused Region' },
    });
  });

  it('a rejected update names the record and carries the field errors', async () => {
    const created = await post('/api/regions/', manager, { name: 'Audit Region C' });
    const id = created.json().id as number;
    const res = await sendJson(fx.app, 'PUT', `/api/regions/${id}/`, manager, { name: '' });
    expect(res.statusCode).toBe(400);
    const entries = await entriesFor('Audit Region C');
    expect(entries.map((e) => [e.action, e.success])).toEqual([
      ['CREATE', true],
      ['UPDATE', false],
    ]);
    expect(entries[1].error_message).toBe('name: This field may not be blank.');
  });

  it('an anonymous call refused by the token guard is not logged', async () => {
    const before = (await allEntries()).length;
    const res = await post('/api/regions/', {}, { name: 'Audit Anonymous' });
    expect(res.statusCode).toBe(401);
    expect((await allEntries()).length).toBe(before);
  });

  it('a custom query write (generate_barcodes, multipart) leaves one entry', async () => {
    const before = (await allEntries()).length;
    const res = await sendForm(fx.app, 'POST', '/customqueries/generate_barcodes', manager, {
      bar_code_type: 'single_entry',
      numer_of_codes: '2',
    });
    expect(res.statusCode).toBe(200);
    const all = await allEntries();
    expect(all.length).toBe(before + 1);
    expect(all[0]).toMatchObject({
      action: 'CREATE',
      resource_type: 'Barcode',
      resource_name: 'single_entry',
      user_username: 'manager',
      success: true,
      new_values: { bar_code_type: 'single_entry', numer_of_codes: '2' },
    });
  });

  it('report and lookup POSTs are reads and leave nothing', async () => {
    const before = (await allEntries()).length;
    const report = await post('/customqueries/getumoja_deliveriesreport', manager, {
      dateone: '2024-05-01',
      datetwo: '2024-05-31',
      delivery_status: '',
      hub: '',
    });
    expect(report.statusCode).toBe(200);
    const regions = await post('/customqueries/get_regions', manager, {});
    expect(regions.statusCode).toBe(200);
    const logs = await post('/customqueries/get_audit_logs', manager, {});
    expect(logs.statusCode).toBe(200);
    expect((await allEntries()).length).toBe(before);
  });
});

describe('sign-in and sign-out', () => {
  it('a successful sign-in, a failed one and a sign-out', async () => {
    const ok = await post('/rest-auth/', { 'user-agent': IPAD }, { username: 'staff', password: PASSWORD });
    expect(ok.statusCode).toBe(200);
    const token = ok.json().token as string;
    const bad = await post('/rest-auth/', {}, { username: 'no-such-user', password: 'wrong-password' });
    expect(bad.statusCode).toBe(400);
    const out = await post('/rest-auth/logout/', auth(token), {});
    expect(out.statusCode).toBe(200);

    const all = await allEntries();
    const [logout, failed, login] = all;
    expect(login).toMatchObject({
      action: 'LOGIN',
      resource_type: 'User',
      resource_name: 'staff',
      user: fx.users.staff,
      user_username: 'staff',
      device_type: 'Tablet',
      success: true,
    });
    expect(failed).toMatchObject({
      action: 'LOGIN',
      resource_type: 'User',
      resource_name: 'no-such-user',
      user: null,
      user_username: 'no-such-user',
      success: false,
      error_message: 'Invalid credentials',
    });
    expect(logout).toMatchObject({
      action: 'LOGOUT',
      resource_type: 'User',
      user: fx.users.staff,
      user_username: 'staff',
      success: true,
    });
    // the revoked token no longer works, and a second sign-out with it writes nothing
    await post('/rest-auth/logout/', auth(token), {});
    expect((await allEntries()).length).toBe(all.length);
  });

  it('a wrong password of a real user is a failure without the user id', async () => {
    const bad = await post('/rest-auth/', {}, { username: 'manager', password: 'not-it' });
    expect(bad.statusCode).toBe(400);
    await auditSettled(fx.app);
    const rows = await fx.database.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.user_username, 'manager'), eq(auditLogs.success, false), isNull(auditLogs.user)),
      );
    expect(rows.map((r) => [r.action, r.error_message])).toEqual([['LOGIN', 'Invalid credentials']]);
  });
});

// ---------------------------------------------------------------- the queries over a known set of rows

const day = (d: number, h = 12) => new Date(2023, 0, d, h, 0, 0); // January 2023, server local time
const FIXED = [
  {
    timestamp: day(10, 0),
    user_username: 'alice',
    action: 'CREATE',
    resource_type: 'Delivery',
    resource_name: 'fx-DN1',
    success: true,
    ip_address: '10.0.0.1',
  },
  {
    timestamp: day(10, 23),
    user_username: 'alice',
    action: 'UPDATE',
    resource_type: 'Delivery',
    resource_name: 'fx-DN1',
    success: false,
    ip_address: '10.0.0.1',
    error_message: 'Not found.',
  },
  {
    timestamp: day(11),
    user_username: 'bob',
    action: 'DELETE',
    resource_type: 'Agent',
    resource_name: 'fx-Agent Okello',
    success: true,
    ip_address: '10.0.0.2',
  },
  {
    timestamp: day(12),
    user_username: 'bob',
    action: 'EXPORT',
    resource_type: 'Report',
    resource_name: '=cmd|calc',
    description: 'fx export',
    success: true,
    ip_address: '10.0.0.2',
  },
  {
    timestamp: day(13),
    user_username: 'carol',
    action: 'LOGIN',
    resource_type: 'User',
    resource_name: 'fx-carol',
    success: false,
    ip_address: '192.168.1.9',
    error_message: 'Invalid credentials',
  },
] as const;

interface LogsAnswer {
  success: boolean;
  logs: (AuditRow & { timestamp: string })[];
  total_count: number;
}

async function logs(filters: Record<string, unknown>): Promise<LogsAnswer> {
  const res = await post('/customqueries/get_audit_logs', manager, {
    date_from: '2023-01-01',
    date_to: '2023-01-31',
    ...filters,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as LogsAnswer;
}
const names = (a: LogsAnswer) => a.logs.map((l) => `${l.action}:${l.resource_name}`);

describe('POST /customqueries/get_audit_logs', () => {
  beforeAll(async () => {
    await fx.database.db.insert(auditLogs).values(
      FIXED.map((r) => ({
        ...r,
        timestamp: r.timestamp,
        device_type: 'Desktop' as const,
        new_values: { note: r.resource_name },
      })),
    );
  });

  it('answers newest first with every column, timestamps in ISO and values as objects', async () => {
    const a = await logs({});
    expect(a.success).toBe(true);
    expect(a.total_count).toBe(5);
    expect(names(a)).toEqual([
      'LOGIN:fx-carol',
      'EXPORT:=cmd|calc',
      'DELETE:fx-Agent Okello',
      'UPDATE:fx-DN1',
      'CREATE:fx-DN1',
    ]);
    expect(a.logs[0]).toMatchObject({
      user_username: 'carol',
      resource_type: 'User',
      ip_address: '192.168.1.9',
      device_type: 'Desktop',
      success: false,
      error_message: 'Invalid credentials',
      new_values: { note: 'fx-carol' },
      old_values: null,
      timestamp: day(13).toISOString(),
    });
    expect(Object.keys(a.logs[0]).sort()).toEqual(Object.keys(getTableColumns(auditLogs)).sort());
  });

  it('filters by user, action, resource type, success and search', async () => {
    expect(names(await logs({ user: 'bob' }))).toEqual(['EXPORT:=cmd|calc', 'DELETE:fx-Agent Okello']);
    expect(names(await logs({ user: 'BOB', action: 'DELETE' }))).toEqual(['DELETE:fx-Agent Okello']);
    expect(names(await logs({ resource_type: 'Delivery' }))).toEqual(['UPDATE:fx-DN1', 'CREATE:fx-DN1']);
    expect(names(await logs({ success: false }))).toEqual(['LOGIN:fx-carol', 'UPDATE:fx-DN1']);
    expect(names(await logs({ success: 'true', resource_type: 'Delivery' }))).toEqual(['CREATE:fx-DN1']);
    expect(names(await logs({ search: 'OKELLO' }))).toEqual(['DELETE:fx-Agent Okello']);
    expect(names(await logs({ search: '192.168' }))).toEqual(['LOGIN:fx-carol']);
    expect(names(await logs({ search: 'fx export' }))).toEqual(['EXPORT:=cmd|calc']);
    expect(names(await logs({ search: '100%' }))).toEqual([]);
  });

  it('filters by user id', async () => {
    const created = await post('/api/regions/', manager, { name: 'Audit Region By Id' });
    expect(created.statusCode).toBe(201);
    const res = await post('/customqueries/get_audit_logs', manager, {
      user: String(fx.users.manager),
      search: 'Audit Region By Id',
    });
    const a = res.json() as LogsAnswer;
    expect(a.total_count).toBe(1);
    expect(a.logs[0]).toMatchObject({ user: fx.users.manager, action: 'CREATE' });
  });

  it('takes whole local days from date_from to date_to inclusive', async () => {
    expect(names(await logs({ date_from: '2023-01-10', date_to: '2023-01-10' }))).toEqual([
      'UPDATE:fx-DN1',
      'CREATE:fx-DN1',
    ]);
    expect(names(await logs({ date_from: '2023-01-11', date_to: '2023-01-12' }))).toEqual([
      'EXPORT:=cmd|calc',
      'DELETE:fx-Agent Okello',
    ]);
    expect(
      (await logs({ date_from: '2023-01-14' })).logs.some((l) => l.resource_name?.startsWith('fx-')),
    ).toBe(false);
  });

  it('pages with page and page_size, total_count counting every match', async () => {
    const p1 = await logs({ page: 1, page_size: 2 });
    const p2 = await logs({ page: '2', page_size: '2' });
    const p3 = await logs({ page: 3, page_size: 2 });
    expect([p1.total_count, p2.total_count, p3.total_count]).toEqual([5, 5, 5]);
    expect(names(p1)).toEqual(['LOGIN:fx-carol', 'EXPORT:=cmd|calc']);
    expect(names(p2)).toEqual(['DELETE:fx-Agent Okello', 'UPDATE:fx-DN1']);
    expect(names(p3)).toEqual(['CREATE:fx-DN1']);
    expect((await logs({ page: 4, page_size: 2 })).logs).toEqual([]);
  });

  it('answers 400 {success: false, message} on bad input', async () => {
    for (const bad of [
      { page: 0 },
      { page: 'x' },
      { page_size: 501 },
      { action: 'HACK' },
      { resource_type: 'Planet' },
      { success: 'maybe' },
      { date_from: '2023-02-30' },
      { date_to: '31/01/2023' },
      { date_from: '2023-02-01', date_to: '2023-01-01' },
    ]) {
      const res = await post('/customqueries/get_audit_logs', manager, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });
});

describe('POST /customqueries/export_audit_logs', () => {
  it('answers the filtered rows under the CSV column names, formula cells neutralised', async () => {
    const res = await post('/customqueries/export_audit_logs', manager, {
      date_from: '2023-01-01',
      date_to: '2023-01-31',
      user: 'bob',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      success: boolean;
      csv_data: Record<string, unknown>[];
      total_exported: number;
    };
    expect(body.success).toBe(true);
    expect(body.total_exported).toBe(2);
    expect(Object.keys(body.csv_data[0])).toEqual([
      'ID',
      'Timestamp',
      'User',
      'Email',
      'Action',
      'Resource Type',
      'Resource Name',
      'Description',
      'IP Address',
      'Device Type',
      'Success',
      'Error Message',
      'Old Values',
      'New Values',
    ]);
    expect(body.csv_data[0]).toMatchObject({
      User: 'bob',
      Action: 'EXPORT',
      'Resource Type': 'Report',
      'Resource Name': "'=cmd|calc",
      Description: 'fx export',
      'IP Address': '10.0.0.2',
      Success: 'Yes',
      'New Values': JSON.stringify({ note: '=cmd|calc' }),
      Timestamp: day(12).toISOString(),
    });
    expect(body.csv_data[1]).toMatchObject({ Action: 'DELETE', 'Resource Name': 'fx-Agent Okello' });
  });

  it('answers 400 on a bad filter', async () => {
    const res = await post('/customqueries/export_audit_logs', manager, { success: 'perhaps' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe('POST /customqueries/get_audit_statistics', () => {
  it('counts the actions, successes, failures and distinct users of the last `days` days', async () => {
    const db = fx.database.db;
    await auditSettled(fx.app);
    await db.delete(auditLogs);
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3600 * 1000);
    await db.insert(auditLogs).values([
      {
        timestamp: hoursAgo(1),
        user: fx.users.manager,
        user_username: 'manager',
        action: 'CREATE',
        resource_type: 'Region',
      },
      {
        timestamp: hoursAgo(2),
        user: fx.users.manager,
        user_username: 'manager',
        action: 'UPDATE',
        resource_type: 'Region',
        success: false,
      },
      {
        timestamp: hoursAgo(30),
        user: fx.users.admin,
        user_username: 'admin',
        action: 'DELETE',
        resource_type: 'Agent',
      },
      {
        timestamp: hoursAgo(40),
        user: null,
        user_username: 'ghost',
        action: 'LOGIN',
        resource_type: 'User',
        success: false,
      },
      {
        timestamp: hoursAgo(24 * 10),
        user: fx.users.staff,
        user_username: 'staff',
        action: 'LOGIN',
        resource_type: 'User',
      },
      {
        timestamp: hoursAgo(24 * 40),
        user: fx.users.hubcoordinator,
        user_username: 'hubcoordinator',
        action: 'LOGIN',
        resource_type: 'User',
      },
    ]);
    const stats = async (body: Record<string, unknown>) => {
      const res = await post('/customqueries/get_audit_statistics', manager, body);
      expect(res.statusCode).toBe(200);
      return res.json() as { success: boolean; statistics: Record<string, number> };
    };
    expect(await stats({ days: 1 })).toEqual({
      success: true,
      statistics: {
        total_actions: 2,
        successful_actions: 1,
        failed_actions: 1,
        unique_users: 1,
        period_days: 1,
      },
    });
    expect((await stats({ days: 2 })).statistics).toEqual({
      total_actions: 4,
      successful_actions: 2,
      failed_actions: 2,
      unique_users: 2,
      period_days: 2,
    });
    expect((await stats({})).statistics).toMatchObject({
      total_actions: 5,
      unique_users: 3,
      period_days: 30,
    });
    expect((await stats({ days: '3650' })).statistics).toMatchObject({ total_actions: 6, unique_users: 4 });
    for (const days of [0, 3651, 'week', -1]) {
      const res = await post('/customqueries/get_audit_statistics', manager, { days });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });
});

describe('rights', () => {
  it('the superuser may read the audit trail; staff and the hub coordinator are refused', async () => {
    for (const url of [
      '/customqueries/get_audit_logs',
      '/customqueries/get_audit_statistics',
      '/customqueries/export_audit_logs',
    ]) {
      expect((await post(url, admin, {})).statusCode).toBe(200);
      for (const who of [staff, coordinator]) {
        const res = await post(url, who, {});
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ detail: PERMISSION_DENIED });
      }
      expect((await post(url, {}, {})).statusCode).toBe(401);
    }
  });
});

describe('POST /customqueries/log_client_action', () => {
  it('records one entry for any signed-in user (JSON or multipart)', async () => {
    const before = (await allEntries()).length;
    const res = await sendJson(
      fx.app,
      'POST',
      '/customqueries/log_client_action',
      { ...staff, 'user-agent': ANDROID_PHONE },
      { action: 'SCAN', resource_type: 'Delivery', resource_name: 'BC-12345' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const printed = await sendForm(fx.app, 'POST', '/customqueries/log_client_action', coordinator, {
      action: 'print',
      resource_type: 'Report',
      description: 'Printed the tracking report',
    });
    expect(printed.statusCode).toBe(200);
    const all = await allEntries();
    expect(all.length).toBe(before + 2);
    expect(all[1]).toMatchObject({
      action: 'SCAN',
      resource_type: 'Delivery',
      resource_name: 'BC-12345',
      user_username: 'staff',
      device_type: 'Mobile',
      success: true,
    });
    expect(all[0]).toMatchObject({
      action: 'PRINT',
      resource_type: 'Report',
      resource_name: null,
      description: 'Printed the tracking report',
      user_username: 'hubcoordinator',
    });
  });

  it('refuses a bad action or resource type with 400 {message} and writes nothing', async () => {
    const before = (await allEntries()).length;
    for (const bad of [
      { action: 'DELETE', resource_type: 'Delivery' },
      { resource_type: 'Delivery' },
      { action: 'EXPORT', resource_type: 'Planet' },
      { action: 'EXPORT' },
      { action: 'EXPORT', resource_type: 'Report', resource_name: { $gt: '' } },
    ]) {
      const res = await post('/customqueries/log_client_action', manager, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect(
      (await post('/customqueries/log_client_action', {}, { action: 'EXPORT', resource_type: 'Report' }))
        .statusCode,
    ).toBe(401);
    expect((await allEntries()).length).toBe(before);
  });
});
