/**
 * /hub_deliveryagents/ : the agents of the coordinated hub (GET /api/delivery_agents/?collection_hub={hub}; the
 * server scopes a coordinator to their hub anyway), with a name / agent code search, an edit link to
 * /hub_agent_details/{id}, the agent's rights (read only) and an Excel export. In the admin shell (no hub) a short
 * note says what the list is for.
 */
import { useState } from 'react';
import { Button as MuiButton, Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import SecurityIcon from '@mui/icons-material/Security';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ListExportActions, pickColumns, tableColumns, type ListColumn } from '../../components/ListColumns';
import { AGENT_COLUMNS, AgentFlag, AgentPhoto } from '../../resources/deliveryagents/agentColumns';
import type { DeliveryAgent } from '../../../contract/types';
import { HubAccounts } from './HubAccounts';
import { HubAgentRightsDialog } from './HubAgentRightsDialog';
import { HubList } from '../../components/HubScreens';

const T = 'pages.hubFacilities.agents';
export const RESOURCE = 'hub_deliveryagents';

/**
 * The admin list's columns (resources/deliveryagents/agentColumns) in the hub's order: the photo without its
 * alternative text, Active? read only; hub, gender, district and logout only in the Excel export (the hub has no print view).
 */
const [photo, ...columns] = pickColumns(AGENT_COLUMNS, [
  'Photo',
  'first_name',
  'agent_code',
  'agent_type',
  'RegisteredPhoneNumber1',
  'hub_name',
  'gender',
  'District',
  'login_at',
  'logout_at',
  'active',
  'is_online',
]);
const EXCEL_ONLY = ['hub_name', 'gender', 'District', 'logout_at'];
export const HUB_AGENT_COLUMNS: ListColumn<DeliveryAgent>[] = [
  { ...photo, field: <AgentPhoto size={36} named={false} /> },
  ...columns.map((c) =>
    EXCEL_ONLY.includes(c.source)
      ? { ...c, fileOnly: true }
      : c.source === 'active'
        ? { ...c, field: <AgentFlag field="active" /> }
        : c,
  ),
];

const actions = (
  <ListExportActions
    columns={HUB_AGENT_COLUMNS}
    labels="deliveryagents"
    print={false}
    auditResource="Agent"
    texts={{ fileBase: `${T}.excelFile`, sheetName: `${T}.excelSheet`, excel: 'components.excel.button' }}
  />
);

function RowActions({ onRights }: { onRights: (agent: DeliveryAgent) => void }) {
  const record = useRecordContext<DeliveryAgent>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5}>
      <MuiButton
        size="small"
        component={Link}
        to={`/hub_agent_details/${record.id}`}
        startIcon={<EditIcon />}
        aria-label={`${translate(`${T}.edit`)} ${record.FullName}`}
      >
        {translate(`${T}.edit`)}
      </MuiButton>
      <MuiButton
        size="small"
        startIcon={<SecurityIcon />}
        onClick={() => onRights(record)}
        aria-label={`${translate(`${T}.rights`)} ${record.FullName}`}
      >
        {translate(`${T}.rights`)}
      </MuiButton>
    </Stack>
  );
}

export function HubAgentsPage() {
  const [rightsOf, setRightsOf] = useState<DeliveryAgent | null>(null);
  return (
    <>
      <HubList resource={RESOURCE} texts={T} sortField="first_name" actions={actions}>
        {tableColumns(HUB_AGENT_COLUMNS, 'deliveryagents')}
        <DataTable.Col label={`${T}.actions`} disableSort>
          <RowActions onRights={setRightsOf} />
        </DataTable.Col>
      </HubList>
      <HubAgentRightsDialog agent={rightsOf} onClose={() => setRightsOf(null)} />
      <HubAccounts />
    </>
  );
}

export default HubAgentsPage;
