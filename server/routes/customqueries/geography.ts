/**
 * Custom queries of this area, the cascading filters of the reports (region → district → hub):
 *   POST /customqueries/get_regions                  (no payload)          → {report: JSON text of [{id, name}]}
 *   POST /customqueries/get_districts  region=<id or name; empty = all>  → {report: JSON text of
 *                                                                            [{id, district_name, region, region_name}]}
 *   POST /customqueries/get_hubs       district=<name or id; empty = all> (optional region=<name or id>)
 *                                                                          → {report: JSON text of
 *                                                                            [{id, name, HB_code, district, region}]}
 * Any signed-in user may read; a hub coordinator only gets their own hub from get_hubs.
 * Names match case-insensitively; an unknown region or district gives an empty list.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { collectionHubs, districts, regions } from '../../db/schema';
import { getAuth, hubScope } from '../../auth/guards';
import { badRequest, readBody, text } from '../http';
import { parseId } from '../params';

const isId = (v: string) => /^\d{1,9}$/.test(v);
const sameText = (column: SQL, value: string) => sql`lower(trim(${column})) = ${value.trim().toLowerCase()}`;

/** A hub (its district column) is in the district given by id or name. */
export function hubInDistrict(districtColumn: SQL, district: string): SQL {
  const byName = sameText(districtColumn, district);
  return isId(district)
    ? sql`(${byName} or lower(trim(${districtColumn})) in (select lower(trim(d.district_name)) from districts d where d.id = ${Number(district)}))`
    : byName;
}

/**
 * A hub is in the region given by id or name when its own region says so, or, for a hub without one (the documented
 * POST /api/collectionhubs/ takes no region), when its district lies in that region.
 */
export function hubInRegion(regionColumn: SQL, districtColumn: SQL, region: string): SQL {
  const regionIds = isId(region)
    ? sql`select r.id from regions r where r.id = ${Number(region)} or ${sameText(sql`r.name`, region)}`
    : sql`select r.id from regions r where ${sameText(sql`r.name`, region)}`;
  return sql`(lower(trim(${regionColumn})) in (select lower(trim(r.name)) from regions r where r.id in (${regionIds}))
    or (coalesce(trim(${regionColumn}), '') = '' and lower(trim(${districtColumn})) in
      (select lower(trim(d.district_name)) from districts d where d.region in (${regionIds}))))`;
}

/** A report filter left empty: '', 'all', or the 'null'/'undefined' a form sends for an unset select. */
export const blankFilter = (v: string) => v === '' || v === 'all' || v === 'null' || v === 'undefined';

/**
 * Conditions on the collection_hubs alias `h` of a report: region (id or name), district (id or name), hub (id),
 * and the caller's hub scope, which replaces the hub field. Names match trimmed and case-insensitively, as
 * get_hubs does. `hubInvalid`: the 400 message of a hub that is not an id.
 */
export function hubConditions(
  fields: Record<string, unknown>,
  scope: number | null,
  hubInvalid: string,
): SQL[] {
  const where: SQL[] = [];
  if (scope !== null) where.push(sql`h.id = ${scope}`);
  const region = text(fields, 'region');
  if (!blankFilter(region)) where.push(hubInRegion(sql`h.region`, sql`h.district`, region));
  const district = text(fields, 'district');
  if (!blankFilter(district)) where.push(hubInDistrict(sql`h.district`, district));
  const hubRaw = text(fields, 'hub');
  if (scope === null && !blankFilter(hubRaw)) {
    const hub = parseId(hubRaw);
    if (hub === null) throw badRequest({ message: hubInvalid });
    where.push(sql`h.id = ${hub}`);
  }
  return where;
}

export function registerGeographyQueries(app: FastifyInstance) {
  const db = app.db;

  app.post('/customqueries/get_regions', async (req) => {
    getAuth(req);
    const rows = await db
      .select({ id: regions.id, name: regions.name })
      .from(regions)
      .orderBy(asc(regions.name), asc(regions.id));
    return { report: JSON.stringify(rows) };
  });

  app.post('/customqueries/get_districts', async (req) => {
    getAuth(req);
    const { fields } = await readBody(req);
    const region = text(fields, 'region');
    const regionName = sql<string | null>`(select r.name from regions r where r.id = ${districts.region})`;
    let where: SQL | undefined;
    if (region) {
      where = isId(region)
        ? sql`(${districts.region} = ${Number(region)} or ${sameText(regionName, region)})`
        : sameText(regionName, region);
    }
    const rows = await db
      .select({
        id: districts.id,
        district_name: districts.district_name,
        region: districts.region,
        region_name: regionName,
      })
      .from(districts)
      .where(where)
      .orderBy(asc(districts.district_name), asc(districts.id));
    return { report: JSON.stringify(rows) };
  });

  app.post('/customqueries/get_hubs', async (req) => {
    const auth = getAuth(req);
    const { fields } = await readBody(req);
    const district = text(fields, 'district');
    const region = text(fields, 'region');
    const where: (SQL | undefined)[] = [];
    const hub = hubScope(auth);
    if (hub !== null) where.push(eq(collectionHubs.id, hub));
    if (district) where.push(hubInDistrict(sql`${collectionHubs.district}`, district));
    if (region)
      where.push(hubInRegion(sql`${collectionHubs.region}`, sql`${collectionHubs.district}`, region));
    const rows = await db
      .select({
        id: collectionHubs.id,
        name: collectionHubs.name,
        HB_code: collectionHubs.HB_code,
        district: collectionHubs.district,
        region: collectionHubs.region,
      })
      .from(collectionHubs)
      .where(and(...where))
      .orderBy(asc(collectionHubs.name), asc(collectionHubs.id));
    return { report: JSON.stringify(rows) };
  });
}
