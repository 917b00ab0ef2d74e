/**
 * The filter panel: status (All, pending, delivered) and the date range (both required) pick the report;
 * agent, pickup point and destination filter the loaded rows (debounced: typing never waits on the table).
 */
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { DateRangeFilter, type DateRange, type DateRangePreset } from '../../components/DateRangeFilter';
import { FilterRow } from '../../components/FilterRow';
import { datesMissing, defaultDateRange, STATUS_FILTER_CHOICES } from '../../lib/deliveries';

const T = 'resources.deliveries';
export const TEXT_FILTER_DELAY = 400;

/** Filter keys of the three text filters (listQuery's contains operator). */
export const TEXT_FILTERS = {
  agent: 'agent_account_name_contains',
  pickup_point: 'pickup_point_contains',
  destination: 'destination_contains',
} as const;
type TextFilter = keyof typeof TEXT_FILTERS;

function cleaned(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== null && v !== '') out[k] = v;
  return out;
}

const PRESETS: DateRangePreset[] = ['lastWeek', 7, 14, 30];

export const DeliveryFilters = memo(function DeliveryFilters({ today }: { today?: Date }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues, setFilters } = useListContext();
  const latest = useRef(filterValues);
  latest.current = filterValues;

  const initial = defaultDateRange(today);
  const [range, setRange] = useState<DateRange>({
    from: (filterValues?.dateone as string | undefined) ?? initial.from,
    to: (filterValues?.datetwo as string | undefined) ?? initial.to,
  });
  const [status, setStatus] = useState<string>((filterValues?.delivery_status as string | undefined) ?? '');
  const [missing, setMissing] = useState(false);
  const [text, setText] = useState<Record<TextFilter, string>>({
    agent: String(filterValues?.[TEXT_FILTERS.agent] ?? ''),
    pickup_point: String(filterValues?.[TEXT_FILTERS.pickup_point] ?? ''),
    destination: String(filterValues?.[TEXT_FILTERS.destination] ?? ''),
  });

  const changeRange = useCallback((next: DateRange) => {
    setRange(next);
    if (!datesMissing(next)) setMissing(false);
  }, []);

  const apply = (nextRange: DateRange, nextStatus: string) => {
    if (datesMissing(nextRange)) {
      setMissing(true);
      notify(`${T}.filters.datesMissing`, { type: 'warning' });
      return;
    }
    setMissing(false);
    setFilters(
      cleaned({
        ...latest.current,
        dateone: nextRange.from,
        datetwo: nextRange.to,
        delivery_status: nextStatus,
      }),
      undefined,
    );
  };

  // text filters: applied TEXT_FILTER_DELAY ms after the last keystroke
  const firstRun = useRef(true);
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    const timer = setTimeout(() => {
      const next = { ...latest.current };
      for (const key of Object.keys(TEXT_FILTERS) as TextFilter[]) next[TEXT_FILTERS[key]] = text[key].trim();
      setFilters(cleaned(next), undefined);
    }, TEXT_FILTER_DELAY);
    return () => clearTimeout(timer);
  }, [text, setFilters]);

  const textInput = (key: TextFilter) => (
    <TextField
      key={key}
      size="small"
      type="search"
      label={translate(`${T}.filters.${key}`)}
      value={text[key]}
      onChange={(e) => setText((prev) => ({ ...prev, [key]: e.target.value }))}
      sx={{ minWidth: 200 }}
    />
  );

  return (
    <Stack spacing={1.5} sx={{ mb: 1 }}>
      <FilterRow>
        <TextField
          select
          size="small"
          label={translate(`${T}.filters.status`)}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            apply(range, e.target.value);
          }}
          sx={{ minWidth: 160 }}
        >
          {STATUS_FILTER_CHOICES.map((s) => (
            <MenuItem key={s || 'all'} value={s}>
              {translate(`${T}.statuses.${s || 'all'}`)}
            </MenuItem>
          ))}
        </TextField>
        <DateRangeFilter value={range} onChange={changeRange} presets={PRESETS} today={today} />
        <Button variant="contained" startIcon={<SearchIcon />} onClick={() => apply(range, status)}>
          {translate(`${T}.filters.search`)}
        </Button>
      </FilterRow>
      {missing ? (
        <Alert severity="warning" role="alert">
          {translate(`${T}.filters.datesMissing`)}
        </Alert>
      ) : null}
      <FilterRow>
        {textInput('agent')}
        {textInput('pickup_point')}
        {textInput('destination')}
      </FilterRow>
    </Stack>
  );
});
