/**
 * The agents' column list: the admin list's table, print view and Excel export, and the hub's twin
 * (/hub_deliveryagents/) picks its columns from it.
 */
import { Avatar, Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../../../contract/dates';
import type { DeliveryAgent } from '../../../contract/types';
import type { ListColumn } from '../../components/ListColumns';
import { fileUrl } from '../../providers/http';
import { ActiveSwitch } from './ActiveSwitch';

const T = 'resources.deliveryagents';

/** The agent's photo (initial without one); `named` gives it the agent's name as alternative text. */
export function AgentPhoto({ size = 40, named = true }: { size?: number; named?: boolean }) {
  const record = useRecordContext<DeliveryAgent>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Avatar
      src={fileUrl(record.Photo)}
      alt={named ? translate(`${T}.photoAlt`, { name: record.FullName }) : ''}
      sx={{ width: size, height: size }}
    >
      {record.first_name?.[0] ?? ''}
    </Avatar>
  );
}

/** Online? (and, read only in the hub shell, Active?) as a chip. */
export function AgentFlag({ field }: { field: 'active' | 'is_online' }) {
  const record = useRecordContext<DeliveryAgent>();
  const translate = useTranslate();
  if (!record) return null;
  const on = !!record[field];
  const [yes, no] = field === 'active' ? ['yes', 'no'] : ['online', 'offline'];
  return (
    <Chip
      size="small"
      color={on ? (field === 'active' ? 'primary' : 'success') : 'default'}
      label={translate(`${T}.${on ? yes : no}`)}
    />
  );
}

/** The admin list's columns: the photo only in the table, gender, nationality and district only in the files. */
export const AGENT_COLUMNS: ListColumn<DeliveryAgent>[] = [
  { source: 'Photo', sortable: false, field: <AgentPhoto />, tableOnly: true },
  { source: 'agent_type', sortable: false, text: (r, t) => t(`${T}.types.${r.agent_type}`) },
  { source: 'first_name', label: `${T}.fields.FullName`, text: (r) => r.FullName },
  { source: 'hub_name' },
  { source: 'agent_code' },
  { source: 'RegisteredPhoneNumber1', sortable: false },
  { source: 'IDNumber', label: `${T}.idColumn`, sortable: false },
  { source: 'gender', fileOnly: true },
  { source: 'Nationality', fileOnly: true },
  { source: 'District', fileOnly: true },
  { source: 'login_at', text: (r) => formatDateTime(r.login_at), kind: 'datetime' },
  { source: 'logout_at', text: (r) => formatDateTime(r.logout_at), kind: 'datetime' },
  {
    source: 'active',
    sortable: false,
    field: <ActiveSwitch />,
    text: (r, t) => t(r.active ? `${T}.yes` : `${T}.no`),
  },
  {
    source: 'is_online',
    sortable: false,
    field: <AgentFlag field="is_online" />,
    text: (r, t) => t(r.is_online ? `${T}.online` : `${T}.offline`),
  },
];
