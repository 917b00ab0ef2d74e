/**
 * The per-hub 'Volume of samples delivered' screen (administration.md 2.15, 7): a dialog over
 * POST /customqueries/get_hub_delivery_stats {hub} (the last 12 months) showing the hub's monthly chart and total.
 * Opened from the 'Volume' button of a hub row of the tracking report; loaded lazily.
 */
import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { parseMonthlyEntries, volumeTotal } from '../../lib/volume';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { MonthlyEntry } from '../../../contract/types';
import { DeliveredVolume } from './DeliveredVolume';
import { DetailsDialog } from '../../components/DetailsDialog';

const V = 'pages.analytics.volume';

export interface HubDeliveryStats {
  hub: { id: number; name: string } | null;
  entries: MonthlyEntry[];
  total: number;
}

/** The answer of get_hub_delivery_stats, checked (total falls back to the sum of the monthly totals). */
export function parseHubDeliveryStats(answer: unknown): HubDeliveryStats {
  const raw = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
  const entries = parseMonthlyEntries(raw.delivered_to_hubs_list);
  const total = Number(raw.total);
  const hub = raw.hub && typeof raw.hub === 'object' ? (raw.hub as { id: number; name: string }) : null;
  return {
    hub,
    entries,
    total:
      raw.total !== null && raw.total !== undefined && Number.isFinite(total) ? total : volumeTotal(entries),
  };
}

export function HubVolumeDialog({
  hub,
  open,
  onClose,
}: {
  hub: { id: number; name: string } | null;
  open: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['get_hub_delivery_stats', hub?.id],
    queryFn: async () => parseHubDeliveryStats(await dataProvider.hubDeliveryStats({ hub: hub!.id })),
    enabled: open && !!hub,
    retry: false,
  });

  return (
    <DetailsDialog
      open={open && !!hub}
      onClose={onClose}
      title={translate(`${V}.dialogTitle`)}
      subtitle={hub?.name}
      closeLabel={`${V}.close`}
      maxWidth="lg"
    >
      {query.isPending ? (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ p: 2 }} role="status">
          <CircularProgress size={20} />
          <Typography>{translate(`${V}.loading`)}</Typography>
        </Stack>
      ) : query.isError ? (
        <Alert severity="error">{translate(`${V}.loadFailed`)}</Alert>
      ) : (
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="space-between">
            <Typography color="text.secondary">{translate(`${V}.dialogPeriod`)}</Typography>
            <Typography fontWeight="bold">
              {translate(`${V}.dialogTotal`, { total: query.data.total })}
            </Typography>
          </Stack>
          <DeliveredVolume entries={query.data.entries} kind="hubs" />
        </Stack>
      )}
    </DetailsDialog>
  );
}

export default HubVolumeDialog;
