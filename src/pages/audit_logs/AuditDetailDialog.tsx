import type { ReactNode } from 'react';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { actionColor, formatTimestamp, formatValues, type AuditLog } from './auditLogs';
import { chipColors } from '../../components/statusColors';

const C = 'pages.audit_logs.columns';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ wordBreak: 'break-word' }}>{children || '—'}</Box>
    </Grid>
  );
}

function Values({ label, value, testId }: { label: string; value: unknown; testId: string }) {
  const translate = useTranslate();
  const formatted = formatValues(value);
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Typography variant="subtitle2" gutterBottom>
        {label}
      </Typography>
      <Box
        component="pre"
        data-testid={testId}
        sx={{
          m: 0,
          p: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: 12,
          maxHeight: 320,
          overflow: 'auto',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {formatted || translate('pages.audit_logs.no_values')}
      </Box>
    </Grid>
  );
}

export interface AuditDetailDialogProps {
  log: AuditLog | null;
  onClose: () => void;
}

/** Every field of one entry, with Old Values / New Values side by side as formatted JSON. */
export function AuditDetailDialog({ log, onClose }: AuditDetailDialogProps) {
  const translate = useTranslate();
  const t = (f: string) => translate(`${C}.${f}`);
  return (
    <Dialog open={!!log} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="audit-detail-title">
      <DialogTitle id="audit-detail-title">{translate('pages.audit_logs.details_title')}</DialogTitle>
      {log ? (
        <DialogContent dividers>
          <Grid container spacing={2}>
            <Field label={t('id')}>{log.id}</Field>
            <Field label={t('timestamp')}>{formatTimestamp(log.timestamp)}</Field>
            <Field label={t('user')}>{log.user_username || translate('pages.audit_logs.system_user')}</Field>
            <Field label={t('email')}>{log.user_email}</Field>
            <Field label={t('action')}>
              <Chip
                size="small"
                label={log.action}
                sx={{ ...chipColors(actionColor(log.action)), fontWeight: 600 }}
              />
            </Field>
            <Field label={t('resource_type')}>{log.resource_type}</Field>
            <Field label={t('resource_name')}>{log.resource_name}</Field>
            <Field label={t('description')}>{log.description}</Field>
            <Field label={t('ip_address')}>{log.ip_address}</Field>
            <Field label={t('device_type')}>{log.device_type}</Field>
            <Field label={t('status')}>
              {translate(log.success ? 'pages.audit_logs.status.success' : 'pages.audit_logs.status.failed')}
            </Field>
            {log.error_message ? <Field label={t('error_message')}>{log.error_message}</Field> : null}
            <Values label={t('old_values')} value={log.old_values} testId="audit-old-values" />
            <Values label={t('new_values')} value={log.new_values} testId="audit-new-values" />
          </Grid>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onClose}>{translate('pages.audit_logs.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
