/**
 * The tables of the hub tracking report: View Tabular Data (hubs tracking, rows expanding into Visited and
 * Not Visited, a Volume button per hub, quick jump and page size, Excel export, print/PDF with the average
 * performance) and the hubs not tracking.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  Box,
  Button as MuiButton,
  Card,
  List,
  ListItem,
  ListItemText,
  Stack,
  Tab,
  Tabs,
} from '@mui/material';
import BarChartIcon from '@mui/icons-material/BarChart';
import {
  DataTable,
  ListContextProvider,
  ResourceContextProvider,
  TopToolbar,
  useList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ReportActions } from './ReportActions';
import { QuickJumpPagination } from '../../components/QuickJumpPagination';
import { PrintTable } from '../../components/PrintLayout';
import { exportToExcel, type ExcelColumn } from '../../lib/excel';
import { formatDate } from '../../../contract/dates';
import { averagePerformance, exportDateStamp, notVisited } from '../../lib/tracking';
import type { TrackingFacility, TrackingRow } from '../../../contract/types';

const HubVolumeDialog = lazy(() => import('./HubVolumeDialog').then((m) => ({ default: m.HubVolumeDialog })));

const T = 'pages.analytics';
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The six columns of the tabular data, as text (Excel and print). */
export function trackingColumns(translate: Translate): ExcelColumn<TrackingRow>[] {
  const h = (k: string) => translate(`${T}.columns.${k}`);
  return [
    { header: h('name'), value: (r) => r.name },
    { header: h('served'), value: (r) => r.facilities_served.length, kind: 'count' },
    { header: h('visited'), value: (r) => r.facilities_visited.length, kind: 'count' },
    {
      header: h('percentage'),
      value: (r) => `${r.percentage_vist}%`,
      kind: 'percent',
      cell: (r) => r.percentage_vist,
    },
    { header: h('districts'), value: (r) => r.districts_covered },
    { header: h('region'), value: (r) => r.region },
  ];
}

/** The printed report: period, number of hubs, the average performance, then the table. */
export function trackingPrintContent(
  rows: readonly TrackingRow[],
  period: { from: string | null; to: string | null },
  translate: Translate,
): ReactNode {
  return (
    <>
      <p>{translate(`${T}.printPeriod`, { from: formatDate(period.from), to: formatDate(period.to) })}</p>
      <p>{translate(`${T}.printHubs`, { n: rows.length })}</p>
      <p>
        <strong>{translate(`${T}.averagePerformance`, { value: averagePerformance(rows) })}</strong>
      </p>
      <PrintTable rows={rows} columns={trackingColumns(translate)} />
    </>
  );
}

function FacilityList({ items, empty }: { items: readonly TrackingFacility[]; empty: string }) {
  if (items.length === 0) return <Box sx={{ p: 1, color: 'text.secondary' }}>{empty}</Box>;
  return (
    <List dense disablePadding>
      {items.map((f) => (
        <ListItem key={`${f.id}-${f.name}`} disableGutters>
          <ListItemText primary={f.name} />
        </ListItem>
      ))}
    </List>
  );
}

/** The expand panel of a hub: tabs Visited and Not Visited (served facilities not in the visited list). */
function VisitedPanel() {
  const record = useRecordContext<TrackingRow>();
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  if (!record) return null;
  const missing = notVisited(record);
  return (
    <Box sx={{ px: 2, pb: 1 }} role="region" aria-label={record.name}>
      <Tabs value={tab} onChange={(_e, v: number) => setTab(v)}>
        <Tab label={translate(`${T}.tabs.visited`, { n: record.facilities_visited.length })} />
        <Tab label={translate(`${T}.tabs.notVisited`, { n: missing.length })} />
      </Tabs>
      <Box role="tabpanel" sx={{ pt: 1 }}>
        {tab === 0 ? (
          <FacilityList items={record.facilities_visited} empty={translate(`${T}.noneVisited`)} />
        ) : (
          <FacilityList items={missing} empty={translate(`${T}.allVisited`)} />
        )}
      </Box>
    </Box>
  );
}

