/**
 * /outbox/ (issue 34, System Settings): every SMS and e-mail alert of the server's outbox over GET /api/outbox/,
 * paged, filtered and sorted by the server (page, page_size, ordering, search, status, channel, event, date_from,
 * date_to), newest first; Retry on a failed message, Print and Excel of every filtered message. A server without
 * an outbox answers 404: the screen says so instead of failing.
 */
import { useCallback } from 'react';
import { Alert, AlertTitle, Box, Button, Card, Link, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Link as RouterLink } from 'react-router-dom';
import {
  DataTable,
  ListBase,
  Pagination,
  ResourceContextProvider,
  Title,
  useListContext,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { OutboxMessage } from '../../../contract/outbox';
import { ListExportActions, tableColumns } from '../../components/ListColumns';
import { ListEmpty } from '../../components/ListEmpty';
import { ListLoading } from '../../components/ListLoading';
import { OUTBOX_COLUMNS } from './outboxColumns';
import { OutboxFilters } from './OutboxFilters';
import { DEFAULT_SORT, OUTBOX_AUDIT_TYPE, PAGE_SIZES, PER_PAGE, RESOURCE, T } from './outbox';
import { RetryButton } from './RetryButton';

/** Whether a list error is the answer of a server that has no outbox. */
export const noOutbox = (error: unknown) => (error as { status?: number } | null)?.status === 404;

/** The subject and text of a message, under its row. */
function MessageText() {
  const record = useRecordContext<OutboxMessage>();
  if (!record) return null;
  return (
    <Box sx={{ py: 1 }}>
      {record.subject ? (
        <Typography variant="subtitle2" component="p">
          {record.subject}
        </Typography>
      ) : null}
      <Typography variant="body2" component="p" sx={{ whiteSpace: 'pre-wrap' }}>
        {record.message}
      </Typography>
    </Box>
  );
}

function NoOutbox() {
  const translate = useTranslate();
  return (
    <Alert severity="info" data-testid="no-outbox">
      <AlertTitle>{translate(`${T}.noOutbox`)}</AlertTitle>
      {translate(`${T}.noOutboxHint`)}
    </Alert>
  );
}

function OutboxView() {
  const translate = useTranslate();
  const { error, refetch } = useListContext<OutboxMessage>();
  const refresh = useCallback(() => void refetch(), [refetch]);
  const missing = noOutbox(error);

  return (
    <Box sx={{ mt: 1 }}>
      <Title title={`${T}.heading`} />
      <Typography variant="h5" component="h1">
        {translate(`${T}.heading`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${T}.intro`)}{' '}
        <Link component={RouterLink} to="/companyprofile/">
          {translate(`${T}.companyProfileLink`)}
        </Link>
        .
      </Typography>
      {missing ? (
        <NoOutbox />
      ) : (
        <>
          <Card variant="outlined" sx={{ p: 1.5, mb: 1 }}>
            <OutboxFilters />
          </Card>
          <ListExportActions<OutboxMessage> columns={OUTBOX_COLUMNS} auditResource={OUTBOX_AUDIT_TYPE}>
            <Button size="small" startIcon={<RefreshIcon />} onClick={refresh}>
              {translate(`${T}.refresh`)}
            </Button>
          </ListExportActions>
          <Card>
            <ListLoading columns={8} />
            <DataTable<OutboxMessage>
              bulkActionButtons={false}
              rowClick={false}
              expand={<MessageText />}
              empty={<ListEmpty what="outbox" />}
            >
              {tableColumns(OUTBOX_COLUMNS)}
              <DataTable.Col label={`${T}.actions`} disableSort>
                <RetryButton />
              </DataTable.Col>
            </DataTable>
            <Pagination rowsPerPageOptions={PAGE_SIZES} />
          </Card>
        </>
      )}
    </Box>
  );
}

export function OutboxList() {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <ResourceContextProvider value={RESOURCE}>
      <ListBase<OutboxMessage>
        resource={RESOURCE}
        perPage={PER_PAGE}
        sort={DEFAULT_SORT}
        queryOptions={{
          // a server without an outbox: the screen says so, nothing to notify
          onError: (error: unknown) => {
            if (noOutbox(error)) return;
            const message = error instanceof Error && error.message ? error.message : '';
            notify(message || translate(`${T}.loadFailed`), { type: 'error', messageArgs: { _: message } });
          },
        }}
      >
        <OutboxView />
      </ListBase>
    </ResourceContextProvider>
  );
}

export default OutboxList;
