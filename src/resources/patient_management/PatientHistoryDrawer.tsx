/**
 * 'Delivery History' drawer of a patient over GET /api/delivery_items/?patient={id}: Total Deliveries,
 * Completed (delivered), Pending and a timeline of the items, or 'No delivery history found for this patient.'
 */
import { useEffect } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Drawer,
  Grid,
  IconButton,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useNotify, useTranslate } from 'react-admin';
import { useAllPages } from '../../components/useAllPages';
import { JourneyLink } from '../../components/JourneyLink';
import { formatDateTime } from '../../../contract/dates';
import { historyCounts, type Patient, type PatientDeliveryItem } from './patients';

const T = 'resources.patient_management';
const ITEMS = 'delivery_items';

function Count({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Grid size={4}>
      <Card variant="outlined" role="group" aria-label={label}>
        <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h6" component="p" sx={{ color }}>
            {value}
          </Typography>
        </CardContent>
      </Card>
    </Grid>
  );
}

function TimelineItem({ item, last }: { item: PatientDeliveryItem; last: boolean }) {
  const translate = useTranslate();
  const delivered = String(item.delivery_status ?? '').toLowerCase() === 'delivered';
  const color = delivered ? 'success.main' : 'warning.main';
  const line = (key: string, value: unknown) =>
    value === null || value === undefined || value === '' ? null : (
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.item.${key}`)}: <strong>{String(value)}</strong>
      </Typography>
    );
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.5 }}>
        <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: color }} />
        {last ? null : <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
      </Box>
      <Box sx={{ pb: 2, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{item.item_name || translate(`${T}.item.unnamed`)}</Typography>
          {item.delivery_status ? (
            <Chip
              size="small"
              color={delivered ? 'success' : 'warning'}
              label={translate(`${T}.itemStatus.${String(item.delivery_status).toLowerCase()}`, {
                _: String(item.delivery_status),
              })}
            />
          ) : null}
        </Box>
        {line('barcode', item.barcode)}
        <JourneyLink barcode={item.barcode == null ? '' : String(item.barcode)} />
        {line('barcode_type', item.barcode_type)}
        {line('quantity', item.quantity)}
        {line('parent_code', item.parent_code)}
        {line('delivery_number', item.delivery_number)}
        {line('date', formatDateTime(item.date))}
      </Box>
    </Box>
  );
}

export interface PatientHistoryDrawerProps {
  patient: Patient;
  open: boolean;
  onClose: () => void;
}

export function PatientHistoryDrawer({ patient, open, onClose }: PatientHistoryDrawerProps) {
  const translate = useTranslate();
  const notify = useNotify();
  // the whole history of the patient, page by page (no silent cap)
  const { data, isPending, error } = useAllPages<PatientDeliveryItem>(
    ITEMS,
    { filter: { patient: patient.id }, sort: { field: 'date', order: 'DESC' } },
    { enabled: open, retry: false },
  );
  useEffect(() => {
    if (open && error) notify(`${T}.historyFailed`, { type: 'error' });
  }, [open, error, notify]);

  const items = data ?? [];
  const counts = historyCounts(items);
  let body;
  if (error) body = <Alert severity="error">{translate(`${T}.historyFailed`)}</Alert>;
  else if (isPending)
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress size={28} />
      </Box>
    );
  else
    body = (
      <>
        <Grid container spacing={1} sx={{ mb: 2 }}>
          <Count label={translate(`${T}.historyTotal`)} value={counts.total} />
          <Count label={translate(`${T}.historyCompleted`)} value={counts.completed} color="success.main" />
          <Count label={translate(`${T}.historyPending`)} value={counts.pending} color="warning.main" />
        </Grid>
        {items.length === 0 ? (
          <Typography color="text.secondary">{translate(`${T}.historyEmpty`)}</Typography>
        ) : (
          <Box component="ol" aria-label={translate(`${T}.historyTitle`)} sx={{ p: 0, m: 0 }}>
            {items.map((item, i) => (
              <TimelineItem key={item.id} item={item} last={i === items.length - 1} />
            ))}
          </Box>
        )}
      </>
    );

  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box
        role="region"
        aria-labelledby="patient-history-title"
        sx={{ width: { xs: '100vw', sm: 440 }, p: 2 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
          <Typography id="patient-history-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate(`${T}.historyTitle`)}
          </Typography>
          <IconButton aria-label={translate(`${T}.close`)} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Typography sx={{ mb: 2 }} color="text.secondary">
          {patient.names}
          {patient.patient_opd_ipd_number ? ` · ${patient.patient_opd_ipd_number}` : ''}
        </Typography>
        {body}
      </Box>
    </Drawer>
  );
}
