/**
 * The View dialog every pickup user gets: every field of the pickup and the patients recorded for it.
 */
import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/PersonAdd';
import EditIcon from '@mui/icons-material/Edit';
import { CanAccess, useTranslate } from 'react-admin';
import { StatusChip } from '../../components/StatusChip';
import { DetailsDialog } from '../../components/DetailsDialog';
import { useAllPages } from '../../components/useAllPages';
import { formatDate, formatDateTime } from '../../../contract/dates';
import type { Patient } from '../../../contract/types';
import { priorityOf, sampleName, statusColor, T, type PendingPickup } from './pickups';
import { chipColors } from '../../components/statusColors';

const P = `${T}.patients`;

/** The status of a pickup as a coloured chip with the section 4 label. */
export function PickupStatusChip({ status }: { status: string | null | undefined }) {
  const translate = useTranslate();
  if (!status) return null;
  return (
    <Chip
      size="small"
      label={translate(`${T}.statuses.${status}`, { _: status })}
      data-status={status}
      sx={{ ...chipColors(statusColor(status)), fontWeight: 600 }}
    />
  );
}

/** The patients of one pickup (GET /api/patients/?pending_sample_pickup={id}). */
export function Patients({
  pickup,
  onAdd,
  onEdit,
}: {
  pickup: PendingPickup;
  onAdd: () => void;
  onEdit: (patient: Patient) => void;
}) {
  const translate = useTranslate();
  // every patient of the pickup, page by page (no silent cap)
  const { data, isPending, error } = useAllPages<Patient>('patients', {
    filter: { pending_sample_pickup: pickup.id },
    sort: { field: 'id', order: 'ASC' },
  });
  const f = (name: string) => translate(`${P}.fields.${name}`);
  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h3">
          {translate(`${P}.title`)}
        </Typography>
        <CanAccess resource="patients" action="create">
          <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={onAdd}>
            {translate(`${P}.add`)}
          </Button>
        </CanAccess>
      </Box>
      {isPending ? <CircularProgress size={20} /> : null}
      {error ? <Alert severity="error">{translate(`${P}.loadFailed`)}</Alert> : null}
      {data && data.length === 0 ? (
        <Typography color="text.secondary">{translate(`${P}.empty`)}</Typography>
      ) : null}
      {data && data.length > 0 ? (
        <Table size="small" aria-label={translate(`${P}.title`)}>
          <TableHead>
            <TableRow>
              <TableCell>{f('names')}</TableCell>
              <TableCell>{f('sex')}</TableCell>
              <TableCell>{f('age')}</TableCell>
              <TableCell>{f('date_of_birth')}</TableCell>
              <TableCell>{f('nationality')}</TableCell>
              <TableCell>{f('phone_number')}</TableCell>
              <TableCell>{f('patient_opd_ipd_number')}</TableCell>
              <TableCell>{f('lab_generated_number')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((p) => (
              <TableRow key={p.id}>
                <TableCell>{p.names}</TableCell>
                <TableCell>{p.sex}</TableCell>
                <TableCell>{p.age ?? p.age_in_years ?? ''}</TableCell>
                <TableCell>{formatDate(p.date_of_birth)}</TableCell>
                <TableCell>{p.nationality ?? ''}</TableCell>
                <TableCell>{p.phone_number ?? ''}</TableCell>
                <TableCell>{p.patient_opd_ipd_number ?? ''}</TableCell>
                <TableCell>{p.lab_generated_number ?? ''}</TableCell>
                <TableCell>
                  <CanAccess resource="patients" action="edit">
                    <Button
                      size="small"
                      startIcon={<EditIcon />}
                      aria-label={translate(`${P}.edit`, { name: p.names })}
                      onClick={() => onEdit(p)}
                    >
                      {translate(`${T}.edit`)}
                    </Button>
                  </CanAccess>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Box>
  );
}

export interface PickupViewDialogProps {
  pickup: PendingPickup | null;
  onClose: () => void;
  onAddPatient: (pickup: PendingPickup) => void;
  onEditPatient: (pickup: PendingPickup, patient: Patient) => void;
}

export function PickupViewDialog({ pickup, onClose, onAddPatient, onEditPatient }: PickupViewDialogProps) {
  const translate = useTranslate();
  if (!pickup) return null;
  const f = (name: string) => translate(`${T}.fields.${name}`);
  const type = (t: string | null | undefined) => (t ? translate(`${T}.locationTypes.${t}`, { _: t }) : '');
  const rows: [string, ReactNode][] = [
    ['pickup_number', pickup.pickup_number],
    ['date', formatDate(pickup.date)],
    ['sample', sampleName(pickup)],
    ['priority', <StatusChip key="p" kind="priority" value={priorityOf(pickup)} />],
    ['quantity', pickup.quantity],
    ['pickup_status', <PickupStatusChip key="s" status={pickup.pickup_status} />],
    ['pickup_location_type', type(pickup.pickup_location_type)],
    ['pickup_location_display', pickup.pickup_location_display],
    ['pickup_notes', pickup.pickup_notes],
    ['destination_location_type', type(pickup.destination_location_type)],
    ['destination_location_display', pickup.destination_location_display],
    ['destination_notes', pickup.destination_notes],
    ['assigned_delivery_agent_name', pickup.assigned_delivery_agent_name],
    ['assigned_rider_name', pickup.assigned_rider_name],
    ['scheduled_pickup_date', formatDateTime(pickup.scheduled_pickup_date)],
    ['failure_reason', pickup.failure_reason],
    ['notes', pickup.notes],
    ['pickup_from', pickup.pickup_from],
    ['source', pickup.source ? translate(`${T}.sources.${pickup.source}`, { _: pickup.source }) : ''],
    ['created_by', pickup.created_by],
    ['time_stamp', formatDateTime(pickup.time_stamp)],
    ['assigned_at', formatDateTime(pickup.assigned_at)],
    ['picked_up_at', formatDateTime(pickup.picked_up_at)],
    ['delivered_at', formatDateTime(pickup.delivered_at)],
  ];
  const title = translate(`${T}.viewTitle`, { number: pickup.pickup_number });
  return (
    <DetailsDialog
      open
      onClose={onClose}
      title={title}
      closeLabel={`${T}.close`}
      empty={translate(`${T}.none`)}
      columns={1}
      rows={rows.map(([key, value]) => ({ field: key, label: f(key), value }))}
    >
      <Patients
        pickup={pickup}
        onAdd={() => onAddPatient(pickup)}
        onEdit={(patient) => onEditPatient(pickup, patient)}
      />
    </DetailsDialog>
  );
}
