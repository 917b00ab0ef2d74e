import { Chip, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { actionColor, formatTimestamp, formatValues, type AuditLog } from './auditLogs';
import { chipColors } from '../../components/statusColors';
import { DetailsDialog } from '../../components/DetailsDialog';
import { CodeBlock } from '../../components/CodeBlock';

const C = 'pages.audit_logs.columns';

function Values({ label, value, testId }: { label: string; value: unknown; testId: string }) {
  const translate = useTranslate();
  const formatted = formatValues(value);
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Typography variant="subtitle2" gutterBottom>
        {label}
      </Typography>
      <CodeBlock maxHeight={320} breakWords testId={testId}>
        {formatted || translate('pages.audit_logs.no_values')}
      </CodeBlock>
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
    <DetailsDialog
      open={!!log}
      onClose={onClose}
      title={translate('pages.audit_logs.details_title')}
      closeLabel="pages.audit_logs.close"
      empty="—"
      rows={
        log
          ? [
              { label: t('id'), value: log.id },
              { label: t('timestamp'), value: formatTimestamp(log.timestamp) },
              { label: t('user'), value: log.user_username || translate('pages.audit_logs.system_user') },
              { label: t('email'), value: log.user_email },
              {
                label: t('action'),
                value: (
                  <Chip
                    size="small"
                    label={log.action}
                    sx={{ ...chipColors(actionColor(log.action)), fontWeight: 600 }}
                  />
                ),
              },
              { label: t('resource_type'), value: log.resource_type },
              { label: t('resource_name'), value: log.resource_name },
              { label: t('description'), value: log.description },
              { label: t('ip_address'), value: log.ip_address },
              { label: t('device_type'), value: log.device_type },
              {
                label: t('status'),
                value: translate(
                  log.success ? 'pages.audit_logs.status.success' : 'pages.audit_logs.status.failed',
                ),
              },
              !!log.error_message && { label: t('error_message'), value: log.error_message },
            ]
          : []
      }
    >
      {log ? (
        <Grid container spacing={2} sx={{ mt: 2 }}>
          <Values label={t('old_values')} value={log.old_values} testId="audit-old-values" />
          <Values label={t('new_values')} value={log.new_values} testId="audit-new-values" />
        </Grid>
      ) : null}
    </DetailsDialog>
  );
}
