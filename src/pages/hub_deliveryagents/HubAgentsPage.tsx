/**
 * /hub_deliveryagents/ : the agents of the coordinated hub (GET /api/delivery_agents/?collection_hub={hub}; the
 * server scopes a coordinator to their hub anyway), with a name / agent code search, an edit link to
 * /hub_agent_details/{id}, the agent's rights (read only) and an Excel export. In the admin shell (no hub) a short
 * note says what the list is for.
 */
import { useState } from 'react';
import { Avatar, Button as MuiButton, Chip, Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import SecurityIcon from '@mui/icons-material/Security';
import { DataTable, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ExcelExportButton } from '../../components/ExcelExportButton';
import type { ExcelColumn } from '../../lib/excel';
import { formatDateTime } from '../../../contract/dates';
import { fileUrl } from '../../providers/http';
import type { DeliveryAgent } from '../../../contract/types';
import { HubAccounts } from './HubAccounts';
import { HubAgentRightsDialog } from './HubAgentRightsDialog';
import { HubList } from '../../components/HubScreens';

const T = 'pages.hubFacilities.agents';
const F = 'resources.deliveryagents.fields';
export const RESOURCE = 'hub_deliveryagents';

export function agentColumns(translate: (key: string) => string): ExcelColumn<DeliveryAgent>[] {
  const f = (field: string) => translate(`${F}.${field}`);
  return [
    { header: f('FullName'), value: (r) => r.FullName },
    { header: f('agent_code'), value: (r) => r.agent_code },
    { header: f('agent_type'), value: (r) => translate(`resources.deliveryagents.types.${r.agent_type}`) },
    { header: f('RegisteredPhoneNumber1'), value: (r) => r.RegisteredPhoneNumber1 },
    { header: f('hub_name'), value: (r) => r.hub_name ?? '' },
    { header: f('gender'), value: (r) => r.gender },
    { header: f('District'), value: (r) => r.District },
    { header: f('login_at'), value: (r) => formatDateTime(r.login_at) },
    { header: f('logout_at'), value: (r) => formatDateTime(r.logout_at) },
    {
      header: f('active'),
      value: (r) => translate(r.active ? 'resources.deliveryagents.yes' : 'resources.deliveryagents.no'),
    },
    {
      header: f('is_online'),
      value: (r) =>
        translate(r.is_online ? 'resources.deliveryagents.online' : 'resources.deliveryagents.offline'),
    },
  ];
}

function Actions() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <ExcelExportButton<DeliveryAgent>
        fileBase={translate(`${T}.excelFile`)}
        sheetName={translate(`${T}.excelSheet`)}
        columns={agentColumns(translate)}
        auditResource="Agent"
      />
    </TopToolbar>
  );
}

function Photo() {
  const record = useRecordContext<DeliveryAgent>();
  if (!record) return null;
  return (
    <Avatar src={fileUrl(record.Photo)} alt="" sx={{ width: 36, height: 36 }}>
      {record.first_name?.[0] ?? ''}
    </Avatar>
  );
}

/** Active? / Online? as chips (read only in the hub shell). */
function Flag({ field }: { field: 'active' | 'is_online' }) {
  const record = useRecordContext<DeliveryAgent>();
  const translate = useTranslate();
  if (!record) return null;
  const on = !!record[field];
  const [yes, no] = field === 'active' ? ['yes', 'no'] : ['online', 'offline'];
  return (
    <Chip
      size="small"
      color={on ? (field === 'active' ? 'primary' : 'success') : 'default'}
      label={translate(`resources.deliveryagents.${on ? yes : no}`)}
    />
  );
}

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
  const translate = useTranslate();
  const [rightsOf, setRightsOf] = useState<DeliveryAgent | null>(null);
  return (
    <>
      <HubList resource={RESOURCE} texts={T} sortField="first_name" actions={<Actions />}>
        <DataTable.Col source="Photo" label={`${F}.Photo`} disableSort>
          <Photo />
        </DataTable.Col>
        <DataTable.Col
          source="first_name"
          label={`${F}.FullName`}
          render={(r: DeliveryAgent) => r.FullName}
        />
        <DataTable.Col source="agent_code" label={`${F}.agent_code`} />
        <DataTable.Col
          source="agent_type"
          label={`${F}.agent_type`}
          disableSort
          render={(r: DeliveryAgent) => translate(`resources.deliveryagents.types.${r.agent_type}`)}
        />
        <DataTable.Col source="RegisteredPhoneNumber1" label={`${F}.RegisteredPhoneNumber1`} disableSort />
        <DataTable.Col
          source="login_at"
          label={`${F}.login_at`}
          render={(r: DeliveryAgent) => formatDateTime(r.login_at)}
        />
        <DataTable.Col source="active" label={`${F}.active`} disableSort>
          <Flag field="active" />
        </DataTable.Col>
        <DataTable.Col source="is_online" label={`${F}.is_online`} disableSort>
          <Flag field="is_online" />
        </DataTable.Col>
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
