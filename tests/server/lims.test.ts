/**
 * The LIMS integration server: API tokens, sample confirmations, integration logs with their
 * filters, paging, CSV export and statistics, and the LIMS-facing v1 calls with good, revoked and inactive tokens.
 * Three independent fixtures, so that counts in one part do not depend on the writes of another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import {
  deliveryItems,
  limsIntegrationLogs,
  limsSampleConfirmations,
  limsTokens,
  umojaDeliveries,
} from '../../server/db/schema';
import { auth, createFixture, type Fixture, sendForm, sendJson } from './fixtures';

const TOKENS = '/api/lims/tokens/';
const CONFIRMATIONS = '/api/lims/confirmations/';
const LOGS = '/api/lims/logs/';
const STATS = '/api/lims/logs/statistics/';
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

interface TokenRow {
  id: number;
  user: number;
  user_username: string;
  user_email: string;
  token_display: string;
  description: string;
  is_active: boolean;
  last_used_at: string | null;
  created_at: string;
  token?: string;
}
interface ConfirmationRow {
  id: number;
  barcode: string;
  status: string;
  lims_user_username: string;
  confirmed_at: string | null;
  error_message: string | null;
  delivery_item: number | null;
  delivery_item_name: string | null;
  patient_names: string | null;
  delivery_number: string | null;
  lims_sample_id: string | null;
  notes: string | null;
  confirmation_data: unknown;
}
interface LogRow {
  id: number;
  user: number | null;
  user_username: string;
  integration_type: string;
  status: string;
  description: string | null;
  endpoint_url: string | null;
  http_method: string | null;
  response_code: number | null;
  processing_time: number | null;
  timestamp: string;
  error_message: string | null;
  request_data: unknown;
  response_data: unknown;
}

// ====================================================================== tokens and access
describe('LIMS API tokens', () => {
  let fx: Fixture;
  let manager: Record<string, string>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    fx = await createFixture();
    manager = auth(await fx.login('manager'));
    admin = auth(await fx.login('admin'));
  });
  afterAll(async () => fx.close());

  it('refuses staff and the hub coordinator on every admin call, and callers without a token', async () => {
    const staff = auth(await fx.login('staff'));
    const hubco = auth(await fx.login('hubcoordinator'));
    for (const headers of [staff, hubco]) {
      for (const url of [TOKENS, CONFIRMATIONS, LOGS, STATS, `${LOGS}export/`]) {
        const res = await sendJson(fx.app, 'GET', url, headers);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().detail).toBe('You do not have permission to perform this action.');
      }
      const create = await sendJson(fx.app, 'POST', TOKENS, headers, {
        user: fx.users.staff,
        description: 'Not allowed',
      });
      expect(create.statusCode).toBe(403);
    }
    expect((await sendJson(fx.app, 'GET', TOKENS, {})).statusCode).toBe(401);
    const rows = await fx.database.db.select().from(limsTokens);
    expect(rows).toHaveLength(0);
  });

  it('creates a token: the full token once, only its hash stored, the list shows token_display only', async () => {
    const res = await sendJson(fx.app, 'POST', TOKENS, manager, {
      user: fx.users.manager,
      description: 'CPHL production LIMS',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as TokenRow;
    expect(created.token).toMatch(/^[0-9a-f]{64}$/);
    const token = created.token!;
    expect(created.token_display).toBe(`${token.slice(0, 8)}...${token.slice(-4)}`);
    expect(created).toMatchObject({
      user: fx.users.manager,
      user_username: 'manager',
      user_email: 'manager@example.org',
      description: 'CPHL production LIMS',
      is_active: true,
      last_used_at: null,
    });
    expect(created).not.toHaveProperty('token_hash');

    const [stored] = await fx.database.db.select().from(limsTokens).where(eq(limsTokens.id, created.id));
    expect(stored.token_hash).toBe(sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const list = await sendJson(fx.app, 'GET', TOKENS, manager);
    expect(list.statusCode).toBe(200);
    const rows = list.json() as TokenRow[];
    const row = rows.find((r) => r.id === created.id)!;
    expect(row.token_display).toBe(created.token_display);
    expect(row).not.toHaveProperty('token');
    expect(row).not.toHaveProperty('token_hash');
    expect(list.body).not.toContain(token);
  });

  it('creates from a multipart form (is_active false) and lists newest first', async () => {
    const res = await sendForm(fx.app, 'POST', TOKENS, admin, {
      user: String(fx.users.staff),
      description: 'Lab test system',
      is_active: 'false',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      user_username: 'staff',
      is_active: false,
      description: 'Lab test system',
    });
    const rows = (await sendJson(fx.app, 'GET', TOKENS, manager)).json() as TokenRow[];
    expect(rows[0].description).toBe('Lab test system');
    expect(rows[1].description).toBe('CPHL production LIMS');
  });

  it('answers field errors DRF style', async () => {
    const missing = await sendJson(fx.app, 'POST', TOKENS, manager, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      user: ['This field is required.'],
      description: ['This field is required.'],
    });
    const blank = await sendJson(fx.app, 'POST', TOKENS, manager, { user: '', description: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      user: ['This field may not be null.'],
      description: ['This field may not be blank.'],
    });
    const unknown = await sendJson(fx.app, 'POST', TOKENS, manager, { user: 99999, description: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ user: ['Invalid pk "99999" - object does not exist.'] });
    const long = await sendJson(fx.app, 'POST', TOKENS, manager, {
      user: fx.users.manager,
      description: 'x'.repeat(301),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ description: ['Ensure this field has no more than 300 characters.'] });
  });

  it('edits a token (PUT keeps the fields not sent, PATCH toggles active) and 404s an unknown one', async () => {
    const created = (
      await sendJson(fx.app, 'POST', TOKENS, manager, { user: fx.users.manager, description: 'Edit me' })
    ).json() as TokenRow;
    const put = await sendJson(fx.app, 'PUT', `${TOKENS}${created.id}/`, manager, {
      description: 'Edited description',
      user: fx.users.admin,
      token_display: 'forged',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      id: created.id,
      description: 'Edited description',
      user: fx.users.admin,
      user_username: 'admin',
      is_active: true,
      token_display: created.token_display,
    });
    const patch = await sendJson(fx.app, 'PATCH', `${TOKENS}${created.id}/`, manager, { is_active: false });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({ is_active: false, description: 'Edited description' });
    const one = await sendJson(fx.app, 'GET', `${TOKENS}${created.id}/`, manager);
    expect(one.json()).toMatchObject({ is_active: false, description: 'Edited description' });
    const bad = await sendJson(fx.app, 'PUT', `${TOKENS}${created.id}/`, manager, { description: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ description: ['This field may not be blank.'] });
    expect((await sendJson(fx.app, 'PUT', `${TOKENS}99999/`, manager, { description: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('deletes a token: gone from the list and refused by the LIMS-facing side', async () => {
    const created = (
      await sendJson(fx.app, 'POST', TOKENS, manager, { user: fx.users.manager, description: 'Delete me' })
    ).json() as TokenRow;
    const ok = await sendJson(fx.app, 'GET', '/api/lims/v1/samples/', auth(created.token!));
    expect(ok.statusCode).toBe(200);
    const del = await sendJson(fx.app, 'DELETE', `${TOKENS}${created.id}/`, manager);
    expect(del.statusCode).toBe(204);
    const rows = (await sendJson(fx.app, 'GET', TOKENS, manager)).json() as TokenRow[];
    expect(rows.map((r) => r.id)).not.toContain(created.id);
    const refused = await sendJson(fx.app, 'GET', '/api/lims/v1/samples/', auth(created.token!));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ detail: 'Invalid or inactive API token.' });
    expect((await sendJson(fx.app, 'DELETE', `${TOKENS}${created.id}/`, manager)).statusCode).toBe(404);
  });

  it('regenerates a token: the old one stops working, the new one is accepted', async () => {
    const created = (
      await sendJson(fx.app, 'POST', TOKENS, manager, { user: fx.users.manager, description: 'Rotate me' })
    ).json() as TokenRow;
    const res = await sendJson(fx.app, 'POST', `${TOKENS}${created.id}/regenerate/`, manager);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { new_token: string; token_display: string; message: string };
    expect(body.message).toBe('Token regenerated successfully');
    expect(body.new_token).toMatch(/^[0-9a-f]{64}$/);
    expect(body.new_token).not.toBe(created.token);
    expect(body.token_display).toBe(`${body.new_token.slice(0, 8)}...${body.new_token.slice(-4)}`);
    const row = (await sendJson(fx.app, 'GET', `${TOKENS}${created.id}/`, manager)).json() as TokenRow;
    expect(row.token_display).toBe(body.token_display);

    expect((await sendJson(fx.app, 'GET', '/api/lims/v1/samples/', auth(created.token!))).statusCode).toBe(
      401,
    );
    expect(
      (await sendJson(fx.app, 'GET', '/api/lims/v1/samples/', { 'x-api-key': body.new_token })).statusCode,
    ).toBe(200);
    expect((await sendJson(fx.app, 'POST', `${TOKENS}99999/regenerate/`, manager)).statusCode).toBe(404);
  });
});

// ====================================================================== confirmations, logs, statistics
describe('LIMS confirmations, logs and statistics', () => {
  let fx: Fixture;
  let manager: Record<string, string>;
  const conf: Record<string, number> = {};
  /** Local time in May 2024 (the server's calendar). */
  const may = (day: number, h = 10, m = 0) => new Date(2024, 4, day, h, m, 0);

  beforeAll(async () => {
    fx = await createFixture();
    manager = auth(await fx.login('manager'));
    const db = fx.database.db;
    await db.insert(limsTokens).values([
      {
        user: fx.users.manager,
        token_hash: sha256('a'),
        token_display: 'aaaa...aaaa',
        description: 'A',
        is_active: true,
      },
      {
        user: fx.users.admin,
        token_hash: sha256('b'),
        token_display: 'bbbb...bbbb',
        description: 'B',
        is_active: false,
      },
    ]);
    const specs = [
      ['p1', 'BC-P1', 'PENDING', 1],
      ['p2', 'BC-P2', 'PENDING', 2],
      ['p3', 'BC-P3', 'PENDING', 3],
      ['c1', 'BC-C1', 'CONFIRMED', 4],
      ['r1', 'BC-R1', 'REJECTED', 5],
      ['e1', 'BC-E1', 'ERROR', 6],
    ] as const;
    for (const [key, barcode, status, day] of specs) {
      const [row] = await db
        .insert(limsSampleConfirmations)
        .values({ barcode, status, created_at: may(day), delivery_item_name: 'Blood' })
        .returning({ id: limsSampleConfirmations.id });
      conf[key] = row.id;
    }
    await db.insert(limsIntegrationLogs).values([
      {
        user: fx.users.manager,
        integration_type: 'API_CALL',
        status: 'SUCCESS',
        description: 'api call for sample 111',
        endpoint_url: 'https://lims.example/api/lims/samples/',
        http_method: 'GET',
        response_code: 200,
        processing_time: 0.25,
        timestamp: may(9, 12),
        request_data: { barcode: '111' },
        response_data: { status: 200 },
      },
      {
        user: fx.users.admin,
        integration_type: 'SAMPLE_REGISTRATION',
        status: 'FAILED',
        description: 'sample registration for sample 222',
        endpoint_url: 'https://lims.example/api/lims/samples/register/',
        http_method: 'POST',
        response_code: 500,
        processing_time: 1.5,
        timestamp: may(10, 0, 0),
        error_message: 'HTTP 500: request rejected by the LIMS',
      },
      {
        user: null,
        integration_type: 'WEBHOOK',
        status: 'PENDING',
        description: '=HYPERLINK("http://evil.example","click")',
        endpoint_url: 'https://lims.example/api/lims/webhooks/results/',
        http_method: 'POST',
        timestamp: may(10, 23, 30),
      },
      {
        user: fx.users.manager,
        integration_type: 'API_CALL',
        status: 'FAILED',
        description: 'api call for sample 333',
        endpoint_url: 'https://lims.example/api/lims/samples/',
        http_method: 'GET',
        response_code: 404,
        processing_time: 0.1,
        timestamp: may(11, 0, 30),
        error_message: 'Not found',
      },
      {
        user: fx.users.admin,
        integration_type: 'RESULT_UPLOAD',
        status: 'RETRY',
        description: 'result upload for sample 444',
        endpoint_url: 'https://lims.example/api/lims/results/upload/',
        http_method: 'POST',
        response_code: 503,
        timestamp: may(12, 8),
      },
    ]);
  });
  afterAll(async () => fx.close());

  const logs = async (query: string) => {
    const res = await sendJson(fx.app, 'GET', `${LOGS}${query}`, manager);
    expect(res.statusCode, query).toBe(200);
    return res.json() as LogRow[];
  };
  const descriptions = (rows: LogRow[]) => rows.map((r) => r.description);

  it('counts tokens, confirmations and logs, with the last logs as recent activity', async () => {
    const res = await sendJson(fx.app, 'GET', STATS, manager);
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({
      total_tokens: 2,
      active_tokens: 1,
      total_confirmations: 6,
      confirmed_samples: 1,
      rejected_samples: 1,
      pending_samples: 3,
      total_logs: 5,
      successful_logs: 1,
      failed_logs: 2,
      pending_logs: 1,
    });
    expect(s.recent_activity).toHaveLength(5);
    expect(s.recent_activity[0]).toMatchObject({
      integration_type: 'RESULT_UPLOAD',
      status: 'RETRY',
      description: 'result upload for sample 444',
    });
    expect(s.recent_activity[0]).toHaveProperty('timestamp');
    expect(s.recent_activity[4].description).toBe('api call for sample 111');
  });

  it('lists confirmations newest first, filtered by status', async () => {
    const all = (await sendJson(fx.app, 'GET', CONFIRMATIONS, manager)).json() as ConfirmationRow[];
    expect(all.map((r) => r.barcode)).toEqual(['BC-E1', 'BC-R1', 'BC-C1', 'BC-P3', 'BC-P2', 'BC-P1']);
    expect(all[0]).toMatchObject({ lims_user_username: '', delivery_item_name: 'Blood' });
    const pending = (
      await sendJson(fx.app, 'GET', `${CONFIRMATIONS}?status=PENDING`, manager)
    ).json() as ConfirmationRow[];
    expect(pending.map((r) => r.barcode)).toEqual(['BC-P3', 'BC-P2', 'BC-P1']);
    const bad = await sendJson(fx.app, 'GET', `${CONFIRMATIONS}?status=LOST`, manager);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('status');
  });

  it('confirms and rejects only PENDING confirmations', async () => {
    const ok = await sendJson(fx.app, 'POST', `${CONFIRMATIONS}${conf.p1}/confirm/`, manager);
    expect(ok.statusCode).toBe(200);
    const confirmed = ok.json() as ConfirmationRow;
    expect(confirmed).toMatchObject({ id: conf.p1, status: 'CONFIRMED', lims_user_username: 'manager' });
    expect(Date.now() - new Date(confirmed.confirmed_at!).getTime()).toBeLessThan(60_000);

    const again = await sendJson(fx.app, 'POST', `${CONFIRMATIONS}${conf.p1}/confirm/`, manager);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'Only pending confirmations can be confirmed or rejected.' });

    const rejected = await sendJson(fx.app, 'POST', `${CONFIRMATIONS}${conf.p2}/reject/`, manager, {
      error_message: 'Rejected by admin',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', error_message: 'Rejected by admin' });

    const byDefault = await sendForm(fx.app, 'POST', `${CONFIRMATIONS}${conf.p3}/reject/`, manager, {});
    expect(byDefault.statusCode).toBe(200);
    expect(byDefault.json()).toMatchObject({ status: 'REJECTED', error_message: 'Rejected by admin' });

    for (const key of ['c1', 'r1', 'e1']) {
      const res = await sendJson(fx.app, 'POST', `${CONFIRMATIONS}${conf[key]}/reject/`, manager, {
        error_message: 'x',
      });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().detail).toBe('Only pending confirmations can be confirmed or rejected.');
    }
    const [error] = await fx.database.db
      .select()
      .from(limsSampleConfirmations)
      .where(eq(limsSampleConfirmations.id, conf.e1));
    expect(error.status).toBe('ERROR');
    expect((await sendJson(fx.app, 'POST', `${CONFIRMATIONS}99999/confirm/`, manager)).statusCode).toBe(404);
  });

  it('lists every log newest first with the user name, or "" without user', async () => {
    const rows = await logs('');
    expect(descriptions(rows)).toEqual([
      'result upload for sample 444',
      'api call for sample 333',
      '=HYPERLINK("http://evil.example","click")',
      'sample registration for sample 222',
      'api call for sample 111',
    ]);
    expect(rows[0]).toMatchObject({ user_username: 'admin', response_code: 503, http_method: 'POST' });
    expect(rows[2].user_username).toBe('');
    expect(rows[4]).toMatchObject({
      user_username: 'manager',
      processing_time: 0.25,
      request_data: { barcode: '111' },
      response_data: { status: 200 },
    });
    const one = await sendJson(fx.app, 'GET', `${LOGS}${rows[4].id}/`, manager);
    expect(one.json()).toMatchObject({ id: rows[4].id, user_username: 'manager' });
    expect((await sendJson(fx.app, 'GET', `${LOGS}99999/`, manager)).statusCode).toBe(404);
  });

  it('filters logs by type, status, search, user and inclusive day range', async () => {
    expect(descriptions(await logs('?integration_type=API_CALL'))).toEqual([
      'api call for sample 333',
      'api call for sample 111',
    ]);
    expect(descriptions(await logs('?status=FAILED'))).toEqual([
      'api call for sample 333',
      'sample registration for sample 222',
    ]);
    expect(descriptions(await logs('?integration_type=API_CALL&status=SUCCESS'))).toEqual([
      'api call for sample 111',
    ]);
    // search: description, endpoint, error message, user name (case-insensitive)
    expect(descriptions(await logs('?search=SAMPLE%20222'))).toEqual(['sample registration for sample 222']);
    expect(descriptions(await logs('?search=webhooks'))).toHaveLength(1);
    expect(descriptions(await logs('?search=rejected%20by%20the'))).toEqual([
      'sample registration for sample 222',
    ]);
    expect(descriptions(await logs('?search=ADMIN'))).toEqual([
      'result upload for sample 444',
      'sample registration for sample 222',
    ]);
    expect(descriptions(await logs('?search=100%25'))).toEqual([]);
    expect(descriptions(await logs('?user=manager'))).toEqual([
      'api call for sample 333',
      'api call for sample 111',
    ]);
    expect(descriptions(await logs(`?user=${fx.users.admin}`))).toEqual([
      'result upload for sample 444',
      'sample registration for sample 222',
    ]);
    // 10 May: 00:00 and 23:30 are in, 9 May 12:00 and 11 May 00:30 are out
    expect(descriptions(await logs('?timestamp_after=2024-05-10&timestamp_before=2024-05-10'))).toEqual([
      '=HYPERLINK("http://evil.example","click")',
      'sample registration for sample 222',
    ]);
    expect(descriptions(await logs('?timestamp_after=2024-05-11'))).toEqual([
      'result upload for sample 444',
      'api call for sample 333',
    ]);
    expect(descriptions(await logs('?timestamp_before=2024-05-09'))).toEqual(['api call for sample 111']);
  });

  it('refuses bad filter values', async () => {
    const type = await sendJson(fx.app, 'GET', `${LOGS}?integration_type=NOPE`, manager);
    expect(type.statusCode).toBe(400);
    expect(type.json()).toHaveProperty('integration_type');
    const date = await sendJson(fx.app, 'GET', `${LOGS}?timestamp_after=10/05/2024`, manager);
    expect(date.statusCode).toBe(400);
    expect(date.json()).toEqual({ timestamp_after: ['Enter a valid date.'] });
    const feb = await sendJson(fx.app, 'GET', `${LOGS}?timestamp_before=2024-02-30`, manager);
    expect(feb.statusCode).toBe(400);
  });

  it('pages logs with page/page_size', async () => {
    const first = await sendJson(fx.app, 'GET', `${LOGS}?page=1&page_size=2`, manager);
    expect(first.statusCode).toBe(200);
    const p1 = first.json() as {
      count: number;
      next: string | null;
      previous: string | null;
      results: LogRow[];
    };
    expect(p1.count).toBe(5);
    expect(p1.previous).toBeNull();
    expect(p1.next).toContain('page=2');
    expect(descriptions(p1.results)).toEqual(['result upload for sample 444', 'api call for sample 333']);
    const last = (await sendJson(fx.app, 'GET', `${LOGS}?page=3&page_size=2`, manager)).json();
    expect(last.next).toBeNull();
    expect(last.previous).toContain('page=2');
    expect(descriptions(last.results)).toEqual(['api call for sample 111']);
    const filtered = (
      await sendJson(fx.app, 'GET', `${LOGS}?page=1&page_size=20&status=FAILED`, manager)
    ).json();
    expect(filtered.count).toBe(2);
    const asc = (
      await sendJson(fx.app, 'GET', `${LOGS}?page=1&page_size=2&ordering=timestamp`, manager)
    ).json() as { results: LogRow[] };
    expect(descriptions(asc.results)).toEqual([
      'api call for sample 111',
      'sample registration for sample 222',
    ]);
    // past the end: an empty page with the true count, as the REST lists answer
    const past = await sendJson(fx.app, 'GET', `${LOGS}?page=9&page_size=2`, manager);
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ count: 5, next: null, results: [] });
    expect(past.json().previous).toContain('page=3');
    const big = (await sendJson(fx.app, 'GET', `${LOGS}?page=1&page_size=100000`, manager)).json();
    expect(big.results).toHaveLength(5);
    expect((await sendJson(fx.app, 'GET', `${LOGS}?page=abc`, manager)).statusCode).toBe(400);
  });

  it('exports the filtered logs as a CSV attachment with neutralised cells', async () => {
    const res = await sendJson(
      fx.app,
      'GET',
      `${LOGS}export/?timestamp_after=2024-05-10&timestamp_before=2024-05-10`,
      manager,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="lims_integration_logs.csv"');
    const lines = res.body.split(/\r?\n/);
    expect(lines[0]).toBe(
      'ID,User,Integration Type,Status,Description,Endpoint URL,HTTP Method,Response Code,' +
        'Processing Time (s),Timestamp,Error Message,Request Data,Response Data',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',System,WEBHOOK,PENDING,');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(lines[2]).toContain(',admin,SAMPLE_REGISTRATION,FAILED,sample registration for sample 222,');
    const all = await sendJson(fx.app, 'GET', `${LOGS}export/`, manager);
    expect(all.body.trim().split(/\r?\n/)).toHaveLength(6);
  });

  it('rejects from a multipart form, as the SPA sends it, keeping the error message', async () => {
    const C = limsSampleConfirmations;
    const [row] = await fx.database.db
      .insert(C)
      .values({ barcode: 'BC-MP', status: 'PENDING', created_at: may(7), delivery_item_name: 'Blood' })
      .returning({ id: C.id });
    try {
      const res = await sendForm(fx.app, 'POST', `${CONFIRMATIONS}${row.id}/reject/`, manager, {
        error_message: 'Haemolysed sample',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: row.id,
        status: 'REJECTED',
        error_message: 'Haemolysed sample',
        lims_user_username: 'manager',
      });
      const [stored] = await fx.database.db.select().from(C).where(eq(C.id, row.id));
      expect(stored).toMatchObject({ status: 'REJECTED', error_message: 'Haemolysed sample' });
    } finally {
      await fx.database.db.delete(C).where(eq(C.id, row.id));
    }
  });
});

