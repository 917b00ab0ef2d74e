/** get_turnaround's answer (our server's extension) as the server sends it and the turnaround report reads it. */

/** The figures of one group of rows (the whole range, a hub, a sample type, a route or a day). */
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

export interface TurnaroundAnswer {
  target_hours: number;
  summary: TurnaroundStats;
  by_hub: HubStats[];
  by_sample: SampleStats[];
  by_route: RouteStats[];
  routes_total: number;
  daily: DayStats[];
  slowest_routes: RouteStats[];
}
