/** The LIMS statistics, fetched once for the dashboard and the logs summary (react-query cache). */
import { useQuery } from '@tanstack/react-query';
import { useLimsApi } from './limsApi';
import type { LimsStatistics } from '../../../contract/lims';

export const LIMS_STATS_KEY = ['lims', 'statistics'] as const;

export function useLimsStats() {
  const api = useLimsApi();
  return useQuery<LimsStatistics>({
    queryKey: LIMS_STATS_KEY,
    queryFn: () => api.statistics(),
    // the dashboard and the logs tab share one answer; Refresh (useRefresh) and the confirmations invalidate it
    staleTime: 30_000,
    // a failure shows 'Failed to load LIMS statistics' with Retry at once
    retry: false,
  });
}
