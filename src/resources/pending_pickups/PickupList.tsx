/**
 * /pending_pickups/ (operations.md sections 2, 4, 5, 6, 8 and 9): the pickups of a date range (presets 7, 14
 * and 30 days back) over /api/pending_umoja_pickups/search_by_date_range/, with the server's echoed range,
 * the priority legend, a 1200 px wide scrolling table, Excel export, Print/PDF, View for everyone, Edit and
 * Delete with create_update_pending_umoja_pickups, and the create modal (solid 'Create New Pickup' with the
 * right, a dashed Create without it). One second after a create the patient form opens for the new pickup.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  IconButton,
  InputAdornment,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import SearchIcon from '@mui/icons-material/Search';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  CanAccess,
  DataTable,
  List,
  TopToolbar,
  useCanAccess,
  useListContext,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import type { Patient } from '../../../contract/types';
import {
  DateRangeFilter,
  isValidRange,
  presetRange,
  RangePresetButtons,
  type DateRange,
  type DateRangePreset,
} from '../../components/DateRangeFilter';
import { FilterBar, useSmallScreen, type FilterChip } from '../../components/FilterBar';
import { sameTrimmed, useFilterDraft } from '../../components/useFilterDraft';
import {
  denseTableSx,
  Ellipsis,
  ReachableExpand,
  RowDetails,
  useNarrowScreen,
} from '../../components/FilterBarTable';
import { ExcelExportButton } from '../../components/ExcelExportButton';
import { PrintButton } from '../../components/PrintButton';
import { tableColumns, useColumnTexts, type ListColumn } from '../../components/ListColumns';
import { QuickJumpPagination } from '../../components/QuickJumpPagination';
import { StatusChip } from '../../components/StatusChip';
import { formatDate } from '../../../contract/dates';
import { SAMPLE_PRIORITIES, type Id } from '../../../contract/types';
import { PatientFormDialog } from './PatientForm';
import { PickupFormDialog } from './PickupForm';
import { PickupStatusChip, PickupViewDialog } from './PickupView';
import { priorityOf, RESOURCE, sampleName, T, type EchoedRange, type PendingPickup } from './pickups';
import { OverdueField, rangeOfListUrl } from '../../pages/overdue/overdue';
import { useLocation } from 'react-router-dom';
import { ListEmpty } from '../../components/ListEmpty';
import { ListLoading } from '../../components/ListLoading';

/** Delay before the patient form opens after a create (operations.md 2: "about 1 second later"). */
export const PATIENT_FORM_DELAY_MS = 1000;

/** What a row's View and Edit open. */
interface RowHandlers {
  onView: (p: PendingPickup) => void;
  onEdit: (p: PendingPickup) => void;
}

/**
 * The pickups' one column list: the table's columns, the print view's and the Excel file's (which add the rider
 * and the notes). `small`: the pickup place's cut below 768 px.
 */
export function pickupColumns(small: boolean, row: RowHandlers | null): ListColumn<PendingPickup>[] {
  return [
    { source: 'pickup_number' },
    { source: 'date', render: (r) => formatDate(r.date), text: (r) => formatDate(r.date), kind: 'date' },
    { source: 'sample_name', text: (r) => sampleName(r) },
    {
      source: 'sample.priority',
      label: `${T}.fields.priority`,
      render: (r) => <StatusChip kind="priority" value={priorityOf(r)} />,
      text: (r) => (priorityOf(r) ?? '').toUpperCase(),
    },
    { source: 'quantity', kind: 'count' },
    {
      source: 'pickup_location_display',
      render: (r) => <Ellipsis text={r.pickup_location_display} maxWidth={small ? 64 : 160} />,
    },
    {
      source: 'destination_location_display',
      render: (r) => <Ellipsis text={r.destination_location_display} maxWidth={160} />,
    },
    {
      source: 'assigned_delivery_agent_name',
      render: (r) => <Ellipsis text={r.assigned_delivery_agent_name} maxWidth={130} />,
    },
    { source: 'assigned_rider_name', fileOnly: true },
    {
      source: 'pickup_status',
      render: (r) => <PickupStatusChip status={r.pickup_status} />,
      text: (r, translate) => translate(`${T}.statuses.${r.pickup_status}`, { _: r.pickup_status }),
    },
    {
      source: 'source',
      text: (r, translate) => (r.source ? translate(`${T}.sources.${r.source}`, { _: r.source }) : ''),
    },
    { source: 'created_by' },
    {
      source: 'overdue',
      label: 'turnaround.overdue.column',
      sortable: false,
      tableOnly: true,
      field: <OverdueField kinds={['pickup']} />,
    },
    { source: 'notes', fileOnly: true },
    ...(row
      ? [
          {
            source: 'actions',
            label: `${T}.actions`,
            sortable: false,
            tableOnly: true,
            field: <RowActions onView={row.onView} onEdit={row.onEdit} />,
          },
        ]
      : []),
  ];
}

