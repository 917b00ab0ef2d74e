/**
 * A sample's meta.lastUpdated (the indexed umoja_deliveries.custody_updated_at, kept by the triggers of migration 0010)
 * follows every custody fact, whichever route writes it: the edit form's pickup and drop-off, the hub's receipt of the
 * sample and of its parent batch, a LIMS v1 confirmation and a FHIR Task PATCH each move the Task into a
 * `_lastUpdated=gt<before>` window and out of an `lt` one; and a search's total equals a plain count of the rows whose
 * latest custody fact (computed here from the facts themselves) is in the window.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Bundle, Task } from 'fhir/r4';
import { rowsOf } from '../../server/db/rows';
import { auth, createFixture, hubPlaces, sendJson, type Fixture } from './fixtures';
import { fhirBase, fhirGet, insertSampleRows, limsToken } from './fhirHelpers';

describe('FHIR R4: _lastUpdated follows every custody write', () => {
  let fx: Fixture;
  let base: string;
  let token = '';
  let places: Awaited<ReturnType<typeof hubPlaces>>;
  const ids: Record<string, number> = {};
  /** The samples' day, in the server's local time (the edit form's times are local). */
  const day = (h: number) => new Date(2026, 2, 1, h);

  beforeAll(async () => {
    fx = await createFixture();
    places = await hubPlaces(fx);
    const trip = {
      agent_account: places.alice,
      collection_hub: fx.hubs.main,
      pickup_point: 'Mulago Health Centre',
      destination: 'Kampala Main Hub',
      delivery_type: 'sample',
      date: day(6),
    };
    const rows = {
      // the batch travels in its own delivery, so that its receipt is not the sample's
      'BATCH-9': {
        ...trip,
        delivery_number: 'DN-B',
        barcode_type: 'parent' as const,
        item_type: 'batch_entry',
      },
      'S-901': { ...trip, delivery_number: 'DN-A', barcode_type: 'child' as const, parent_code: 'BATCH-9' },
      // another sample, never written: it stays out of every window after its day
      'S-902': { ...trip, delivery_number: 'DN-C', barcode_type: 'child' as const, item_name: 'Blood' },
    };
    Object.assign(ids, await insertSampleRows(fx, rows));
    token = await limsToken(fx, fx.users.manager);
    base = await fhirBase(fx);
  });
  afterAll(async () => fx.close());

  const readTask = async (barcode: string) => {
    const res = await fhirGet<Task>(`${base}/Task/${ids[barcode]}`, token);
    expect(res.status).toBe(200);
    return res.body;
  };
  const search = async (query: string) => {
    const res = await fhirGet<Bundle>(`${base}/Task?${query}&_count=500`, token);
    expect(res.status).toBe(200);
    return res.body;
  };
  const focusIds = (bundle: Bundle) =>
    (bundle.entry ?? []).map((e) => Number((e.resource as Task).focus!.reference!.split('/')[1]));
  /** A plain count of the sample rows (items, the latest per barcode) whose latest custody fact is after `at`. */
  const plainCount = async (at: string) => {
    const [{ n }] = await rowsOf<{ n: number }>(
      fx.database.db,
      sql`select count(*)::int as n from umoja_deliveries d
        where coalesce(d.barcode, '') <> ''
          and (d.barcode_type = 'child' or (d.barcode_type is null and d.item_type = 'single_entry'))
          and not exists (select 1 from umoja_deliveries n where n.barcode = d.barcode and n.id > d.id)
          and greatest(d.date, d.time_of_pickup, d.time_of_dropoff, d.time_of_receiving,
            (select x.time_of_receiving from umoja_deliveries x
              where coalesce(d.parent_code, '') <> '' and x.barcode = d.parent_code and x.id <> d.id
              order by x.id desc limit 1),
            (select greatest(c.created_at, c.confirmed_at) from lims_sample_confirmations c
              where c.barcode = d.barcode order by c.id desc limit 1)) > ${at}::timestamptz`,
    );
    return n;
  };

  /**
   * Runs `write` and checks that it moved Task S-901 across the edge just after its lastUpdated (1 ms after it, as
   * lastUpdated shows milliseconds and PostgreSQL keeps microseconds): before it, the Task is in `lt<edge>` and not in
   * `gt<edge>`; after it, the other way round; each total equals the plain count.
   */
  async function movesTask(write: () => Promise<void>) {
    const before = (await readTask('S-901')).meta!.lastUpdated!;
    const edge = new Date(new Date(before).getTime() + 1).toISOString();
    const windows = async () => {
      const gt = await search(`_lastUpdated=gt${edge}`);
      const lt = await search(`_lastUpdated=lt${edge}`);
      expect(gt.total).toBe(await plainCount(edge));
      expect(gt.total).toBe(focusIds(gt).length);
      return { gt: focusIds(gt), lt: focusIds(lt) };
    };
    const earlier = await windows();
    expect(earlier.gt).not.toContain(ids['S-901']);
    expect(earlier.lt).toContain(ids['S-901']);
    await write();
    const after = (await readTask('S-901')).meta!.lastUpdated!;
    expect(new Date(after).getTime()).toBeGreaterThan(new Date(before).getTime());
    const later = await windows();
    expect(later.gt).toContain(ids['S-901']);
    expect(later.lt).not.toContain(ids['S-901']);
    expect(later.gt).not.toContain(ids['S-902']);
    return after;
  }

  const edit = async (fields: Record<string, string>) => {
    const res = await sendJson(
      fx.app,
      'POST',
      `/customqueries/update_umoja_delivery/${ids['S-901']}`,
      auth(await fx.login('manager')),
      {
        delivery_number: 'DN-A',
        agent_account: String(places.alice),
        delivery_type: 'sample',
        pickup_point: 'Mulago Health Centre',
        destination: 'Kampala Main Hub',
        date: '01/03/2026',
        ...fields,
      },
    );
    expect(res.statusCode).toBe(200);
  };
  const receive = async (delivery_number: string, time_of_receiving: string) => {
    const res = await sendJson(
      fx.app,
      'POST',
      '/customqueries/confirm_receiving_items',
      auth(await fx.login('manager')),
      { delivery_number, time_of_receiving, receivers_note: '' },
    );
    expect(res.statusCode).toBe(200);
  };

  it('moves with the pickup, the drop-off, the receipts, a LIMS v1 confirmation and a FHIR PATCH', async () => {
    expect((await readTask('S-901')).meta!.lastUpdated).toBe(day(6).toISOString());
    // the edit form: the pickup, then the drop-off (delivered)
    expect(await movesTask(() => edit({ delivery_status: 'pending', time_of_pickup: '08:00' }))).toBe(
      day(8).toISOString(),
    );
    expect(
      await movesTask(() =>
        edit({ delivery_status: 'delivered', time_of_pickup: '08:00', time_of_dropoff: '09:00' }),
      ),
    ).toBe(day(9).toISOString());
    // the hub receives the batch the sample travelled in, then the sample's own delivery
    expect(await movesTask(() => receive('DN-B', '2026-03-01T10:00:00'))).toBe(day(10).toISOString());
    expect(await movesTask(() => receive('DN-A', '2026-03-01T11:00:00'))).toBe(day(11).toISOString());
    expect((await readTask('S-901')).status).toBe('completed');

    // the laboratory: a LIMS v1 confirmation, then the FHIR Task completed 'received at laboratory'
    await movesTask(async () => {
      const res = await sendJson(fx.app, 'POST', '/api/lims/v1/confirmations/', auth(token), {
        barcode: 'S-901',
      });
      expect(res.statusCode).toBe(201);
    });
    await movesTask(async () => {
      const task = await readTask('S-901');
      const res = await fetch(`${base}/Task/${ids['S-901']}`, {
        method: 'PATCH',
        headers: {
          'content-type': 'application/json-patch+json',
          authorization: `Bearer ${token}`,
          'If-Match': `W/"${task.meta!.versionId}"`,
        },
        body: JSON.stringify([
          { op: 'replace', path: '/status', value: 'completed' },
          { op: 'replace', path: '/businessStatus', value: { text: 'received at laboratory' } },
        ]),
      });
      expect(res.status).toBe(200);
    });
    expect((await readTask('S-901')).businessStatus).toEqual({ text: 'received at laboratory' });
  });

  it('answers totals equal to the entries, pages in (lastUpdated, id) order and whatever the conditions', async () => {
    const all = await search('_lastUpdated=ge2026-03-01');
    expect(all.total).toBe(await plainCount('2026-02-28T23:59:59.999Z'));
    expect(focusIds(all)).toEqual([ids['S-902'], ids['S-901']]);
    // the same order page by page
    const first = await fhirGet<Bundle>(`${base}/Task?_lastUpdated=ge2026-03-01&_count=1`, token);
    expect(first.body.total).toBe(2);
    expect(focusIds(first.body)).toEqual([ids['S-902']]);
    const second = await fhirGet<Bundle>(`${base}/Task?_lastUpdated=ge2026-03-01&_count=1&_offset=1`, token);
    expect(focusIds(second.body)).toEqual([ids['S-901']]);
    // a computed condition (status) with the date one
    const completed = await search('status=completed&_lastUpdated=ge2026-03-01');
    expect(completed.total).toBe(1);
    expect(focusIds(completed)).toEqual([ids['S-901']]);
    const specimens = await fhirGet<Bundle>(`${base}/Specimen?_lastUpdated=ge2026-03-01`, token);
    expect(specimens.body.total).toBe(2);
    expect(specimens.body.entry).toHaveLength(2);
  });
});
