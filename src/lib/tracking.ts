/**
 * The hub tracking report (administration.md 2.15): parsing the answer of get_hubs_visited_statistics,
 * the average performance of the print summary, the Not Visited list, the cascading filters
 * (region → district → hub) and the body of the call. Pure: no React, no network.
 */
import type { TrackingFacility, TrackingRow } from '../../contract/types';
import { formatDate, lastWeekRange } from '../../contract/dates';

/** A JSON text or an already parsed value → an array ([] when it is neither). */
export function parseList(value: unknown): unknown[] {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(parsed) ? parsed : [];
}

function toNumber(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(n) ? n : 0;
}

function toFacilities(value: unknown): TrackingFacility[] {
  return parseList(value)
    .filter((f): f is Record<string, unknown> => !!f && typeof f === 'object')
    .map((f) => ({ id: Number(f.id), name: String(f.name ?? '') }));
}

/** The rows of tracking_hubs_report / non_tracking_hubs_report (JSON text or an array). */
export function parseTrackingRows(value: unknown): TrackingRow[] {
  return parseList(value)
    .filter((r): r is Record<string, unknown> => !!r && typeof r === 'object')
    .map((r) => ({
      id: Number(r.id),
      name: String(r.name ?? ''),
      facilities_served: toFacilities(r.facilities_served),
      facilities_visited: toFacilities(r.facilities_visited),
      percentage_vist: toNumber(r.percentage_vist),
      districts_covered: String(r.districts_covered ?? ''),
      region: String(r.region ?? ''),
    }));
}

/** The print summary's average performance: the mean of percentage_vist, rounded (0 without rows). */
export function averagePerformance(rows: readonly Pick<TrackingRow, 'percentage_vist'>[]): number {
  if (rows.length === 0) return 0;
  const sum = rows.reduce((acc, r) => acc + toNumber(r.percentage_vist), 0);
  return Math.round(sum / rows.length);
}

/** The served facilities that are not in the visited list (matched by id, or by name when ids are missing). */
export function notVisited(
  row: Pick<TrackingRow, 'facilities_served' | 'facilities_visited'>,
): TrackingFacility[] {
  const ids = new Set(row.facilities_visited.map((f) => f.id).filter((id) => Number.isFinite(id)));
  const names = new Set(row.facilities_visited.map((f) => f.name));
  return row.facilities_served.filter((f) => (Number.isFinite(f.id) ? !ids.has(f.id) : !names.has(f.name)));
}

/** What the report's answer holds, parsed. */
export interface TrackingReportData<M = unknown> {
  tracking: TrackingRow[];
  nonTracking: TrackingRow[];
  totalToHubs: number;
  totalToCentral: number;
  toHubs: M[];
  toCentral: M[];
}

export function parseTrackingReport<M = unknown>(answer: unknown): TrackingReportData<M> {
  const a = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
  return {
    tracking: parseTrackingRows(a.tracking_hubs_report),
    nonTracking: parseTrackingRows(a.non_tracking_hubs_report),
    totalToHubs: toNumber(a.total_samples_delivered_to_hubs),
    totalToCentral: toNumber(a.total_samples_delivered_to_centralhub),
    toHubs: parseList(a.delivered_to_hubs_list) as M[],
    toCentral: parseList(a.delivered_to_centralhub_list) as M[],
  };
}

/** The filters of the report: dates as ISO (YYYY-MM-DD, null when not chosen); ids as text, '' = all. */
export interface TrackingFilters {
  from: string | null;
  to: string | null;
  region: string;
  district: string;
  hub: string;
}

/** Monday of last week to today, every region, district and hub. */
export function defaultTrackingFilters(today: Date = new Date()): TrackingFilters {
  return {
    ...lastWeekRange(today),
    region: '',
    district: '',
    hub: '',
  };
}

/** A new region: the districts and hubs of the old one no longer apply. */
export function changeRegion(filters: TrackingFilters, region: string): TrackingFilters {
  return { ...filters, region, district: '', hub: '' };
}

/** A new district: the hub of the old one no longer applies. */
export function changeDistrict(filters: TrackingFilters, district: string): TrackingFilters {
  return { ...filters, district, hub: '' };
}

export function trackingDatesMissing(filters: Pick<TrackingFilters, 'from' | 'to'>): boolean {
  return !filters.from || !filters.to;
}

/** The body of get_hubs_visited_statistics (dates as DD/MM/YYYY), or null when a date is missing. */
export function trackingQueryBody(filters: TrackingFilters): Record<string, string> | null {
  if (trackingDatesMissing(filters)) return null;
  return {
    dateone: formatDate(filters.from),
    datetwo: formatDate(filters.to),
    region: filters.region,
    district: filters.district,
    hub: filters.hub,
  };
}

/** 'DD_MM_YYYY', the date report exports carry in their file names. */
export function exportDateStamp(d: Date = new Date()): string {
  return formatDate(d).replace(/\//g, '_');
}

/** A choice of the region, district and hub selects. */
export interface GeoChoice {
  id: string;
  name: string;
}

/** The report of get_regions / get_districts / get_hubs → choices (id as text, name or district_name). */
export function parseGeoChoices(answer: unknown): GeoChoice[] {
  const report =
    answer && typeof answer === 'object' && 'report' in answer
      ? (answer as { report: unknown }).report
      : answer;
  return parseList(report)
    .filter((r): r is Record<string, unknown> => !!r && typeof r === 'object' && 'id' in r)
    .map((r) => ({ id: String(r.id), name: String(r.name ?? r.district_name ?? r.id) }));
}
