import { Button, MenuItem, TextField } from '@mui/material';
import ClearIcon from '@mui/icons-material/FilterAltOff';
import { useTranslate } from 'react-admin';
import { DateRangeFilter, type DateRangePreset } from '../../components/DateRangeFilter';
import { FilterRow } from '../../components/FilterRow';
import { useListFilters } from '../../components/useListFilters';
import { ServerPicker } from '../../components/ServerAutocomplete';
import { AUDIT_ACTIONS, AUDIT_RESOURCE_TYPES } from '../../lib/auditClient';
import { hasFilters, type AuditFilterValues } from './auditLogs';

const T = 'pages.audit_logs.filters';
const PRESETS: DateRangePreset[] = [7, 30];

const BY_USERNAME = { field: 'username', order: 'ASC' } as const;

/** User, action, resource type, status, date range and search; every change goes back to page 1. */
export function AuditFilters() {
  const translate = useTranslate();
  const { values, apply, search, setSearch, range, changeRange, clear } = useListFilters<AuditFilterValues>();

  const select = (key: keyof AuditFilterValues, label: string, all: string, options: readonly string[]) => (
    <TextField
      select
      size="small"
      label={translate(`${T}.${label}`)}
      value={values[key] ?? ''}
      onChange={(e) => apply({ [key]: e.target.value })}
      sx={{ minWidth: 170 }}
      fullWidth={false}
    >
      <MenuItem value="">{translate(`${T}.${all}`)}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {o}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <FilterRow>
      <TextField
        size="small"
        label={translate(`${T}.search`)}
        placeholder={translate(`${T}.search_placeholder`)}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ minWidth: 240 }}
        fullWidth={false}
      />
      {/* the user filter holds the username: the accounts are searched on the server */}
      <ServerPicker<{ id: number; username?: string }>
        reference="useraccounts"
        value={values.user ?? null}
        valueField="username"
        onChange={(username) => apply({ user: username === null ? '' : String(username) })}
        optionText="username"
        sort={BY_USERNAME}
        label={translate(`${T}.user`)}
        placeholder={translate(`${T}.all_users`)}
        noMatch="components.pickers.noUser"
        sx={{ minWidth: 200 }}
      />
      {select('action', 'action', 'all_actions', AUDIT_ACTIONS)}
      {select('resource_type', 'resource_type', 'all_resource_types', AUDIT_RESOURCE_TYPES)}
      <TextField
        select
        size="small"
        label={translate(`${T}.success`)}
        value={values.success ?? ''}
        onChange={(e) => apply({ success: e.target.value })}
        sx={{ minWidth: 130 }}
        fullWidth={false}
      >
        <MenuItem value="">{translate(`${T}.all`)}</MenuItem>
        <MenuItem value="true">{translate(`${T}.success_true`)}</MenuItem>
        <MenuItem value="false">{translate(`${T}.success_false`)}</MenuItem>
      </TextField>
      <DateRangeFilter value={range} onChange={changeRange} presets={PRESETS} />
      <Button size="small" startIcon={<ClearIcon />} disabled={!hasFilters(values)} onClick={clear}>
        {translate(`${T}.clear`)}
      </Button>
    </FilterRow>
  );
}
