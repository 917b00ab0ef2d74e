import { useState } from 'react';
import { Box, Button as MuiButton, Stack, Tab, Tabs } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import SecurityIcon from '@mui/icons-material/Security';
import EditIcon from '@mui/icons-material/Edit';
import {
  CanAccess,
  DataTable,
  List,
  FilterButton,
  SearchInput,
  TextInput,
  useCreatePath,
  useGetList,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { ListExportActions, tableColumns } from '../../components/ListColumns';
import type { DeliveryAgent } from '../../../contract/types';
import { AGENT_COLUMNS } from './agentColumns';
import { AgentCreateForm } from './AgentCreateForm';
import { AgentPasswordDialog } from './AgentPasswordDialog';
import { AgentRightsDialog } from './AgentRightsDialog';
import { ListEmpty } from '../../components/ListEmpty';
import { ListLoading } from '../../components/ListLoading';
import { denseTableSx } from '../../components/FilterBarTable';

const T = 'resources.deliveryagents';
type AgentType = 'rider' | 'entrant';

/** 'Riders (n)' and 'Entrants (n)': the server's counts for each type under the current search. */
function AgentTypeTabs() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext<DeliveryAgent>();
  const current: AgentType = filterValues.agent_type === 'entrant' ? 'entrant' : 'rider';
  const riders = useCountOf('rider', filterValues).total ?? 0;
  const entrants = useCountOf('entrant', filterValues).total ?? 0;
  return (
    <Tabs
      value={current}
      onChange={(_e, value: AgentType) =>
        setFilters({ ...filterValues, agent_type: value }, displayedFilters)
      }
      sx={{ px: 2 }}
    >
      <Tab value="rider" label={translate(`${T}.tabs.rider`, { count: riders })} />
      <Tab value="entrant" label={translate(`${T}.tabs.entrant`, { count: entrants })} />
    </Tabs>
  );
}

function useCountOf(type: AgentType, filterValues: Record<string, unknown>) {
  return useGetList<DeliveryAgent>('deliveryagents', {
    filter: { ...filterValues, agent_type: type },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
  });
}

/** The toolbar: 'Add filter', then print and Excel of the agents' column list. */
const actions = (
  <ListExportActions
    columns={AGENT_COLUMNS}
    texts={{
      title: `${T}.printTitle`,
      fileBase: `${T}.excelFile`,
      sheetName: `${T}.excelSheet`,
      excel: 'components.excel.button',
    }}
  >
    <FilterButton />
  </ListExportActions>
);

/**
 * Below 1440 px (1280 px with the menu open) the secondary columns (in the agent's edit page), so that the Active
 * switch and the actions stay on screen.
 */
const NARROW_HIDDEN = ['IDNumber', 'login_at', 'logout_at'];

type Dialog = { kind: 'rights' | 'password'; agent: DeliveryAgent } | null;

function RowActions({ onOpen }: { onOpen: (d: NonNullable<Dialog>) => void }) {
  const record = useRecordContext<DeliveryAgent>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5}>
      <MuiButton
        size="small"
        component={Link}
        to={createPath({ resource: 'deliveryagents', type: 'edit', id: record.id })}
        startIcon={<EditIcon />}
      >
        {translate(`${T}.edit.link`)}
      </MuiButton>
      <CanAccess resource="deliveryagents" action="edit">
        <MuiButton
          size="small"
          startIcon={<KeyIcon />}
          onClick={() => onOpen({ kind: 'password', agent: record })}
        >
          {translate(`${T}.password.button`)}
        </MuiButton>
      </CanAccess>
      <CanAccess resource="delivery_agent_rights" action="edit">
        <MuiButton
          size="small"
          startIcon={<SecurityIcon />}
          onClick={() => onOpen({ kind: 'rights', agent: record })}
        >
          {translate(`${T}.rights.button`)}
        </MuiButton>
      </CanAccess>
    </Stack>
  );
}

/**
 * The search box over every column, and a search per column (administration.md 2.7: searchable columns,
 * case-insensitive contains) added from 'Add filter': `<field>_contains`, answered by the server, or applied in the
 * browser when a backend answers the whole list.
 */
const COLUMN_SEARCHES = ['FullName', 'hub_name', 'agent_code', 'RegisteredPhoneNumber1', 'IDNumber'] as const;
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  ...COLUMN_SEARCHES.map((field) => (
    <TextInput key={field} source={`${field}_contains`} label={`${T}.fields.${field}`} resettable />
  )),
];

/** /deliveryagents/ : riders and entrants, the 'Add New Agent' form, the Active switch, rights and password. */
export function AgentList() {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  return (
    <Box>
      <AgentCreateForm />
      <List
        resource="deliveryagents"
        title={`${T}.listTitle`}
        actions={actions}
        filters={filters}
        filterDefaultValues={{ agent_type: 'rider' }}
        sort={{ field: 'first_name', order: 'ASC' }}
        empty={false}
      >
        <AgentTypeTabs />
        <ListLoading />
        <DataTable
          rowClick={false}
          bulkActionButtons={false}
          sx={denseTableSx({ narrowHidden: NARROW_HIDDEN, narrowIconActions: true })}
          empty={<ListEmpty what="deliveryagents" keep={['agent_type']} />}
        >
          {tableColumns(AGENT_COLUMNS)}
          <DataTable.Col source="actions" label={`${T}.actions`} disableSort>
            <RowActions onOpen={setDialog} />
          </DataTable.Col>
        </DataTable>
      </List>
      <AgentRightsDialog
        agent={dialog?.kind === 'rights' ? dialog.agent : null}
        open={dialog?.kind === 'rights'}
        onClose={close}
      />
      <AgentPasswordDialog
        agent={dialog?.kind === 'password' ? dialog.agent : null}
        open={dialog?.kind === 'password'}
        onClose={close}
      />
    </Box>
  );
}

export default AgentList;
