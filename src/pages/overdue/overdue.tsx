/**
 * Overdue work on the client (issue 22): POST /customqueries/get_overdue (hub-scoped by the server), the 'Overdue'
 * mark of a list row and the dashboard's 'Overdue now' card with its list.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AlarmIcon from '@mui/icons-material/Alarm';
import { useDataProvider, useListContextWithProps, useRecordContext, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { AppDataProvider } from '../../providers/dataProvider';

export type OverdueKind = 'pickup' | 'dropoff' | 'receipt';
export interface OverdueItem {
  kind: OverdueKind;
  item: number;
  number: string;
  hub: number | null;
  place: string;
  due_at: string;
  late_minutes: number;
}
export interface OverdueAnswer {
  count: number;
  pickup: number;
  dropoff: number;
  receipt: number;
  items: OverdueItem[];
}

const T = 'turnaround.overdue';

async function askOverdue(
  dataProvider: AppDataProvider,
  body: { kind?: string; ids?: string },
): Promise<OverdueAnswer> {
  const answer = await dataProvider.overdue<Partial<OverdueAnswer> | null>(body);
  const items = Array.isArray(answer?.items) ? answer.items : [];
  const of = (k: OverdueKind) =>
    typeof answer?.[k] === 'number' ? answer[k] : items.filter((i) => i.kind === k).length;
  return {
    count: typeof answer?.count === 'number' ? answer.count : items.length,
    pickup: of('pickup'),
    dropoff: of('dropoff'),
    receipt: of('receipt'),
    items,
  };
}

/** What is late now (the counts and the latest 100); refreshed every minute. */
export function useOverdue(enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['get_overdue'],
    queryFn: () => askOverdue(dataProvider, {}),
    refetchInterval: 60_000,
    staleTime: 30_000,
    enabled,
  });
}

/** Which of these rows are late now: one request for a whole list page (every mark of the page shares it). */
function useOverdueRows(ids: readonly string[], kinds: readonly OverdueKind[]) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const kind = kinds.length === 1 ? kinds[0] : '';
  return useQuery({
    queryKey: ['get_overdue', 'rows', kind, ids.join(',')],
    queryFn: () => askOverdue(dataProvider, { ids: ids.join(','), ...(kind ? { kind } : {}) }),
    refetchInterval: 60_000,
    staleTime: 30_000,
    enabled: ids.length > 0,
  });
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** '3 h 20 min', '2 d 4 h', '15 min'. */
export function lateText(minutes: number, translate: Translate): string {
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  if (d > 0) return translate(h > 0 ? `${T}.days_hours` : `${T}.days`, { d, h });
  if (h > 0) return translate(m > 0 ? `${T}.hours_minutes` : `${T}.hours`, { h, m });
  return translate(`${T}.minutes`, { m });
}

/** The row's 'Overdue' mark with how late, when the record (a pickup or a delivery row) is late now. */
export function OverdueField({ kinds }: { kinds: readonly OverdueKind[] }) {
  const record = useRecordContext<{ id: number | string }>();
  const list = useListContextWithProps<{ id: number | string }>();
  const translate = useTranslate();
  const pageIds = (list?.data ?? []).map((r) => String(r.id)).filter((id) => /^\d+$/.test(id));
  const ids = pageIds.length ? pageIds : record && /^\d+$/.test(String(record.id)) ? [String(record.id)] : [];
  const { data } = useOverdueRows(ids, kinds);
  if (!record || !data) return null;
  const late = data.items.find((i) => kinds.includes(i.kind) && String(i.item) === String(record.id));
  if (!late) return null;
  const label = translate(`${T}.mark`, { late: lateText(late.late_minutes, translate) });
  return (
    <Chip
      size="small"
      color="error"
      icon={<AlarmIcon />}
      label={label}
      title={translate(`${T}.kinds.${late.kind}`)}
      aria-label={label}
    />
  );
}

const LISTS: Record<OverdueKind, string> = {
  pickup: '/pending_pickups/',
  dropoff: '/deliveries/',
  receipt: '/deliveries/',
};

/** The late items, latest first: kind, number, place, how late, with a link to the item's list. */
export function OverdueTable({ items }: { items: readonly OverdueItem[] }) {
  const translate = useTranslate();
  if (items.length === 0) return <Typography sx={{ p: 1 }}>{translate(`${T}.empty`)}</Typography>;
  return (
    <Table size="small" aria-label={translate(`${T}.card`)}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(`${T}.columns.kind`)}</TableCell>
          <TableCell>{translate(`${T}.columns.number`)}</TableCell>
          <TableCell>{translate(`${T}.columns.place`)}</TableCell>
          <TableCell>{translate(`${T}.columns.late`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((i) => (
          <TableRow key={`${i.kind}-${i.item}`}>
            <TableCell>{translate(`${T}.kinds.${i.kind}`)}</TableCell>
            <TableCell>
              <RouterLink to={LISTS[i.kind]}>{i.number}</RouterLink>
            </TableCell>
            <TableCell>{i.place}</TableCell>
            <TableCell>{lateText(i.late_minutes, translate)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The dashboard's 'Overdue now' card: the count; opening it lists the late items. */
export function OverdueCard() {
  const translate = useTranslate();
  const { data, isPending, isError } = useOverdue();
  const [open, setOpen] = useState(false);
  const label = translate(`${T}.card`);
  return (
    <>
      <Card sx={{ height: '100%' }}>
        <CardActionArea onClick={() => setOpen(true)} sx={{ height: '100%' }} aria-label={label}>
          <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Box sx={{ color: data?.count ? 'error.main' : 'primary.main', '& svg': { fontSize: 40 } }}>
              <AlarmIcon />
            </Box>
            <Box>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              {isPending ? (
                <CircularProgress size={20} />
              ) : (
                <Typography variant="h5" data-testid="count-overdue" color={isError ? 'error' : undefined}>
                  {isError ? '–' : (data?.count ?? 0).toLocaleString('en-US')}
                </Typography>
              )}
              {data ? (
                <Typography variant="caption" color="text.secondary">
                  {translate(`${T}.split`, {
                    pickup: data.pickup,
                    dropoff: data.dropoff,
                    receipt: data.receipt,
                  })}
                </Typography>
              ) : null}
            </Box>
          </CardContent>
        </CardActionArea>
      </Card>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth>
        <DialogTitle>{label}</DialogTitle>
        <DialogContent dividers>
          <OverdueTable items={data?.items ?? []} />
        </DialogContent>
        <DialogActions>
          <Button component={RouterLink} to="/pending_pickups/">
            {translate(`${T}.openPickups`)}
          </Button>
          <Button component={RouterLink} to="/deliveries/">
            {translate(`${T}.openDeliveries`)}
          </Button>
          <Button onClick={() => setOpen(false)}>{translate(`${T}.close`)}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
