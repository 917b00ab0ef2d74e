/**
 * Agent facility visits (administration.md 2.14, 3): the facility type folding and the six counters.
 * Pure: used by the /facility_visits/ screen and by the server's list_facility_visits answer.
 *
 * facility_type is free text as the agent app sent it. The six spellings seen (Healthcenter, health_center,
 * Health center, Hub, collection_hub, Collection Hub) fold into two kinds: 'health_center' or 'hub'
 * (case-insensitive, trimmed; spaces, underscores and hyphens ignored).
 */

export type FacilityKind = 'health_center' | 'hub';

export const FACILITY_KINDS: readonly FacilityKind[] = ['health_center', 'hub'];

const HEALTH_CENTER_SPELLINGS = new Set(['healthcenter', 'healthcentre']);
const HUB_SPELLINGS = new Set(['hub', 'collectionhub']);

/** The kind of a stored facility_type, or null when the text is none of the known spellings. */
export function foldFacilityType(value: unknown): FacilityKind | null {
  if (typeof value !== 'string') return null;
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  if (HEALTH_CENTER_SPELLINGS.has(key)) return 'health_center';
  if (HUB_SPELLINGS.has(key)) return 'hub';
  return null;
}

/** What a visit row needs for folding, filtering and counting. */
export interface VisitLike {
  agent?: number | string | null;
  facility_type?: string | null;
  facility_kind?: string | null;
  health_center?: number | string | null;
  collection_hub?: number | string | null;
  health_center_name?: string | null;
  collection_hub_name?: string | null;
  visit_date?: string | null;
}

/** The kind of a visit: its folded facility_type, else the facility it points at (health centre first). */
export function visitKind(visit: VisitLike): FacilityKind | null {
  if (visit.facility_kind === 'health_center' || visit.facility_kind === 'hub') return visit.facility_kind;
  const folded = foldFacilityType(visit.facility_type);
  if (folded) return folded;
  if (visit.health_center !== null && visit.health_center !== undefined) return 'health_center';
  if (visit.collection_hub !== null && visit.collection_hub !== undefined) return 'hub';
  return null;
}

/** The id of the visited facility (health centre or hub, by kind), or null. */
export function visitFacilityId(visit: VisitLike): number | null {
  const kind = visitKind(visit);
  const raw = kind === 'hub' ? visit.collection_hub : kind === 'health_center' ? visit.health_center : null;
  if (raw === null || raw === undefined || raw === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

/** The name of the visited facility (by kind), or ''. */
export function visitFacilityName(visit: VisitLike): string {
  const kind = visitKind(visit);
  const name =
    kind === 'hub'
      ? (visit.collection_hub_name ?? visit.health_center_name)
      : (visit.health_center_name ?? visit.collection_hub_name);
  return name ?? '';
}

// ---------------------------------------------------------------- dates (local calendar, 'YYYY-MM-DD')

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Monday and Sunday (ISO dates) of the week that holds `today`; weeks start on Monday. */
export function weekBounds(today: Date): { monday: string; sunday: string } {
  const sinceMonday = (today.getDay() + 6) % 7;
  const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - sinceMonday);
  const sunday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 6);
  return { monday: isoDay(monday), sunday: isoDay(sunday) };
}

/** The date part ('YYYY-MM-DD') of a stored visit_date, or ''. */
function dayOf(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim().slice(0, 10) : '';
}

// ---------------------------------------------------------------- counters

export interface VisitCounters {
  total: number;
  uniqueAgents: number;
  healthCenterVisits: number;
  hubVisits: number;
  today: number;
  thisWeek: number;
}

/** The counters of no visits (the server's when it counts none, the screen's until it has its own). */
export const NO_VISIT_COUNTERS: Readonly<VisitCounters> = {
  total: 0,
  uniqueAgents: 0,
  healthCenterVisits: 0,
  hubVisits: 0,
  today: 0,
  thisWeek: 0,
};

/** The six counters of the screen over the given visits; `today` is the local day to count from. */
export function visitCounters(visits: readonly VisitLike[], today: Date): VisitCounters {
  const todayIso = isoDay(today);
  const { monday, sunday } = weekBounds(today);
  const agents = new Set<string>();
  const counters: VisitCounters = { ...NO_VISIT_COUNTERS, total: visits.length };
  for (const visit of visits) {
    if (visit.agent !== null && visit.agent !== undefined && visit.agent !== '')
      agents.add(String(visit.agent));
    const kind = visitKind(visit);
    if (kind === 'health_center') counters.healthCenterVisits++;
    else if (kind === 'hub') counters.hubVisits++;
    const day = dayOf(visit.visit_date);
    if (day === todayIso) counters.today++;
    if (day >= monday && day <= sunday) counters.thisWeek++;
  }
  counters.uniqueAgents = agents.size;
  return counters;
}

// ---------------------------------------------------------------- filters of the screen

export interface VisitFilter {
  /** Text search over agent (name, code), facility (name, address) and notes. */
  q?: string;
  agent?: number | string | null;
  kind?: FacilityKind | null;
  /** A health centre id (kind health_center) or a hub id (kind hub). */
  facility?: number | string | null;
  /** ISO dates, both inclusive. */
  from?: string | null;
  to?: string | null;
}

export interface SearchableVisit extends VisitLike {
  agent_name?: string | null;
  agent_code?: string | null;
  addres?: string | null;
  visit_notes?: string | null;
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** Whether a visit passes the screen's filters (each one optional). */
export function matchesVisitFilter(visit: SearchableVisit, filter: VisitFilter): boolean {
  if (!blank(filter.agent) && String(visit.agent) !== String(filter.agent)) return false;
  if (filter.kind && visitKind(visit) !== filter.kind) return false;
  if (!blank(filter.facility) && String(visitFacilityId(visit)) !== String(filter.facility)) return false;
  const day = dayOf(visit.visit_date);
  if (filter.from && (!day || day < filter.from)) return false;
  if (filter.to && (!day || day > filter.to)) return false;
  const needle = (filter.q ?? '').trim().toLowerCase();
  if (needle) {
    const haystack = [
      visit.agent_name,
      visit.agent_code,
      visit.health_center_name,
      visit.collection_hub_name,
      visit.addres,
      visit.visit_notes,
    ];
    if (!haystack.some((v) => typeof v === 'string' && v.toLowerCase().includes(needle))) return false;
  }
  return true;
}

/** A visit as /customqueries/list_facility_visits answers it. */
export interface FacilityVisit extends SearchableVisit {
  id: number;
  agent: number;
  agent_name: string | null;
  agent_code: string | null;
  facility_type: string;
  facility_kind?: FacilityKind | null;
  facility_name?: string | null;
  health_center: number | null;
  health_center_name: string | null;
  collection_hub: number | null;
  collection_hub_name: string | null;
  addres: string | null;
  location_latitude: number | null;
  location_longitude: number | null;
  visit_date: string;
  visit_time: string;
  visit_notes: string | null;
}

/**
 * The screen's filters as the `filters` of a paged list_facility_visits call (listQuery keys): `q` (the screen's
 * text search), agent, facility_kind, facility (the visited facility's id, by kind), visit_date_gte/_lte.
 * Empty filters are left out.
 */
export function visitFilterParams(filter: VisitFilter): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (key: string, value: unknown) => {
    if (!blank(value) && String(value).trim() !== '') out[key] = String(value).trim();
  };
  put('q', filter.q);
  put('agent', filter.agent);
  put('facility_kind', filter.kind);
  put('facility', filter.facility);
  put('visit_date_gte', filter.from);
  put('visit_date_lte', filter.to);
  return out;
}
