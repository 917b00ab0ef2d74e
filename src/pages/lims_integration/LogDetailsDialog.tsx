/** 'Integration Log Details': every field of a log; request/response data as pretty JSON (max 200 px high). */
import type { ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../../contract/dates';
import { LimsStatusChip } from './LimsStatusChip';
import { prettyJson, type IntegrationLog } from './limsApi';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
        gap: 1,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box sx={{ minWidth: 0, wordBreak: 'break-word' }}>{children}</Box>
    </Box>
  );
}

function JsonBlock({ value, label }: { value: unknown; label: string }) {
  return (
    <Box
      component="pre"
      aria-label={label}
      sx={{
        m: 0,
        p: 1,
        maxHeight: 200,
        overflow: 'auto',
        bgcolor: 'action.hover',
        borderRadius: 1,
        fontSize: 12,
        whiteSpace: 'pre-wrap',
      }}
    >
      {prettyJson(value)}
    </Box>
  );
}

const hasData = (v: unknown) =>
  v !== null &&
  v !== undefined &&
  v !== '' &&
  !(typeof v === 'object' && Object.keys(v as object).length === 0);

export function LogDetailsDialog({ log, onClose }: { log: IntegrationLog | null; onClose: () => void }) {
  const translate = useTranslate();
  const f = (name: string) => translate(`pages.lims.fields.${name}`);
  return (
    <Dialog
      open={!!log}
      onClose={onClose}
      maxWidth={false}
      aria-labelledby="lims-log-details-title"
      slotProps={{ paper: { sx: { width: 1000, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="lims-log-details-title">{translate('pages.lims.logs.detailsTitle')}</DialogTitle>
      {log ? (
        <DialogContent dividers>
          <Row label={f('id')}>{log.id}</Row>
          <Row label={f('user')}>{log.user_username || translate('pages.lims.common.system')}</Row>
          <Row label={f('integration_type')}>
            {translate(`pages.lims.types.${log.integration_type}`, { _: log.integration_type })}
          </Row>
          <Row label={f('status')}>
            <LimsStatusChip value={log.status} />
          </Row>
          <Row label={f('description')}>{log.description ?? ''}</Row>
          <Row label={f('endpoint_url')}>{log.endpoint_url ?? ''}</Row>
          <Row label={f('http_method')}>{log.http_method ?? ''}</Row>
          <Row label={f('response_code')}>{log.response_code ?? ''}</Row>
          <Row label={f('processing_time')}>
            {log.processing_time == null
              ? ''
              : translate('pages.lims.logs.seconds', { value: Number(log.processing_time).toFixed(3) })}
          </Row>
          <Row label={f('timestamp')}>{formatDateTime(log.timestamp)}</Row>
          {log.error_message ? <Row label={f('error_message')}>{log.error_message}</Row> : null}
          {hasData(log.request_data) ? (
            <Row label={f('request_data')}>
              <JsonBlock value={log.request_data} label={f('request_data')} />
            </Row>
          ) : null}
          {hasData(log.response_data) ? (
            <Row label={f('response_data')}>
              <JsonBlock value={log.response_data} label={f('response_data')} />
            </Row>
          ) : null}
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onClose}>{translate('pages.lims.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
