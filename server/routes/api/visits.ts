/**
 * /api/agent_facility_visits: agent facility visits (administration.md 3, 7), read and delete.
 * Every row carries the stored facility_type and the derived agent_name, agent_code, health_center_name,
 * collection_hub_name, facility_kind ('health_center' | 'hub': the six spellings folded) and facility_name.
 * Filters: agent, facility_type (as stored), facility_kind, health_center, collection_hub, visit_date;
 * search over agent, facility, address and notes; newest first.
 * Needs view_agent_activities (superusers pass): without it every call answers 403 {detail}, reads included.
 * A hub coordinator sees (and deletes) only the visits of their hub's agents.
 */
import { sql, type SQL } from 'drizzle-orm';
import { agentFacilityVisits as v } from '../../db/schema';
import type { AuthInfo } from '../../auth/tokens';
import { hubScope } from '../../auth/guards';
import { FACILITY_KINDS, visitFacilityName } from '../../../contract/facilityVisits';
import { forbidden } from '../http';
import type { Resource, Row } from './router';

export function mayViewVisits(auth: AuthInfo): boolean {
  return auth.isSuperuser || auth.rights.view_agent_activities;
}

/** The stored facility_type folded in SQL, falling back on the facility the row points at. */
const normalisedType = sql`regexp_replace(lower(trim(${v.facility_type})), '[[:space:]_-]+', '', 'g')`;
const facilityKind = sql<string | null>`(case
  when ${normalisedType} in ('healthcenter', 'healthcentre') then 'health_center'
  when ${normalisedType} in ('hub', 'collectionhub') then 'hub'
  when ${v.health_center} is not null then 'health_center'
  when ${v.collection_hub} is not null then 'hub'
  else null end)`;

const healthCenterName = sql<
  string | null
>`(select h.name from health_centres h where h.id = ${v.health_center})`;
const collectionHubName = sql<
  string | null
>`(select h.name from collection_hubs h where h.id = ${v.collection_hub})`;

/** Derived columns of a visit. */
export function visitExtras(): Record<string, SQL> {
  return {
    agent_name: sql<
      string | null
    >`(select trim(concat_ws(' ', a.first_name, a.second_name)) from delivery_agents a where a.id = ${v.agent})`,
    agent_code: sql<string | null>`(select a.agent_code from delivery_agents a where a.id = ${v.agent})`,
    health_center_name: healthCenterName,
    collection_hub_name: collectionHubName,
    facility_kind: facilityKind,
  };
}

/** The derived columns plus facility_name as SQL (src/lib/facilityVisits.ts visitFacilityName), for paging. */
export function visitFieldsSql(): Record<
  | 'agent_name'
  | 'agent_code'
  | 'health_center_name'
  | 'collection_hub_name'
  | 'facility_kind'
  | 'facility_name',
  SQL
> {
  const e = visitExtras();
  return {
    agent_name: e.agent_name,
    agent_code: e.agent_code,
    health_center_name: e.health_center_name,
    collection_hub_name: e.collection_hub_name,
    facility_kind: e.facility_kind,
    facility_name: sql`(case when ${facilityKind} = 'hub'
      then coalesce(${collectionHubName}, ${healthCenterName}, '')
      else coalesce(${healthCenterName}, ${collectionHubName}, '') end)`,
  };
}

/** The visited facility's id by kind (src/lib/facilityVisits.ts visitFacilityId). */
export function visitFacilityIdSql(): SQL {
  return sql`(case ${facilityKind} when 'hub' then ${v.collection_hub}
    when 'health_center' then ${v.health_center} end)`;
}

/** The rows the caller may see; throws 403 when the caller lacks view_agent_activities. */
export function visitScope(auth: AuthInfo): SQL | undefined {
  if (!mayViewVisits(auth)) throw forbidden();
  const hub = hubScope(auth);
  return hub === null
    ? undefined
    : sql`${v.agent} in (select a.id from delivery_agents a where a.collection_hub = ${hub})`;
}

/** The API shape of a visit: visit_time as HH:MM:SS, visit_date as YYYY-MM-DD, plus facility_name. */
export function serializeVisit(row: Row): Row {
  const time = row.visit_time;
  const date = row.visit_date;
  return {
    ...row,
    visit_date: typeof date === 'string' ? date.slice(0, 10) : date,
    visit_time: typeof time === 'string' ? time.slice(0, 8) : time,
    facility_name: visitFacilityName(row),
  };
}

export const facilityVisitsResource: Resource = {
  names: ['agent_facility_visits'],
  label: 'agent facility visit',
  table: v,
  large: true,
  extras: visitExtras,
  serialize: (row) => serializeVisit(row),
  filters: {
    agent: 'int',
    facility_type: 'string',
    facility_kind: FACILITY_KINDS,
    health_center: 'int',
    collection_hub: 'int',
    visit_date: 'string',
  },
  search: ['agent_name', 'agent_code', 'health_center_name', 'collection_hub_name', 'addres', 'visit_notes'],
  ordering: ['visit_date', 'visit_time', 'agent', 'agent_name', 'facility_kind'],
  defaultOrdering: '-visit_date,-visit_time,-id',
  // scope throws 403 for callers without the right: list, retrieve and delete are all refused
  scope: (ctx) => visitScope(ctx.auth),
  destroy: {
    allow: (ctx) => {
      if (!mayViewVisits(ctx.auth)) throw forbidden();
    },
  },
};
