/**
 * The pickups' columns: one list for the table, the print view and the Excel file, and the table's layout
 * (the columns hidden below 768 px and below 1440 px, the status chip never cut).
 */
import { Ellipsis } from '../../components/FilterBarTable';
import type { ListColumn } from '../../components/ListColumns';
import { StatusChip } from '../../components/StatusChip';
import { formatDate } from '../../../contract/dates';
import { OverdueField } from '../../components/Overdue';
import { PickupStatusChip } from './PickupView';
import { RowActions, type RowHandlers } from './PickupRow';
import { priorityOf, sampleName, T, type PendingPickup } from './pickups';

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

/** The status chip of a row below 768 px: whole, on two lines when long ('En Route to Destination'). */
export const SMALL_STATUS_SX = {
  '& td.column-pickup_status .MuiChip-root': { maxWidth: 104, height: 'auto', minHeight: 22 },
  '& td.column-pickup_status .MuiChip-label': {
    whiteSpace: 'normal',
    overflow: 'visible',
    lineHeight: 1.1,
    fontSize: 12,
    py: '1px',
  },
} as const;

/**
 * Below 768 px the table keeps the key columns, one line a row: number, date, place (pickup location) and
 * status (its chip never cut); the rest and the row's actions are in the row's details.
 */
export const SMALL_HIDDEN = [
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
export const NARROW_HIDDEN = [
  'quantity',
  'destination_location_display',
  'assigned_delivery_agent_name',
  'source',
  'created_by',
];
