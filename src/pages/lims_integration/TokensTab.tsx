/** API Tokens tab: 10 per page, create/edit form, delete, active/inactive, regenerate (shows the new token once). */
import { useState } from 'react';
import { Box, Button, Chip, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import {
  CanAccess,
  Confirm,
  DataTable,
  List,
  Pagination,
  TopToolbar,
  useDelete,
  useFieldValue,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../components/DateField';
import { TokenFormDialog } from './TokenFormDialog';
import { NewTokenDialog } from './NewTokenDialog';
import { useLimsApi, type LimsToken } from './limsApi';
import { ListEmpty } from '../../components/ListEmpty';
import { ListLoading } from '../../components/ListLoading';
import { useFormMutation } from '../../components/useFormMutation';

function ActiveChip() {
  const translate = useTranslate();
  const active = useFieldValue({ source: 'is_active' }) === true;
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      label={translate(active ? 'pages.lims.tokens.active' : 'pages.lims.tokens.inactive')}
    />
  );
}

interface RowActionsProps {
  onEdit: (token: LimsToken) => void;
  onNewToken: (token: string) => void;
}

function TokenRowActions({ onEdit, onNewToken }: RowActionsProps) {
  const token = useRecordContext<LimsToken>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const api = useLimsApi();
  const [deleteOne] = useDelete();
  const [confirming, setConfirming] = useState<'delete' | 'regenerate' | null>(null);
  const done = () => setConfirming(null);
  const removal = useFormMutation(
    (t: LimsToken) =>
      deleteOne(
        'lims_tokens',
        { id: t.id, previousData: t },
        { mutationMode: 'pessimistic', returnPromise: true },
      ),
    {
      success: 'pages.lims.tokens.deleted',
      failure: 'pages.lims.tokens.deleteFailed',
      failureOnly: true,
      onSuccess: refresh,
    },
  );
  const regeneration = useFormMutation(
    async (t: LimsToken) => {
      const answer = await api.regenerate(t.id);
      if (!answer?.new_token) throw new Error('no token in the answer');
      return answer;
    },
    {
      success: (answer) => answer.message || 'pages.lims.tokens.regenerated',
      failure: 'pages.lims.tokens.regenerateFailed',
      failureOnly: true,
      onSuccess: (answer) => {
        onNewToken(answer.new_token);
        refresh();
      },
    },
  );
  if (!token) return null;
  const name = token.description || token.token_display;

  return (
    <Stack direction="row" spacing={0.5} onClick={(e) => e.stopPropagation()}>
      <CanAccess resource="lims_tokens" action="edit">
        <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(token)}>
          {translate('pages.lims.tokens.edit')}
        </Button>
      </CanAccess>
      <CanAccess resource="lims_integration" action="regenerate">
        <Button size="small" startIcon={<AutorenewIcon />} onClick={() => setConfirming('regenerate')}>
          {translate('pages.lims.tokens.regenerate')}
        </Button>
      </CanAccess>
      <CanAccess resource="lims_tokens" action="delete">
        <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming('delete')}>
          {translate('pages.lims.tokens.delete')}
        </Button>
      </CanAccess>
      <Confirm
        isOpen={confirming === 'delete'}
        loading={removal.isPending}
        title={translate('pages.lims.tokens.deleteTitle', { name })}
        content={translate('pages.lims.tokens.deleteContent')}
        onConfirm={() => removal.mutate(token, { onSettled: done })}
        onClose={() => setConfirming(null)}
      />
      <Confirm
        isOpen={confirming === 'regenerate'}
        loading={regeneration.isPending}
        title={translate('pages.lims.tokens.regenerateTitle', { name })}
        content={translate('pages.lims.tokens.regenerateContent')}
        onConfirm={() => regeneration.mutate(token, { onSettled: done })}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}

export function TokensTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<LimsToken | null>(null);
  const [newToken, setNewToken] = useState<string | null>(null);

  const openCreate = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = (token: LimsToken) => {
    setEditing(token);
    setFormOpen(true);
  };

  return (
    <Box>
      <List
        resource="lims_tokens"
        storeKey="lims_tokens.tab"
        perPage={10}
        sort={{ field: 'created_at', order: 'DESC' }}
        title={false}
        empty={false}
        pagination={<Pagination rowsPerPageOptions={[10]} />}
        queryOptions={{ onError: () => notify('pages.lims.tokens.loadFailed', { type: 'error' }) }}
        actions={
          <TopToolbar>
            <CanAccess resource="lims_tokens" action="create">
              <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate}>
                {translate('pages.lims.tokens.create')}
              </Button>
            </CanAccess>
          </TopToolbar>
        }
      >
        <ListLoading />
        <DataTable bulkActionButtons={false} rowClick={false} empty={<ListEmpty what="lims_tokens" />}>
          <DataTable.Col source="user_username" label="pages.lims.fields.user_username" />
          <DataTable.Col source="user_email" label="pages.lims.fields.user_email" />
          <DataTable.Col source="token_display" label="pages.lims.fields.token_display" />
          <DataTable.Col source="description" label="pages.lims.fields.description" />
          <DataTable.Col source="is_active" label="pages.lims.fields.status">
            <ActiveChip />
          </DataTable.Col>
          <DataTable.Col source="last_used_at" label="pages.lims.fields.last_used_at">
            <DateField source="last_used_at" showTime emptyText="-" />
          </DataTable.Col>
          <DataTable.Col source="created_at" label="pages.lims.fields.created_at">
            <DateField source="created_at" showTime />
          </DataTable.Col>
          <DataTable.Col label="pages.lims.common.actions" disableSort>
            <TokenRowActions onEdit={openEdit} onNewToken={setNewToken} />
          </DataTable.Col>
        </DataTable>
      </List>
      <TokenFormDialog
        open={formOpen}
        token={editing}
        onClose={() => setFormOpen(false)}
        onCreated={setNewToken}
      />
      <NewTokenDialog token={newToken} onClose={() => setNewToken(null)} />
    </Box>
  );
}
