/** The answer of POST /customqueries/get_turnaround and how the Turnaround tab shows it. */
import type { ExcelColumn } from '../../lib/excel';

export interface TurnaroundStats {
  samples: number;
  completed: number;
  open: number;
  late_open: number;
  median_hours: number | null;
  p90_hours: number | null;
  within_target: number;
  share_within_target: number | null;
}
export type HubStats = { hub: number; hub_name: string } & TurnaroundStats;
export type SampleStats = { sample_type: string } & TurnaroundStats;
export type RouteStats = { pickup_point: string; destination: string } & TurnaroundStats;
export type DayStats = { day: string } & TurnaroundStats;

export interface TurnaroundReportData {
  target_hours: number;
  summary: TurnaroundStats;
  by_hub: HubStats[];
  by_sample: SampleStats[];
  by_route: RouteStats[];
  routes_total: number;
  daily: DayStats[];
  slowest_routes: RouteStats[];
}

/** Hours as '12.5 h' ('—' when there is nothing to measure). */
export const hoursText = (v: number | null) => (v === null ? '—' : `${v} h`);
/** A share as '75%' ('—' when nothing is decided yet). */
export const shareText = (v: number | null) => (v === null ? '—' : `${v}%`);

type Translate = (key: string, options?: Record<string, unknown>) => string;
const C = 'turnaround.report.columns';

/** The figure columns every table shares, after its own name column(s). */
export function statColumns<T extends TurnaroundStats>(translate: Translate): ExcelColumn<T>[] {
  return [
    { header: translate(`${C}.samples`), value: (r) => r.samples, kind: 'count' },
    { header: translate(`${C}.completed`), value: (r) => r.completed, kind: 'count' },
    { header: translate(`${C}.open`), value: (r) => r.open, kind: 'count' },
    {
      header: translate(`${C}.median`),
      value: (r) => hoursText(r.median_hours),
      kind: 'number',
      cell: (r) => r.median_hours,
    },
    {
      header: translate(`${C}.p90`),
      value: (r) => hoursText(r.p90_hours),
      kind: 'number',
      cell: (r) => r.p90_hours,
    },
    {
      header: translate(`${C}.within`),
      value: (r) => shareText(r.share_within_target),
      kind: 'percent',
      cell: (r) => r.share_within_target,
    },
  ];
}

export const routeName = (r: RouteStats) => `${r.pickup_point} → ${r.destination}`;

/** One flat sheet for Excel: a Group column (Overall, Hub, Sample type, Route, Day) and a Name column. */
export interface SheetRow extends TurnaroundStats {
  group: string;
  name: string;
}
export function sheetRows(data: TurnaroundReportData, translate: Translate): SheetRow[] {
  const g = (k: string) => translate(`turnaround.report.groups.${k}`);
  return [
    { group: g('overall'), name: g('overall'), ...data.summary },
    ...data.by_hub.map((r) => ({ ...r, group: g('hub'), name: r.hub_name })),
    ...data.by_sample.map((r) => ({ ...r, group: g('sample'), name: r.sample_type })),
    ...data.by_route.map((r) => ({ ...r, group: g('route'), name: routeName(r) })),
    ...data.daily.map((r) => ({ ...r, group: g('day'), name: r.day })),
  ];
}
export function sheetColumns(translate: Translate): ExcelColumn<SheetRow>[] {
  return [
    { header: translate(`${C}.group`), value: (r) => r.group },
    { header: translate(`${C}.name`), value: (r) => r.name },
    ...statColumns<SheetRow>(translate),
  ];
}
