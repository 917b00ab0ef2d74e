/**
 * Custom queries of the facility visits screen (administration.md 2.14, 7):
 *   GET /customqueries/list_facility_visits → {report: JSON text of every visit, newest first}
 * Each visit: id, agent, agent_name, agent_code, facility_type (as stored), health_center, health_center_name,
 * collection_hub, collection_hub_name, addres, location_latitude, location_longitude, visit_date (YYYY-MM-DD),
 * visit_time (HH:MM:SS), visit_notes, and the derived facility_kind ('health_center' | 'hub') and facility_name,
 * so the browser can filter the six spellings of facility_type as two kinds.
 * With any paging field in the query (page, page_size, ordering, filters: see reportPaging.ts) it answers one
 * page: {count, results: [visits of the page], counters: {total, uniqueAgents, healthCenterVisits, hubVisits,
 * today, thisWeek}}. The counters are the screen's six (src/lib/facilityVisits.ts visitCounters) over every
 * visit the caller may see, not only the filtered ones; `today` (YYYY-MM-DD, optional, default the server's
 * day) is the caller's calendar day for 'Today' and 'This Week'. Filters: the row's fields with the listQuery
 * operators, plus `q` (the screen's text search: agent name and code, facility names, address, notes) and
 * `facility` (the visited facility's id, by kind).
 * Needs view_agent_activities (403 {detail}); a hub coordinator gets only the visits of their hub's agents.
 */
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  agentFacilityVisits as v,
  collectionHubs as C,
  deliveryAgents as A,
  healthCentres as H,
} from '../../db/schema';
import { getAuth } from '../../auth/guards';
import type { Row } from '../api/router';
import { serializeVisit, visitExtras, visitFacilityIdSql, visitFieldsSql, visitScope } from '../api/visits';
import { NO_VISIT_COUNTERS, weekBounds } from '../../../contract/facilityVisits';
import { badRequest } from '../http';
import {
  filterConditions,
  numberField,
  orderClauses,
  pageWindow,
  readPaging,
  searchAny,
  textField,
  type ReportFields,
} from './reportPaging';

/**
 * The derived fields over the joined agent, health centre and hub (the paged path filters and sorts on them
 * over every visit: a join is much cheaper there than the row-by-row subselects of visitExtras).
 */
function joinedFields() {
  const kind = visitFieldsSql().facility_kind;
  return {
    agent_name: sql`trim(concat_ws(' ', ${A.first_name}, ${A.second_name}))`,
    agent_code: sql`${A.agent_code}`,
    health_center_name: sql`${H.name}`,
    collection_hub_name: sql`${C.name}`,
    facility_kind: kind,
    facility_name: sql`(case when ${kind} = 'hub' then coalesce(${C.name}, ${H.name}, '')
      else coalesce(${H.name}, ${C.name}, '') end)`,
  };
}

function visitFields(): ReportFields {
  const x = joinedFields();
  return {
    id: numberField(sql`${v.id}`),
    agent: numberField(sql`${v.agent}`),
    agent_name: textField(x.agent_name),
    agent_code: textField(x.agent_code),
    facility_type: textField(sql`${v.facility_type}`),
    health_center: numberField(sql`${v.health_center}`),
    health_center_name: textField(x.health_center_name),
    collection_hub: numberField(sql`${v.collection_hub}`),
    collection_hub_name: textField(x.collection_hub_name),
    addres: textField(sql`${v.addres}`),
    location_latitude: numberField(sql`${v.location_latitude}`),
    location_longitude: numberField(sql`${v.location_longitude}`),
    visit_date: textField(sql`to_char(${v.visit_date}, 'YYYY-MM-DD')`, sql`${v.visit_date}`),
    visit_time: textField(sql`to_char(${v.visit_time}, 'HH24:MI:SS')`, sql`${v.visit_time}`),
    visit_notes: textField(sql`${v.visit_notes}`),
    facility_kind: textField(x.facility_kind),
    facility_name: textField(x.facility_name),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The caller's day: `today` as YYYY-MM-DD, else the server's local day. */
function callerToday(raw: unknown): Date {
  if (raw === undefined || raw === null || raw === '') return new Date();
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(raw).trim());
  const d = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
  if (!d || !m || isoDay(d) !== m[0]) throw badRequest({ message: 'today must be a date YYYY-MM-DD' });
  return d;
}

export function registerVisitQueries(app: FastifyInstance) {
  const db = app.db;

  app.get<{ Querystring: Record<string, unknown> }>('/customqueries/list_facility_visits', async (req) => {
    const scope = visitScope(getAuth(req));
    const query = (req.query ?? {}) as Record<string, unknown>;
    const known = visitFields();
    const paging = readPaging(query, known);
    const newestFirst = [desc(v.visit_date), desc(v.visit_time), desc(v.id)];
    if (!paging) {
      const rows = await db
        .select({ ...getTableColumns(v), ...visitExtras() })
        .from(v)
        .where(scope)
        .orderBy(...newestFirst);
      const visits = rows.map((row) => serializeVisit(row as Row));
      return { report: JSON.stringify(visits), count: visits.length };
    }

    const today = callerToday(query.today);
    const { monday, sunday } = weekBounds(today);
    const x = joinedFields();
    const [counts] = await db
      .select({
        total: sql<number>`count(*)::int`,
        uniqueAgents: sql<number>`count(distinct ${v.agent})::int`,
        healthCenterVisits: sql<number>`(count(*) filter (where ${x.facility_kind} = 'health_center'))::int`,
        hubVisits: sql<number>`(count(*) filter (where ${x.facility_kind} = 'hub'))::int`,
        today: sql<number>`(count(*) filter (where ${v.visit_date} = ${isoDay(today)}::date))::int`,
        thisWeek: sql<number>`(count(*) filter (where ${v.visit_date} between ${monday}::date and ${sunday}::date))::int`,
      })
      .from(v)
      .where(scope);

    const where = and(
      scope,
      ...filterConditions(paging.filters, known, {
        q: (value) =>
          searchAny(
            [
              x.agent_name,
              x.agent_code,
              x.health_center_name,
              x.collection_hub_name,
              sql`${v.addres}`,
              sql`${v.visit_notes}`,
            ],
            value,
          ),
        facility: (value) => sql`(${visitFacilityIdSql()})::text = ${String(value)}`,
      }),
    );
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(v)
      .leftJoin(A, eq(A.id, v.agent))
      .leftJoin(H, eq(H.id, v.health_center))
      .leftJoin(C, eq(C.id, v.collection_hub))
      .where(where);
    const { limit, offset } = pageWindow(paging);
    const rows =
      offset >= Number(n)
        ? []
        : await db
            .select({ ...getTableColumns(v), ...visitExtras() })
            .from(v)
            .leftJoin(A, eq(A.id, v.agent))
            .leftJoin(H, eq(H.id, v.health_center))
            .leftJoin(C, eq(C.id, v.collection_hub))
            .where(where)
            .orderBy(...orderClauses(paging, known, newestFirst))
            .limit(limit)
            .offset(offset);
    const c = counts ?? NO_VISIT_COUNTERS;
    return {
      count: Number(n),
      results: rows.map((row) => serializeVisit(row as Row)),
      counters: {
        total: Number(c.total),
        uniqueAgents: Number(c.uniqueAgents),
        healthCenterVisits: Number(c.healthCenterVisits),
        hubVisits: Number(c.hubVisits),
        today: Number(c.today),
        thisWeek: Number(c.thisWeek),
      },
    };
  });
}
