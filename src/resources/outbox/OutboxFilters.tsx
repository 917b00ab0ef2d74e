import { useCallback, useMemo } from 'react';
import { Button, MenuItem, TextField } from '@mui/material';
import ClearIcon from '@mui/icons-material/FilterAltOff';
import { useListContext, useTranslate } from 'react-admin';
import { OUTBOX_CHANNELS, OUTBOX_EVENTS, OUTBOX_STATUSES } from '../../../contract/outbox';
import { DateRangeFilter, type DateRange, type DateRangePreset } from '../../components/DateRangeFilter';
import { FilterRow } from '../../components/FilterRow';
import { useFilterDraft } from '../../components/useFilterDraft';
import { T, type OutboxFilterValues } from './outbox';

const F = `${T}.filters`;
const PRESETS: DateRangePreset[] = [7, 30];
/** milliseconds between the last keystroke in the search box and the list's new filters */
const SEARCH_DELAY = 500;

/** Search, status, channel, event and the days the messages were created; every change goes back to page 1. */
export function OutboxFilters() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const values = useMemo(() => (filterValues ?? {}) as OutboxFilterValues, [filterValues]);
  const apply = useCallback(
    (patch: Partial<OutboxFilterValues>) => {
      const next: Record<string, unknown> = { ...values, ...patch };
      for (const key of Object.keys(next)) if (next[key] === '' || next[key] == null) delete next[key];
      setFilters(next, undefined);
    },
    [values, setFilters],
  );
  const [search, setSearch] = useFilterDraft(values.q ?? '', (q) => apply({ q }), SEARCH_DELAY);

  const range = useMemo<DateRange>(
    () => ({ from: values.date_from ?? null, to: values.date_to ?? null }),
    [values.date_from, values.date_to],
  );
  const changeRange = useCallback(
    (next: DateRange) => apply({ date_from: next.from, date_to: next.to }),
    [apply],
  );

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
      <Button
        size="small"
        startIcon={<ClearIcon />}
        disabled={!filtered}
        onClick={() => {
          setSearch('');
          setFilters({}, undefined, false);
        }}
      >
        {translate(`${F}.clear`)}
      </Button>
    </FilterRow>
  );
}
