/** The answer of POST /customqueries/get_turnaround and how the Turnaround tab shows it. */
import type { ExcelColumn } from '../../lib/excel';
import type {
  DayStats,
  HubStats,
  RouteStats,
  SampleStats,
  TurnaroundAnswer,
  TurnaroundStats,
} from '../../../contract/turnaround';

export type { TurnaroundStats, HubStats, SampleStats, RouteStats, DayStats };
/** get_turnaround's answer, as the report reads it */
export type TurnaroundReportData = TurnaroundAnswer;

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