// ====================================================================== the LIMS-facing side
describe('LIMS-facing v1 calls', () => {
  let fx: Fixture;
  let manager: Record<string, string>;
  let good: string;
  let inactive: string;
  const ids: Record<string, number> = {};
  const may = (day: number, h = 10) => new Date(2024, 4, day, h, 0, 0);

  beforeAll(async () => {
    fx = await createFixture();
    manager = auth(await fx.login('manager'));
    const db = fx.database.db;
    const base = {
      collection_hub: fx.hubs.main,
      pickup_point: 'Mulago Health Centre',
      destination: 'Kampala Main Hub',
      delivery_type: 'sample',
      item_name: 'Blood',
      trip_status: 'completed' as const,
    };
    const rows = {
      child: {
        ...base,
        delivery_number: 'DLV-1',
        barcode: 'BC-CHILD',
        barcode_type: 'child' as const,
        item_type: 'single_entry',
        patient_name: 'Jane Doe',
        date: may(3),
        time_of_dropoff: may(3, 15),
        delivery_status: 'delivered' as const,
      },
      single: {
        ...base,
        delivery_number: 'DLV-2',
        barcode: 'BC-SINGLE',
        barcode_type: null,
        item_type: 'single_entry',
        item_name: 'Sputum',
        patient_name: 'John Okello',
        date: may(8),
        time_of_dropoff: may(8, 11),
        delivery_status: 'delivered' as const,
      },
      parent: {
        ...base,
        delivery_number: 'DLV-3',
        barcode: 'BC-PARENT',
        barcode_type: 'parent' as const,
        item_type: 'batch',
        date: may(5),
        time_of_dropoff: may(5, 12),
        delivery_status: 'delivered' as const,
      },
      pending: {
        ...base,
        delivery_number: 'DLV-4',
        barcode: 'BC-PENDING',
        barcode_type: 'child' as const,
        item_type: 'single_entry',
        date: may(6),
        delivery_status: 'pending' as const,
      },
      nobarcode: {
        ...base,
        delivery_number: 'DLV-5',
        barcode: null,
        item_type: 'single_entry',
        date: may(7),
        time_of_dropoff: may(7, 9),
        delivery_status: 'delivered' as const,
      },
    };
    for (const [key, row] of Object.entries(rows)) {
      const [created] = await db.insert(umojaDeliveries).values(row).returning({ id: umojaDeliveries.id });
      ids[key] = created.id;
    }
    const [item] = await db
      .insert(deliveryItems)
      .values({
        delivery: ids.child,
        item_name: 'Blood (EDTA)',
        barcode: 'BC-CHILD',
        barcode_type: 'child',
        delivery_status: 'delivered',
      })
      .returning({ id: deliveryItems.id });
    ids.item = item.id;

    const created = (
      await sendJson(fx.app, 'POST', TOKENS, manager, { user: fx.users.manager, description: 'Good LIMS' })
    ).json() as TokenRow;
    good = created.token!;
    ids.goodToken = created.id;
    const off = (
      await sendJson(fx.app, 'POST', TOKENS, manager, {
        user: fx.users.admin,
        description: 'Inactive LIMS',
        is_active: false,
      })
    ).json() as TokenRow;
    inactive = off.token!;
  });
  afterAll(async () => fx.close());

  const lastLog = async () => {
    const [row] = await fx.database.db
      .select()
      .from(limsIntegrationLogs)
      .orderBy(desc(limsIntegrationLogs.id))
      .limit(1);
    return row;
  };

  it('reads the delivered samples (child and single rows, not parents, pending or barcode-less rows)', async () => {
    const res = await sendJson(fx.app, 'GET', '/api/lims/v1/samples/', auth(good));
    expect(res.statusCode).toBe(200);
    const body = res.json() as { count: number; results: Record<string, unknown>[] };
    expect(body.count).toBe(2);
    expect(body.results.map((r) => r.barcode)).toEqual(['BC-SINGLE', 'BC-CHILD']);
    expect(body.results[1]).toMatchObject({
      barcode: 'BC-CHILD',
      item_name: 'Blood',
      delivery_number: 'DLV-1',
      patient_names: 'Jane Doe',
      destination: 'Kampala Main Hub',
      delivered_at: may(3, 15).toISOString(),
      date: may(3).toISOString(),
    });

    const log = await lastLog();
    expect(log).toMatchObject({
      user: fx.users.manager,
      integration_type: 'API_CALL',
      status: 'SUCCESS',
      http_method: 'GET',
      response_code: 200,
      endpoint_url: '/api/lims/v1/samples/',
      error_message: null,
    });
    expect(log.processing_time).toBeGreaterThan(0);
    const [token] = await fx.database.db.select().from(limsTokens).where(eq(limsTokens.id, ids.goodToken));
    expect(token.last_used_at).not.toBeNull();
    // the admin screen sees the call too
    const logs = (
      await sendJson(fx.app, 'GET', `${LOGS}?integration_type=API_CALL`, manager)
    ).json() as LogRow[];
    expect(logs[0]).toMatchObject({ user_username: 'manager', status: 'SUCCESS', response_code: 200 });
  });

  it('filters samples by since (delivery day) and barcode, and refuses a bad since', async () => {
    const since = (
      await sendJson(fx.app, 'GET', '/api/lims/v1/samples/?since=2024-05-08', auth(good))
    ).json();
    expect(since.results.map((r: { barcode: string }) => r.barcode)).toEqual(['BC-SINGLE']);
    const byCode = (
      await sendJson(fx.app, 'GET', '/api/lims/v1/samples/?barcode=BC-CHILD', { 'x-api-key': good })
    ).json();
    expect(byCode).toMatchObject({ count: 1, results: [{ barcode: 'BC-CHILD' }] });
    const bad = await sendJson(fx.app, 'GET', '/api/lims/v1/samples/?since=yesterday', auth(good));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ since: ['Enter a valid date.'] });
    expect(await lastLog()).toMatchObject({ status: 'FAILED', response_code: 400, user: fx.users.manager });
  });

  it('posts a sample confirmation filled from the delivered row', async () => {
    const res = await sendJson(fx.app, 'POST', '/api/lims/v1/confirmations/', auth(good), {
      barcode: 'BC-CHILD',
      lims_sample_id: 'LIMS-0001',
      notes: 'Received in good condition',
      confirmation_data: { received_condition: 'good' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      barcode: 'BC-CHILD',
      status: 'PENDING',
      delivery_item: ids.item,
      delivery_item_name: 'Blood (EDTA)',
      patient_names: 'Jane Doe',
      delivery_number: 'DLV-1',
      lims_sample_id: 'LIMS-0001',
      notes: 'Received in good condition',
      confirmation_data: { received_condition: 'good' },
    });
    const log = await lastLog();
    expect(log).toMatchObject({
      integration_type: 'SAMPLE_REGISTRATION',
      status: 'SUCCESS',
      http_method: 'POST',
      response_code: 201,
      user: fx.users.manager,
    });
    expect(log.processing_time).toBeGreaterThan(0);
    expect(log.request_data).toMatchObject({ barcode: 'BC-CHILD' });
    const pending = (
      await sendJson(fx.app, 'GET', `${CONFIRMATIONS}?status=PENDING`, manager)
    ).json() as ConfirmationRow[];
    expect(pending.map((r) => r.barcode)).toEqual(['BC-CHILD']);

    const single = await sendJson(fx.app, 'POST', '/api/lims/v1/confirmations/', auth(good), {
      barcode: 'BC-SINGLE',
    });
    expect(single.statusCode).toBe(201);
    expect(single.json()).toMatchObject({
      delivery_item: null,
      delivery_item_name: 'Sputum',
      delivery_number: 'DLV-2',
    });
  });

  it('answers 404 for a barcode that is not a delivered sample and 400 without barcode, logging both', async () => {
    for (const barcode of ['BC-UNKNOWN', 'BC-PENDING', 'BC-PARENT']) {
      const res = await sendJson(fx.app, 'POST', '/api/lims/v1/confirmations/', auth(good), { barcode });
      expect(res.statusCode, barcode).toBe(404);
      expect(res.json()).toEqual({ detail: 'No delivered sample with this barcode.' });
      expect(await lastLog()).toMatchObject({
        integration_type: 'SAMPLE_REGISTRATION',
        status: 'FAILED',
        response_code: 404,
        error_message: 'No delivered sample with this barcode.',
      });
    }
    const missing = await sendJson(fx.app, 'POST', '/api/lims/v1/confirmations/', auth(good), { notes: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ barcode: ['This field is required.'] });
    expect(await lastLog()).toMatchObject({ status: 'FAILED', response_code: 400 });
    const written = await fx.database.db
      .select()
      .from(limsSampleConfirmations)
      .where(eq(limsSampleConfirmations.barcode, 'BC-PENDING'));
    expect(written).toHaveLength(0);
  });

  it('refuses an inactive, unknown, missing or user-session token with 401 and a FAILED log without user', async () => {
    const cases: Record<string, string>[] = [
      auth(inactive),
      { 'x-api-key': inactive },
      auth('f'.repeat(64)),
      {},
      manager, // a user session token is not a LIMS token
    ];
    for (const headers of cases) {
      const before = (await lastLog()).id;
      const res = await sendJson(fx.app, 'GET', '/api/lims/v1/samples/', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Invalid or inactive API token.' });
      const log = await lastLog();
      expect(log.id).toBeGreaterThan(before);
      expect(log).toMatchObject({
        user: null,
        status: 'FAILED',
        response_code: 401,
        integration_type: 'API_CALL',
        error_message: 'Invalid or inactive API token.',
      });
      expect(log.processing_time).toBeGreaterThan(0);
    }
    const post = await sendJson(fx.app, 'POST', '/api/lims/v1/confirmations/', auth(inactive), {
      barcode: 'BC-CHILD',
    });
    expect(post.statusCode).toBe(401);
    expect(await lastLog()).toMatchObject({ integration_type: 'SAMPLE_REGISTRATION', status: 'FAILED' });
    const rows = await fx.database.db.select().from(limsSampleConfirmations);
    expect(rows.filter((r) => r.barcode === 'BC-CHILD')).toHaveLength(1);
    // an inactive token that is switched back on works again
    const tokens = (await sendJson(fx.app, 'GET', TOKENS, manager)).json() as TokenRow[];
    const off = tokens.find((t) => t.description === 'Inactive LIMS')!;
    await sendJson(fx.app, 'PATCH', `${TOKENS}${off.id}/`, manager, { is_active: true });
    expect((await sendJson(fx.app, 'GET', '/api/lims/v1/samples/', auth(inactive))).statusCode).toBe(200);
    await sendJson(fx.app, 'PATCH', `${TOKENS}${off.id}/`, manager, { is_active: false });
    expect((await sendJson(fx.app, 'GET', '/api/lims/v1/samples/', auth(inactive))).statusCode).toBe(401);
  });
});
