/**
 * The tables of the hub tracking report: View Tabular Data (hubs tracking, rows expanding into Visited and
 * Not Visited, a Volume button per hub, quick jump and page size, Excel export, print/PDF with the average
 * performance) and the hubs not tracking.
 */
import { lazy, Suspense, useState, type ReactElement, type ReactNode } from 'react';
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
import { exportToExcel } from '../../lib/excel';
import { columnsFor, columnTexts, tableColumns, type ListColumn } from '../../components/ListColumns';
import { formatDate } from '../../../contract/dates';
import { averagePerformance, exportDateStamp, notVisited } from '../../lib/tracking';
import type { TrackingFacility, TrackingRow } from '../../../contract/types';

const HubVolumeDialog = lazy(() => import('./HubVolumeDialog').then((m) => ({ default: m.HubVolumeDialog })));

const T = 'pages.analytics';
type Translate = (key: string, options?: Record<string, unknown>) => string;

const col = (k: string) => `${T}.columns.${k}`;

/**
 * The columns of the hub tables, written once for the table, the print view and the Excel export:
 * the six of the tabular data (Visited and Percentage only where the hubs track), then the table's Volume button.
 */
function trackingColumns(tracking: boolean, volume?: ReactElement): ListColumn<TrackingRow>[] {
  const count = (source: 'facilities_served' | 'facilities_visited', k: string): ListColumn<TrackingRow> => ({
    source,
    label: col(k),
    sortable: false,
    kind: 'count',
    text: (r) => r[source].length,
    value: (r) => r[source].length,
  });
  return [
    { source: 'name', label: col('name') },
    count('facilities_served', 'served'),
    ...(tracking
      ? [
          count('facilities_visited', 'visited'),
          {
            source: 'percentage_vist',
            label: col('percentage'),
            kind: 'percent',
            text: (r) => `${r.percentage_vist}%`,
          } satisfies ListColumn<TrackingRow>,
        ]
      : []),
    { source: 'districts_covered', label: col('districts') },
    { source: 'region', label: col('region') },
    ...(volume
      ? [{ source: 'volume', label: col('volume'), sortable: false, tableOnly: true, field: volume }]
      : []),
  ];
}

/** The six columns of the tabular data as text (print or Excel). */
const trackingTexts = (medium: 'print' | 'excel', translate: Translate) =>
  columnTexts(columnsFor(trackingColumns(true), medium), '', translate);

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
      <PrintTable rows={rows} columns={trackingTexts('print', translate)} />
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
          exportToExcel(rows, trackingTexts('excel', translate), {
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
            {tableColumns(trackingColumns(tracking, <VolumeButton onVolume={onVolume} />))}
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