/** Solid 'Create New Pickup' with create_update_pending_umoja_pickups, a dashed Create without it. */
function CreateButtons({ onCreate }: { onCreate: () => void }) {
  const translate = useTranslate();
  const { canAccess: primary, isPending } = useCanAccess({ resource: RESOURCE, action: 'create_primary' });
  if (isPending) return null;
  return (
    <CanAccess resource={RESOURCE} action="create">
      {primary ? (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate} data-variant="solid">
          {translate(`${T}.createPrimary`)}
        </Button>
      ) : (
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={onCreate}
          data-variant="dashed"
          sx={{ borderStyle: 'dashed', '&:hover': { borderStyle: 'dashed' } }}
        >
          {translate(`${T}.create`)}
        </Button>
      )}
    </CanAccess>
  );
}

function ListActions({ onCreate }: { onCreate: () => void }) {
  const translate = useTranslate();
  const columns = useColumnTexts(useMemo(() => pickupColumns(false, null), []));
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <CreateButtons onCreate={onCreate} />
      <ExcelExportButton<PendingPickup>
        fileBase={translate(`${T}.fileBase`)}
        sheetName={translate(`${T}.sheetName`)}
        columns={columns.excel}
      />
      <PrintButton<PendingPickup> title={translate(`${T}.printTitle`)} columns={columns.print} />
    </TopToolbar>
  );
}

const PRESETS: DateRangePreset[] = [7, 14, 30];
const NO_PRESETS: DateRangePreset[] = [];

/** The search box applies its text this long after the last keystroke. */
const SEARCH_DELAY_MS = 500;

/** The list's filters with the typed search as q (none when blank). */
function searchFilter(text: string, filters: Record<string, unknown>): Record<string, unknown> {
  const next = { ...filters };
  if (text.trim()) next.q = text.trim();
  else delete next.q;
  return next;
}

const isOverdueOn = (value: unknown) => value === true || value === 'true';

/**
 * The filters in one compact bar: the dates, Search (the range) and the search box on the line, the
 * presets (applied at once) and 'Overdue only' behind 'More filters'; both dates are needed ('Please select a
 * valid date range'). The search box and 'Overdue only' filter the list (`q`, `overdue`) and show as removable
 * chips while active. Inside the List (its filter values).
 */
function PickupFilters({
  applied,
  onApply,
  today,
  legend,
}: {
  applied: DateRange;
  onApply: (range: DateRange) => void;
  today?: Date;
  legend?: ReactNode;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [draft, setDraft] = useState<DateRange>(applied);
  const valid = isValidRange(draft);
  const change = (next: DateRange) => {
    setDraft(next);
    if (isValidRange(next)) onApply(next);
  };
  const search = () => {
    if (!isValidRange(draft)) notify(`${T}.invalidRange`, { type: 'warning' });
    else onApply(draft);
  };

  const { filterValues, setFilters } = useListContext();
  // the search box: applied a moment after the last keystroke; it follows the list's (Back, the chip)
  const [text, setText] = useFilterDraft(
    String(filterValues?.q ?? ''),
    (q) => setFilters(searchFilter(q, filterValues ?? {}), undefined),
    SEARCH_DELAY_MS,
    sameTrimmed,
  );
  // the switch follows a click at once, the list's filter (the address) a moment later
  const filterOverdue = isOverdueOn(filterValues?.overdue);
  const [overdue, setOverdueShown] = useState(filterOverdue);
  useEffect(() => setOverdueShown(filterOverdue), [filterOverdue]);
  const setOverdue = (on: boolean) => {
    setOverdueShown(on);
    const next: Record<string, unknown> = { ...filterValues };
    if (on) next.overdue = true;
    else delete next.overdue;
    setFilters(next, undefined);
  };

  const searchLabel = translate(`${T}.search`);
  const overdueLabel = translate('turnaround.overdue.filter.only');
  const chips: FilterChip[] = [];
  if (filterValues?.q)
    chips.push({
      key: 'q',
      label: translate('density.chip', { label: searchLabel, value: String(filterValues.q) }),
      onDelete: () => setText(''),
    });
  if (overdue) chips.push({ key: 'overdue', label: overdueLabel, onDelete: () => setOverdue(false) });

  return (
    <Stack spacing={1} sx={{ px: 2, pt: 1 }}>
      <FilterBar
        actions={legend}
        chips={chips}
        defaultMoreOpen={overdue}
        more={
          <>
            <RangePresetButtons presets={PRESETS} onPick={change} today={today} />
            <FormControlLabel
              control={<Switch checked={overdue} onChange={(e) => setOverdue(e.target.checked)} />}
              label={overdueLabel}
            />
          </>
        }
      >
        <DateRangeFilter value={draft} onChange={change} presets={NO_PRESETS} today={today} />
        <Button variant="contained" size="small" startIcon={<SearchIcon />} onClick={search}>
          {searchLabel}
        </Button>
        <TextField
          size="small"
          variant="outlined"
          type="search"
          placeholder={searchLabel}
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': searchLabel },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <SearchIcon fontSize="small" color="disabled" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ minWidth: { sm: 180 } }}
        />
      </FilterBar>
      {valid ? null : (
        <Alert severity="warning" sx={{ py: 0 }}>
          {translate(`${T}.invalidRange`)}
        </Alert>
      )}
    </Stack>
  );
}

/** The range the server answered for: its date_range, which the data provider hands on as the list's meta. */
function RangeEcho({ range }: { range: DateRange }) {
  const translate = useTranslate();
  const { meta } = useListContext();
  const fromMeta = (meta as { date_range?: EchoedRange } | undefined)?.date_range;
  const echoed: EchoedRange = fromMeta ?? { start_date: range.from ?? '', end_date: range.to ?? '' };
  if (!echoed.start_date || !echoed.end_date) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }} data-testid="pickup-range">
      {translate(`${T}.rangeShown`, {
        start: formatDate(echoed.start_date),
        end: formatDate(echoed.end_date),
      })}
      {echoed.default_range ? ` (${translate(`${T}.rangeDefault`)})` : ''}
    </Typography>
  );
}

