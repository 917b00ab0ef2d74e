/**
 * The hub dashboard's numbers (administration.md 2.17, 4 and 7 "Hub shell data"), as pure functions:
 * - the report window: the last 30 days, DD/MM/YYYY (dateone 30 days ago, datetwo today);
 * - a delivery is completed when it has a drop-off time (time_of_dropoff), otherwise pending;
 * - Hub Performance % = completed / total * 100, rounded, 0 when there are no deliveries;
 * - Online Agents: the hub's agents that are online and active;
 * - health centre status groups Active, Pending, Issues, Maintenance (missing or unknown status → Active).
 */
import { daysBack, formatDate } from '../../contract/dates';

/** Report window of the hub dashboard, in days (administration.md 4 and 9). */
export const HUB_REPORT_DAYS = 30;

/** The getumoja_deliveriesreport arguments of the hub dashboard: every status, the last 30 days, the hub. */
export function hubReportArgs(
  hub: number | string,
  today: Date = new Date(),
): { delivery_status: string; dateone: string; datetwo: string; hub: string } {
  return {
    delivery_status: '',
    dateone: formatDate(daysBack(HUB_REPORT_DAYS, today)),
    datetwo: formatDate(today),
    hub: String(hub),
  };
}

export interface DeliveryLike {
  time_of_dropoff?: unknown;
}

/** Completed means a drop-off time: any non-blank value. */
export function isCompleted(row: DeliveryLike): boolean {
  const t = row.time_of_dropoff;
  if (t === null || t === undefined) return false;
  const s = String(t).trim();
  return s !== '' && s !== 'null' && s !== 'undefined';
}

/** completed / total * 100, rounded; 0 when there are no deliveries. */
export function hubPerformance(completed: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.round((completed / total) * 100);
}

export interface DeliveryCounts {
  total: number;
  pending: number;
  completed: number;
  performance: number;
}

export function deliveryCounts(rows: readonly DeliveryLike[]): DeliveryCounts {
  const total = rows.length;
  const completed = rows.filter(isCompleted).length;
  return { total, completed, pending: total - completed, performance: hubPerformance(completed, total) };
}

export interface AgentLike {
  is_online?: unknown;
  active?: unknown;
}

const truthy = (v: unknown) => v === true || v === 'true' || v === 1 || v === '1';

/** The agents that are online and active (the hub's live map and the Online Agents card). */
export function onlineAgents<T extends AgentLike>(agents: readonly T[]): T[] {
  return agents.filter((a) => truthy(a.is_online) && truthy(a.active));
}

export const HEALTH_CENTRE_GROUPS = ['active', 'pending', 'issues', 'maintenance'] as const;
export type HealthCentreGroup = (typeof HEALTH_CENTRE_GROUPS)[number];

/** The status group of a health centre: its status when it is one of the four, else Active. */
export function healthCentreGroup(centre: { status?: unknown }): HealthCentreGroup {
  const s = typeof centre.status === 'string' ? centre.status.trim().toLowerCase() : '';
  return (HEALTH_CENTRE_GROUPS as readonly string[]).includes(s) ? (s as HealthCentreGroup) : 'active';
}

export function healthCentreGroups(
  centres: readonly { status?: unknown }[],
): Record<HealthCentreGroup, number> {
  const out: Record<HealthCentreGroup, number> = { active: 0, pending: 0, issues: 0, maintenance: 0 };
  for (const c of centres) out[healthCentreGroup(c)] += 1;
  return out;
}

/** The rows of a report answer: `report` as JSON text or a list; text that is not JSON throws. */
export function reportRows<T = Record<string, unknown>>(answer: unknown): T[] {
  let value: unknown = answer;
  if (value && typeof value === 'object' && !Array.isArray(value) && 'report' in value)
    value = (value as { report: unknown }).report;
  if (typeof value === 'string') {
    value = JSON.parse(value) as unknown;
  }
  return Array.isArray(value) ? (value.filter((r) => r && typeof r === 'object') as T[]) : [];
}

/** Completed = a drop-off time: as a list filter, any 'HH:MM' at least '00:00' (empty never passes). */
export const COMPLETED_FILTER = { time_of_dropoff_gte: '00:00' };

const isPaged = (a: unknown): a is { count: number; results: unknown[] } =>
  !!a &&
  typeof a === 'object' &&
  typeof (a as { count?: unknown }).count === 'number' &&
  Array.isArray((a as { results?: unknown }).results);

/**
 * The delivery cards' numbers with counts, not rows (README "Paging report calls"): page_size 1 answers the
 * total, the same with the completed filter answers the completed count. A server that answers the full report
 * instead is counted in the browser as before (and asked only once).
 */
export async function fetchHubDeliveryCounts(
  call: (name: string, body: Record<string, unknown>) => Promise<unknown>,
  args: Record<string, unknown>,
): Promise<DeliveryCounts> {
  const NAME = 'getumoja_deliveriesreport';
  const first = await call(NAME, { ...args, page: 1, page_size: 1 });
  if (!isPaged(first)) return deliveryCounts(reportRows(first));
  const done = await call(NAME, {
    ...args,
    page: 1,
    page_size: 1,
    filters: JSON.stringify(COMPLETED_FILTER),
  });
  const total = first.count;
  const completed = isPaged(done) ? done.count : deliveryCounts(reportRows(done)).completed;
  return { total, completed, pending: total - completed, performance: hubPerformance(completed, total) };
}
