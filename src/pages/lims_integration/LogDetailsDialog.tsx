/** 'Integration Log Details': every field of a log; request/response data as pretty JSON (max 200 px high). */
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../../contract/dates';
import { DetailsDialog } from '../../components/DetailsDialog';
import { CodeBlock } from '../../components/CodeBlock';
import { LimsStatusChip } from './LimsStatusChip';
import { prettyJson } from '../../lib/json';
import type { IntegrationLog } from './limsApi';

function JsonBlock({ value, label }: { value: unknown; label: string }) {
  return (
    <CodeBlock maxHeight={200} label={label}>
      {prettyJson(value)}
    </CodeBlock>
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
    <DetailsDialog
      open={!!log}
      onClose={onClose}
      title={translate('pages.lims.logs.detailsTitle')}
      closeLabel="pages.lims.common.close"
      maxWidth={false}
      width={1000}
      columns={1}
      rows={
        log
          ? [
              { label: f('id'), value: log.id },
              { label: f('user'), value: log.user_username || translate('pages.lims.common.system') },
              {
                label: f('integration_type'),
                value: translate(`pages.lims.types.${log.integration_type}`, { _: log.integration_type }),
              },
              { label: f('status'), value: <LimsStatusChip value={log.status} /> },
              { label: f('description'), value: log.description },
              { label: f('endpoint_url'), value: log.endpoint_url },
              { label: f('http_method'), value: log.http_method },
              { label: f('response_code'), value: log.response_code },
              {
                label: f('processing_time'),
                value:
                  log.processing_time == null
                    ? ''
                    : translate('pages.lims.logs.seconds', { value: Number(log.processing_time).toFixed(3) }),
              },
              { label: f('timestamp'), value: formatDateTime(log.timestamp) },
              !!log.error_message && { label: f('error_message'), value: log.error_message },
              hasData(log.request_data) && {
                label: f('request_data'),
                value: <JsonBlock value={log.request_data} label={f('request_data')} />,
              },
              hasData(log.response_data) && {
                label: f('response_data'),
                value: <JsonBlock value={log.response_data} label={f('response_data')} />,
              },
            ]
          : []
      }
    />
  );
}
