import { Box } from '@mui/material';
import { DataTable, EditButton } from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { CreatePanel } from '../../components/CreatePanel';
import { ListExportActions, tableColumns } from '../../components/ListColumns';
import { QrButton } from '../../components/QrDialog';
import { HealthCenterInputs } from './HealthCenterInputs';
import { HEALTH_CENTER_COLUMNS } from './healthCenterColumns';
import { SearchList } from '../../components/SearchList';

/**
 * /healthcenters/ : 'ALL SPOKES'. Paged and searched on the server (debounced search box), so thousands
 * of health centres load one page at a time.
 */
export function HealthCenterList() {
  return (
    <Box>
      <CreatePanel
        resource="healthcenters"
        title="resources.healthcenters.createPanel"
        successMessage="resources.healthcenters.created"
      >
        <HealthCenterInputs />
      </CreatePanel>
      <SearchList
        resource="healthcenters"
        sortField="name"
        actions={<ListExportActions columns={HEALTH_CENTER_COLUMNS} />}
        perPage={25}
        debounce={400}
        rowClick="edit"
      >
        {tableColumns(HEALTH_CENTER_COLUMNS)}
        <DataTable.Col label="resources.healthcenters.actions" disableSort>
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            <QrButton facilityType="Healthcenter" />
            <EditButton />
            <ConfirmDeleteButton successMessage="resources.healthcenters.deleted" />
          </Box>
        </DataTable.Col>
      </SearchList>
    </Box>
  );
}

export default HealthCenterList;
