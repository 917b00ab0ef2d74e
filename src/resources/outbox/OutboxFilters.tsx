import { Button, MenuItem, TextField } from '@mui/material';
import ClearIcon from '@mui/icons-material/FilterAltOff';
import { useTranslate } from 'react-admin';
import { OUTBOX_CHANNELS, OUTBOX_EVENTS, OUTBOX_STATUSES } from '../../../contract/outbox';
import { DateRangeFilter, type DateRangePreset } from '../../components/DateRangeFilter';
import { FilterRow } from '../../components/FilterRow';
import { useListFilters } from '../../components/useListFilters';
import { T, type OutboxFilterValues } from './outbox';

const F = `${T}.filters`;
const PRESETS: DateRangePreset[] = [7, 30];

/** Search, status, channel, event and the days the messages were created; every change goes back to page 1. */
export function OutboxFilters() {
  const translate = useTranslate();
  const { values, apply, search, setSearch, range, changeRange, clear } =
    useListFilters<OutboxFilterValues>();

  const select = (key: 'status' | 'channel' | 'event', group: string, options: readonly string[]) => (
    <TextField
      select
      size="small"
      label={translate(`${F}.${key}`)}
      value={values[key] ?? ''}
      onChange={(e) => apply({ [key]: e.target.value })}
      sx={{ minWidth: 150 }}
      fullWidth={false}
    >
      <MenuItem value="">{translate(`${F}.all`)}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {translate(`${T}.${group}.${o}`)}
        </MenuItem>
      ))}
    </TextField>
  );

  const filtered = Object.values(values).some((v) => v !== undefined && v !== null && v !== '');
  return (
    <FilterRow>
      <TextField
        size="small"
        type="search"
        label={translate(`${F}.search`)}
        placeholder={translate(`${F}.search_placeholder`)}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ minWidth: 240 }}
        fullWidth={false}
      />
      {select('status', 'statuses', OUTBOX_STATUSES)}
      {select('channel', 'channels', OUTBOX_CHANNELS)}
      {select('event', 'events', OUTBOX_EVENTS)}
      <DateRangeFilter value={range} onChange={changeRange} presets={PRESETS} />
      <Button size="small" startIcon={<ClearIcon />} disabled={!filtered} onClick={clear}>
        {translate(`${F}.clear`)}
      </Button>
    </FilterRow>
  );
}