function PriorityLegend() {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap aria-label="legend">
      <Typography variant="body2" fontWeight={600}>
        {translate(`${T}.legend`)}
      </Typography>
      {SAMPLE_PRIORITIES.map((p) => (
        <StatusChip key={p} kind="priority" value={p} />
      ))}
    </Stack>
  );
}

function RowActions({ onView, onEdit }: RowHandlers) {
  const record = useRecordContext<PendingPickup>();
  const translate = useTranslate();
  const notify = useNotify();
  const small = useSmallScreen();
  if (!record) return null;
  // below 768 px the buttons are icons (their names in aria-label and the tooltip)
  const action = (label: string, icon: ReactNode, onClick: () => void) =>
    small ? (
      <Tooltip title={label}>
        <IconButton size="small" color="primary" aria-label={label} onClick={onClick}>
          {icon}
        </IconButton>
      </Tooltip>
    ) : (
      <Button size="small" startIcon={icon} onClick={onClick}>
        {label}
      </Button>
    );
  return (
    <Stack direction="row" spacing={0.5} alignItems="center">
      {action(translate(`${T}.view`), <VisibilityIcon fontSize="small" />, () => onView(record))}
      <CanAccess resource={RESOURCE} action="edit" record={record}>
        {action(translate(`${T}.edit`), <EditIcon fontSize="small" />, () => onEdit(record))}
      </CanAccess>
      <CanAccess resource={RESOURCE} action="delete" record={record}>
        <ConfirmDeleteButton
          resource={RESOURCE}
          nameSource="pickup_number"
          confirmTitle={translate(`${T}.confirmDeleteTitle`, { number: record.pickup_number })}
          confirmContent={translate(`${T}.confirmDeleteContent`)}
          successMessage={`${T}.deleted`}
          mutationOptions={{ onError: () => notify(`${T}.deleteFailed`, { type: 'error' }) }}
        />
      </CanAccess>
    </Stack>
  );
}

/** The status chip of a row below 768 px: whole, on two lines when long ('En Route to Destination'). */
const SMALL_STATUS_SX = {
  '& td.column-pickup_status .MuiChip-root': { maxWidth: 104, height: 'auto', minHeight: 22 },
  '& td.column-pickup_status .MuiChip-label': {
    whiteSpace: 'normal',
    overflow: 'visible',
    lineHeight: 1.1,
    fontSize: 12,
    py: '1px',
  },
} as const;

/** The row's details below 768 px: the hidden columns, the whole place, and the row's actions. */
function PickupDetails({ onView, onEdit }: RowHandlers) {
  const record = useRecordContext<PendingPickup>();
  const translate = useTranslate();
  if (!record) return null;
  const f = (name: string) => translate(`${T}.fields.${name}`);
  const items = [
    { label: f('pickup_location_display'), value: record.pickup_location_display },
    { label: f('sample_name'), value: sampleName(record) },
    { label: f('priority'), value: <StatusChip kind="priority" value={priorityOf(record)} /> },
    { label: f('quantity'), value: record.quantity },
    { label: f('destination_location_display'), value: record.destination_location_display },
    { label: f('assigned_delivery_agent_name'), value: record.assigned_delivery_agent_name },
    {
      label: f('source'),
      value: record.source ? translate(`${T}.sources.${record.source}`, { _: record.source }) : '',
    },
    { label: f('created_by'), value: record.created_by },
    { label: translate('turnaround.overdue.column'), value: <OverdueField kinds={['pickup']} /> },
  ];
  return (
    <RowDetails items={items}>
      <Box sx={{ mt: 1 }}>
        <RowActions onView={onView} onEdit={onEdit} />
      </Box>
    </RowDetails>
  );
}

