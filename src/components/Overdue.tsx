/**
 * Overdue work on the client: POST /customqueries/get_overdue (hub-scoped by the server), the 'Overdue'
 * mark of a list row, the dashboard's 'Overdue now' card with links to the filtered lists, and the lists' 'Overdue
 * only' filters (server: `overdue` on /api/pending_umoja_pickups and getumoja_deliveriesreport).
 */
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Link,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import AlarmIcon from '@mui/icons-material/Alarm';
import {
  BooleanInput,
  useDataProvider,
  useListContext,
  useListContextWithProps,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { FilterRow } from './FilterRow';
import { daysBack, toIsoDate } from '../../contract/dates';
import { useQuery } from '@tanstack/react-query';
import type { AppDataProvider } from '../providers/dataProvider';
import type { DeliveryOverdueFilter, OverdueAnswer, OverdueItem, OverdueKind } from '../../contract/overdue';

export type { OverdueKind, OverdueItem, OverdueAnswer, DeliveryOverdueFilter };

const T = 'turnaround.overdue';

async function askOverdue(
  dataProvider: AppDataProvider,
  body: { kind?: string; ids?: string },
): Promise<OverdueAnswer> {
  const answer = await dataProvider.overdue(body);
  const items = Array.isArray(answer?.items) ? answer.items : [];
  const of = (k: OverdueKind) =>
    typeof answer?.[k] === 'number' ? answer[k] : items.filter((i) => i.kind === k).length;
  return {
    count: typeof answer?.count === 'number' ? answer.count : items.length,
    pickup: of('pickup'),
    dropoff: of('dropoff'),
    receipt: of('receipt'),
    since: answer?.since && typeof answer.since === 'object' ? answer.since : {},
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

/** A list's filter in its URL (react-admin reads `?filter=` on the list route). */
const listUrl = (path: string, filter: Record<string, unknown>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

const today = () => toIsoDate(new Date());

/** The filters of the overdue deliveries, in the order the filter offers them. */
export const DELIVERY_OVERDUE_FILTERS: readonly DeliveryOverdueFilter[] = ['any', 'dropoff', 'receipt'];

/**
 * The deliveries list (admin or hub shell) filtered to the rows late now: from the earliest day of those rows
 * (`since`, else the last 7 days) to today, on the batch tab (late items are never the child rows of a batch).
 */
export function overdueDeliveriesUrl(
  path: '/deliveries/' | '/hub_deliveries/',
  overdue: DeliveryOverdueFilter,
  since?: string,
): string {
  return listUrl(path, {
    overdue,
    tracking: 'batch',
    dateone: since ?? toIsoDate(daysBack(7)),
    datetwo: today(),
  });
}

/** The pending pickups list filtered to the pickups late now, its date range from `since` (else 7 days) to today. */
export function overduePickupsUrl(since?: string): string {
  return listUrl('/pending_pickups/', {
    overdue: true,
    start_date: since ?? toIsoDate(daysBack(7)),
    end_date: today(),
  });
}

/** The date range a list URL's filter carries (`start_date`/`end_date`), for the pickups list's range state. */
export function rangeOfListUrl(search: string): { from: string; to: string } | null {
  try {
    const raw = new URLSearchParams(search).get('filter');
    const f = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    const iso = /^\d{4}-\d{2}-\d{2}$/;
    if (f && typeof f.start_date === 'string' && typeof f.end_date === 'string')
      if (iso.test(f.start_date) && iso.test(f.end_date)) return { from: f.start_date, to: f.end_date };
  } catch {
    // not JSON: no range
  }
  return null;
}

/** The earliest list day of the late rows of some kinds (the card's links start the date range there). */
function earliest(since: OverdueAnswer['since'], kinds: readonly OverdueKind[]): string | undefined {
  const days = kinds.map((k) => since?.[k]).filter((d): d is string => !!d);
  return days.length ? days.sort()[0] : undefined;
}

/**
 * The 'Overdue now' card (admin dashboard; `hub` on the hub dashboard): the count links to the filtered list (the
 * deliveries with any late row when drop-offs or receipts are late, else the pickups); the split line links each
 * part to its filtered list. The hub shell has no pickups list: its pickups part is plain text.
 */
export function OverdueCard({ hub = false }: { hub?: boolean }) {
  const translate = useTranslate();
  const { data, isPending, isError } = useOverdue();
  const label = translate(`${T}.card`);
  const deliveries = hub ? '/hub_deliveries/' : '/deliveries/';
  const since = data?.since;
  const late = (data?.dropoff ?? 0) + (data?.receipt ?? 0);
  const countUrl =
    hub || late > 0 || !data?.pickup
      ? overdueDeliveriesUrl(deliveries, 'any', earliest(since, ['dropoff', 'receipt']))
      : overduePickupsUrl(since?.pickup);
  const part = (kind: OverdueKind, n: number) => {
    const text = translate(`${T}.parts.${kind}`, { n: n.toLocaleString('en-US') });
    if (kind === 'pickup' && hub) return <span data-testid="overdue-pickup">{text}</span>;
    const to =
      kind === 'pickup'
        ? overduePickupsUrl(since?.pickup)
        : overdueDeliveriesUrl(deliveries, kind, since?.[kind]);
    return (
      <Link component={RouterLink} to={to} data-testid={`overdue-${kind}`} underline="hover" color="inherit">
        {text}
      </Link>
    );
  };
  return (
    <Card sx={{ height: '100%' }}>
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
          ) : isError ? (
            <Typography variant="h5" data-testid="count-overdue" color="error">
              –
            </Typography>
          ) : (
            <Link
              component={RouterLink}
              to={countUrl}
              variant="h5"
              underline="hover"
              data-testid="count-overdue"
              aria-label={`${label}: ${data?.count ?? 0}`}
            >
              {(data?.count ?? 0).toLocaleString('en-US')}
            </Link>
          )}
          {data ? (
            <Typography variant="caption" component="div" color="text.secondary" data-testid="overdue-split">
              {part('pickup', data.pickup)}
              {' · '}
              {part('dropoff', data.dropoff)}
              {' · '}
              {part('receipt', data.receipt)}
            </Typography>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The pickups list's 'Overdue only' switch (filter `overdue`: true, or nothing). */
export function OverduePickupsInput(props: { source?: string; alwaysOn?: boolean }) {
  return (
    <BooleanInput
      source="overdue"
      label={`${T}.filter.only`}
      parse={(v: boolean) => (v ? true : '')}
      format={(v: unknown) => v === true || v === 'true'}
      helperText={false}
      {...props}
    />
  );
}

/** The deliveries lists' 'Overdue only' select (filter `overdue`: any | dropoff | receipt, or nothing). */
export function OverdueDeliveriesFilter() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const value = (filterValues?.overdue as string | undefined) ?? '';
  return (
    <FilterRow>
      <TextField
        select
        size="small"
        label={translate(`${T}.filter.only`)}
        value={DELIVERY_OVERDUE_FILTERS.includes(value as DeliveryOverdueFilter) ? value : ''}
        onChange={(e) => {
          const next: Record<string, unknown> = { ...filterValues };
          if (e.target.value) {
            next.overdue = e.target.value;
            // late rows are never a batch's child rows: their tab is 'batch'
            next.tracking = 'batch';
          } else delete next.overdue;
          setFilters(next, undefined);
        }}
        sx={{ minWidth: 240 }}
      >
        <MenuItem value="">{translate(`${T}.filter.all`)}</MenuItem>
        {DELIVERY_OVERDUE_FILTERS.map((k) => (
          <MenuItem key={k} value={k}>
            {translate(`${T}.filter.${k}`)}
          </MenuItem>
        ))}
      </TextField>
    </FilterRow>
  );
}
