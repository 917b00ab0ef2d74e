/**
 * The hub patient screen of a health centre: the patients whose pending pickup came from it
 * (GET /api/patients/?health_center={id}), with view, edit, history and delete and the texts of
 * administration.md section 8 'Hub patient screens'. View, history and the delete confirmation are the patient
 * management screen's dialogs (their texts are the same); the edit dialog is the hub screen's own.
 */
import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button as MuiButton,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useAllPages } from '../../components/useAllPages';
import { formatDate } from '../../../contract/dates';
import { patientAge, type Patient } from '../../resources/patient_management/patients';
import {
  PatientDeleteConfirm,
  PatientEditDialog,
  PatientViewDialog,
} from '../../resources/patient_management/PatientDialogs';
import { PatientHistoryDrawer } from '../../resources/patient_management/PatientHistoryDrawer';

const T = 'pages.hubFacilities.patients';
const PATIENTS = 'patient_management';
const F = 'resources.patient_management.fields';

type Open = { kind: 'view' | 'edit' | 'history' | 'delete'; patient: Patient } | null;

export function HubPatients({ healthCenter }: { healthCenter: number | string }) {
  const translate = useTranslate();
  const notify = useNotify();
  // every patient of the centre, page by page (no silent cap)
  const { data, isPending, error, refetch } = useAllPages<Patient>(
    PATIENTS,
    { filter: { health_center: healthCenter }, sort: { field: 'created_at', order: 'DESC' } },
    { retry: false },
  );
  const [open, setOpen] = useState<Open>(null);
  useEffect(() => {
    if (error) notify(`${T}.loadFailed`, { type: 'error' });
  }, [error, notify]);
  const close = () => setOpen(null);

  let body;
  if (error)
    body = (
      <Alert
        severity="error"
        action={
          <MuiButton color="inherit" size="small" onClick={() => void refetch()}>
            {translate(`${T}.retry`)}
          </MuiButton>
        }
      >
        {translate(`${T}.loadFailed`)}
      </Alert>
    );
  else if (isPending) body = <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  else if (!data?.length) body = <Typography color="text.secondary">{translate(`${T}.empty`)}</Typography>;
  else
    body = (
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate(`${T}.title`)}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${F}.names`)}</TableCell>
              <TableCell>{translate(`${F}.age`)}</TableCell>
              <TableCell>{translate(`${F}.sex`)}</TableCell>
              <TableCell>{translate(`${F}.phone_number`)}</TableCell>
              <TableCell>{translate(`${F}.pending_sample_pickup_number`)}</TableCell>
              <TableCell>{translate(`${F}.created_at`)}</TableCell>
              <TableCell>{translate(`${T}.actions`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((p) => (
              <TableRow key={p.id} hover>
                <TableCell>{p.names}</TableCell>
                <TableCell>{patientAge(p) ?? '—'}</TableCell>
                <TableCell>{p.sex}</TableCell>
                <TableCell>{p.phone_number ?? '—'}</TableCell>
                <TableCell>{p.pending_sample_pickup_number ?? '—'}</TableCell>
                <TableCell>{formatDate(p.created_at)}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5}>
                    {(['view', 'edit', 'history', 'delete'] as const).map((kind) => (
                      <MuiButton
                        key={kind}
                        size="small"
                        color={kind === 'delete' ? 'error' : 'primary'}
                        onClick={() => setOpen({ kind, patient: p })}
                        aria-label={`${translate(`${T}.${kind}`)} ${p.names}`}
                      >
                        {translate(`${T}.${kind}`)}
                      </MuiButton>
                    ))}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    );

  return (
    <Card>
      <CardHeader title={translate(`${T}.title`)} subheader={translate(`${T}.subtitle`)} />
      <CardContent sx={{ pt: 0 }}>{body}</CardContent>
      {open?.kind === 'view' ? (
        <PatientViewDialog
          patient={open.patient}
          open
          onClose={close}
          onEdit={() => setOpen({ kind: 'edit', patient: open.patient })}
        />
      ) : null}
      {open?.kind === 'edit' ? (
        <PatientEditDialog
          patient={open.patient}
          open
          onClose={close}
          enforceRequired={false}
          messages={{ updated: `${T}.updated`, updateFailed: `${T}.updateFailed` }}
        />
      ) : null}
      {open?.kind === 'history' ? <PatientHistoryDrawer patient={open.patient} open onClose={close} /> : null}
      {open?.kind === 'delete' ? <PatientDeleteConfirm patient={open.patient} open onClose={close} /> : null}
    </Card>
  );
}
