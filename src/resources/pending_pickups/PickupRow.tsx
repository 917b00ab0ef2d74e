/**
 * A pickup row's own pieces: its actions (View for everyone, Edit and Delete with
 * create_update_pending_umoja_pickups; icons below 768 px) and its details below 768 px.
 */
import type { ReactNode } from 'react';
import { Box, Button, IconButton, Stack, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { CanAccess, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { useSmallScreen } from '../../components/FilterBar';
import { RowDetails } from '../../components/FilterBarTable';
import { StatusChip } from '../../components/StatusChip';
import { OverdueField } from '../../components/Overdue';
import { priorityOf, RESOURCE, sampleName, T, type PendingPickup } from './pickups';

/** What a row's View and Edit open. */
export interface RowHandlers {
  onView: (p: PendingPickup) => void;
  onEdit: (p: PendingPickup) => void;
}

export function RowActions({ onView, onEdit }: RowHandlers) {
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

/** The row's details below 768 px: the hidden columns, the whole place, and the row's actions. */
export function PickupDetails({ onView, onEdit }: RowHandlers) {
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
