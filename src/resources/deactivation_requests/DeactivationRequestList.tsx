import { Box, Typography } from '@mui/material';
import { DataTable, List, SearchInput, TextField, useTranslate } from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { DateField } from '../../components/DateField';
import { QuickJumpPagination } from '../../components/QuickJumpPagination';
import { ListEmpty } from '../../components/ListEmpty';
import { ListLoading } from '../../components/ListLoading';

const T = 'resources.deactivation_requests';
const filters = [<SearchInput key="q" source="q" alwaysOn />];

/**
 * /deactivation_requests/ : the requests sent from the account deactivation page (administration.md 2.5), newest
 * first, for those who manage user accounts; each arrival also raises an admin notification. A request is removed
 * once handled (the account itself is deactivated under User Accounts).
 */
export function DeactivationRequestList() {
  const translate = useTranslate();
  return (
    <Box>
      {/* the list's title is the page heading (in the app bar) */}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate(`${T}.intro`)}
      </Typography>
      <List
        resource="deactivation_requests"
        title={`${T}.heading`}
        filters={filters}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={10}
        pagination={<QuickJumpPagination jumpLabel={`${T}.goToPage`} />}
        actions={false}
        empty={false}
      >
        <ListLoading />
        <DataTable bulkActionButtons={false} empty={<ListEmpty what="deactivation_requests" />}>
          <DataTable.Col source="created_at" label={`${T}.fields.created_at`}>
            <DateField source="created_at" showTime />
          </DataTable.Col>
          <DataTable.Col source="phonecontact" label={`${T}.fields.phonecontact`}>
            <TextField source="phonecontact" />
          </DataTable.Col>
          <DataTable.Col source="reason_ofdeaction" label={`${T}.fields.reason_ofdeaction`} disableSort>
            <TextField source="reason_ofdeaction" emptyText="-" />
          </DataTable.Col>
          <DataTable.Col label={`${T}.actions`} disableSort>
            <ConfirmDeleteButton
              nameSource="phonecontact"
              label={`${T}.remove`}
              confirmContent={`${T}.removeConfirm`}
              successMessage={`${T}.removed`}
            />
          </DataTable.Col>
        </DataTable>
      </List>
    </Box>
  );
}

export default DeactivationRequestList;