interface PatientTarget {
  pickup: { id: Id; pickup_number?: string | null };
  patient: Patient | null;
}

export interface PickupListProps {
  /** Today, for tests (the default range is the last 7 days up to today). */
  today?: Date;
}

/**
 * Below 768 px the table keeps the key columns, one line a row: number, date, place (pickup location) and
 * status (its chip never cut); the rest and the row's actions are in the row's details.
 */
const SMALL_HIDDEN = [
  'actions',
  'sample_name',
  'sample.priority',
  'quantity',
  'destination_location_display',
  'assigned_delivery_agent_name',
  'source',
  'created_by',
  'overdue',
];

/**
 * Below 1440 px (1280 px with the menu open) the secondary columns, in the row's details, so that the status,
 * the overdue mark and the actions stay on screen.
 */
const NARROW_HIDDEN = [
  'quantity',
  'destination_location_display',
  'assigned_delivery_agent_name',
  'source',
  'created_by',
];

export function PickupList({ today }: PickupListProps) {
  const translate = useTranslate();
  const small = useSmallScreen();
  const narrow = useNarrowScreen();
  // a link may carry the range in the list URL's filter (the 'Overdue now' card: from the earliest late pickup)
  const { search } = useLocation();
  const [range, setRange] = useState<DateRange>(() => rangeOfListUrl(search) ?? presetRange(7, today));
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<PendingPickup | null>(null);
  const [viewing, setViewing] = useState<PendingPickup | null>(null);
  const [patientTarget, setPatientTarget] = useState<PatientTarget | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const columns = useMemo(() => pickupColumns(small, { onView: setViewing, onEdit: setEditing }), [small]);

  const onCreated = useCallback((pickup: PendingPickup) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      setPatientTarget({ pickup, patient: null });
    }, PATIENT_FORM_DELAY_MS);
  }, []);

  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="h6" component="h1" sx={{ mb: 0.5 }} noWrap>
        {translate(`${T}.title`)}
      </Typography>
      <List<PendingPickup>
        resource={RESOURCE}
        title={`${T}.title`}
        filter={{ start_date: range.from, end_date: range.to }}
        sort={{ field: 'date', order: 'DESC' }}
        perPage={25}
        actions={<ListActions onCreate={() => setCreating(true)} />}
        pagination={<QuickJumpPagination jumpLabel={`${T}.jump`} />}
        empty={false}
      >
        <PickupFilters applied={range} onApply={setRange} today={today} legend={<PriorityLegend />} />
        <RangeEcho range={range} />
        <Box sx={{ overflowX: 'auto' }}>
          <ListLoading />
          <ReachableExpand>
            <DataTable<PendingPickup>
              bulkActionButtons={false}
              rowClick={false}
              expand={small || narrow ? <PickupDetails onView={setViewing} onEdit={setEditing} /> : undefined}
              sx={[
                denseTableSx({
                  small,
                  smallHidden: SMALL_HIDDEN,
                  narrowHidden: NARROW_HIDDEN,
                  narrowIconActions: true,
                }),
                // the status chip whole, never cut with an ellipsis: on a small screen a long status takes two
                // short lines rather than the room of the other key columns
                small ? SMALL_STATUS_SX : { '& td.column-pickup_status .MuiChip-root': { maxWidth: 'none' } },
              ]}
              empty={<ListEmpty what="pending_pickups" />}
            >
              {tableColumns(columns)}
            </DataTable>
          </ReachableExpand>
        </Box>
      </List>

      {creating ? <PickupFormDialog open onClose={() => setCreating(false)} onCreated={onCreated} /> : null}
      {editing ? <PickupFormDialog open record={editing} onClose={() => setEditing(null)} /> : null}
      <PickupViewDialog
        pickup={viewing}
        onClose={() => setViewing(null)}
        onAddPatient={(pickup) => setPatientTarget({ pickup, patient: null })}
        onEditPatient={(pickup, patient) => setPatientTarget({ pickup, patient })}
      />
      {patientTarget ? (
        <PatientFormDialog
          open
          pickup={patientTarget.pickup}
          patient={patientTarget.patient}
          onClose={() => setPatientTarget(null)}
        />
      ) : null}
    </Box>
  );
}

export default PickupList;