function ExportButtons({
  rows,
  period,
}: {
  rows: readonly TrackingRow[];
  period: { from: string | null; to: string | null };
}) {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <ReportActions
        prefix={T}
        empty={rows.length === 0}
        exportExcel={() =>
          exportToExcel(rows, trackingColumns(translate), {
            fileBase: translate(`${T}.fileBase`, { date: exportDateStamp() }),
            sheetName: translate(`${T}.sheetName`),
          })
        }
        printTitle={translate(`${T}.printTitle`)}
        printContent={() => trackingPrintContent(rows, period, translate)}
      />
    </TopToolbar>
  );
}

function RowsTable({
  resource,
  rows,
  tracking,
  empty,
  onVolume,
}: {
  resource: string;
  rows: readonly TrackingRow[];
  tracking: boolean;
  empty: string;
  onVolume: (row: TrackingRow) => void;
}) {
  const list = useList<TrackingRow>({ data: [...rows], perPage: 10 });
  const col = (k: string) => `${T}.columns.${k}`;
  return (
    <ResourceContextProvider value={resource}>
      <ListContextProvider value={{ ...list, resource }}>
        <Card variant="outlined">
          <DataTable<TrackingRow>
            bulkActionButtons={false}
            rowClick={false}
            expand={tracking ? <VisitedPanel /> : undefined}
            empty={<Box sx={{ p: 2 }}>{empty}</Box>}
          >
            <DataTable.Col source="name" label={col('name')} />
            <DataTable.Col
              source="facilities_served"
              label={col('served')}
              disableSort
              render={(r) => r.facilities_served.length}
            />
            {tracking ? (
              <DataTable.Col
                source="facilities_visited"
                label={col('visited')}
                disableSort
                render={(r) => r.facilities_visited.length}
              />
            ) : null}
            {tracking ? (
              <DataTable.Col
                source="percentage_vist"
                label={col('percentage')}
                render={(r) => `${r.percentage_vist}%`}
              />
            ) : null}
            <DataTable.Col source="districts_covered" label={col('districts')} />
            <DataTable.Col source="region" label={col('region')} />
            <DataTable.Col label={col('volume')} disableSort>
              <VolumeButton onVolume={onVolume} />
            </DataTable.Col>
          </DataTable>
          <QuickJumpPagination jumpLabel={`${T}.jumpTo`} />
        </Card>
      </ListContextProvider>
    </ResourceContextProvider>
  );
}

function VolumeButton({ onVolume }: { onVolume: (row: TrackingRow) => void }) {
  const record = useRecordContext<TrackingRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <MuiButton
      size="small"
      startIcon={<BarChartIcon />}
      aria-label={translate(`${T}.volumeOf`, { hub: record.name })}
      onClick={(e) => {
        e.stopPropagation();
        onVolume(record);
      }}
    >
      {translate(`${T}.volumeButton`)}
    </MuiButton>
  );
}

/** The per-hub volume dialog (S3's HubVolumeDialog), loaded when first opened. */
function useVolumeDialog() {
  const [hub, setHub] = useState<{ id: number; name: string } | null>(null);
  const [open, setOpen] = useState(false);
  const dialog = hub ? (
    <Suspense fallback={null}>
      <HubVolumeDialog hub={hub} open={open} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
  const show = (row: TrackingRow) => {
    setHub({ id: row.id, name: row.name });
    setOpen(true);
  };
  return { dialog, show };
}

export function TrackingTable({
  rows,
  period,
}: {
  rows: readonly TrackingRow[];
  period: { from: string | null; to: string | null };
}) {
  const translate = useTranslate();
  const { dialog, show } = useVolumeDialog();
  return (
    <Stack spacing={1}>
      <ExportButtons rows={rows} period={period} />
      <RowsTable
        resource="tracking_hubs"
        rows={rows}
        tracking
        empty={translate(`${T}.emptyTracking`)}
        onVolume={show}
      />
      {dialog}
    </Stack>
  );
}

export function NotTrackingTable({ rows }: { rows: readonly TrackingRow[] }) {
  const translate = useTranslate();
  const { dialog, show } = useVolumeDialog();
  return (
    <>
      <RowsTable
        resource="non_tracking_hubs"
        rows={rows}
        tracking={false}
        empty={translate(`${T}.emptyNotTracking`)}
        onVolume={show}
      />
      {dialog}
    </>
  );
}
