/** Sample Confirmations tab: 10 per page; Confirm and Reject only on PENDING rows. */
import { Button, Stack } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import {
  CanAccess,
  DataTable,
  List,
  Pagination,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../components/DateField';
import { LimsStatusField } from './LimsStatusChip';
import { useLimsApi } from './limsApi';
import type { SampleConfirmation } from '../../../contract/lims';
import { BarcodeJourneyField } from '../../components/JourneyLink';
import { useFormMutation } from '../../components/useFormMutation';
import { ListEmpty } from '../../components/ListEmpty';
import { ListLoading } from '../../components/ListLoading';

function ConfirmationActions() {
  const record = useRecordContext<SampleConfirmation>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const api = useLimsApi();
  const decision = useFormMutation(
    async ({ id, kind }: { id: number; kind: 'confirm' | 'reject' }) =>
      kind === 'confirm'
        ? api.confirm(id)
        : api.reject(id, translate('pages.lims.confirmations.rejectMessage')),
    {
      success: (_r, { kind }) => `pages.lims.confirmations.${kind === 'confirm' ? 'confirmed' : 'rejected'}`,
      failure: 'pages.lims.confirmations.confirmFailed',
      failureOnly: true,
      notifyFailure: false,
      onSuccess: () => refresh(),
      onError: (_e, { kind }) => notify(`pages.lims.confirmations.${kind}Failed`, { type: 'error' }),
    },
  );
  if (!record || record.status !== 'PENDING') return null;
  const busy = decision.isPending;
  const run = (kind: 'confirm' | 'reject') => decision.mutate({ id: record.id, kind });

  return (
    <Stack direction="row" spacing={0.5} onClick={(e) => e.stopPropagation()}>
      <CanAccess resource="lims_confirmations" action="confirm">
        <Button
          size="small"
          color="success"
          startIcon={<CheckIcon />}
          disabled={busy}
          onClick={() => run('confirm')}
        >
          {translate('pages.lims.confirmations.confirm')}
        </Button>
      </CanAccess>
      <CanAccess resource="lims_confirmations" action="reject">
        <Button
          size="small"
          color="error"
          startIcon={<CloseIcon />}
          disabled={busy}
          onClick={() => run('reject')}
        >
          {translate('pages.lims.confirmations.reject')}
        </Button>
      </CanAccess>
    </Stack>
  );
}

export function ConfirmationsTab() {
  const notify = useNotify();
  return (
    <List
      resource="lims_confirmations"
      storeKey="lims_confirmations.tab"
      perPage={10}
      sort={{ field: 'created_at', order: 'DESC' }}
      title={false}
      empty={false}
      actions={false}
      pagination={<Pagination rowsPerPageOptions={[10]} />}
      queryOptions={{ onError: () => notify('pages.lims.confirmations.loadFailed', { type: 'error' }) }}
    >
      <ListLoading />
      <DataTable bulkActionButtons={false} rowClick={false} empty={<ListEmpty what="lims_confirmations" />}>
        <DataTable.Col source="barcode" label="pages.lims.fields.barcode">
          <BarcodeJourneyField />
        </DataTable.Col>
        <DataTable.Col source="delivery_item_name" label="pages.lims.fields.delivery_item_name" />
        <DataTable.Col source="patient_names" label="pages.lims.fields.patient_names" />
        <DataTable.Col source="delivery_number" label="pages.lims.fields.delivery_number" />
        <DataTable.Col source="status" label="pages.lims.fields.status">
          <LimsStatusField source="status" />
        </DataTable.Col>
        <DataTable.Col source="lims_user_username" label="pages.lims.fields.lims_user_username" />
        <DataTable.Col source="confirmed_at" label="pages.lims.fields.confirmed_at">
          <DateField source="confirmed_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="created_at" label="pages.lims.fields.created_at">
          <DateField source="created_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="error_message" label="pages.lims.fields.error_message" />
        <DataTable.Col label="pages.lims.common.actions" disableSort>
          <ConfirmationActions />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
