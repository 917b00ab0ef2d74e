/**
 * The filter panel, one compact bar: the barcode search, status (All, pending, delivered) and the date
 * range (both required) pick the report; the date presets, agent, pickup point, destination and overdue filters
 * are folded behind 'More filters' (agent, pickup point and destination filter the loaded rows, debounced: typing
 * never waits on the table). Active filters show as removable chips.
 */
import { memo, useCallback, useState, type ReactNode } from 'react';
import { Alert, Button, MenuItem, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import {
  DateRangeFilter,
  RangePresetButtons,
  type DateRange,
  type DateRangePreset,
} from '../../components/DateRangeFilter';
import { FilterBar, type FilterChip } from '../../components/FilterBar';
import { sameTrimmed, useFilterDraft } from '../../components/useFilterDraft';
import { OverdueDeliveriesFilter } from '../../components/Overdue';
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

/** The list's filters with the typed text filters (blank ones dropped). */
function textFilters(text: Record<TextFilter, string>, filters: Record<string, unknown>) {
  const next = { ...filters };
  for (const key of Object.keys(TEXT_FILTERS) as TextFilter[]) next[TEXT_FILTERS[key]] = text[key].trim();
  return cleaned(next);
}

const PRESETS: DateRangePreset[] = ['lastWeek', 7, 14, 30];

const NO_PRESETS: DateRangePreset[] = [];

export interface DeliveryFiltersProps {
  today?: Date;
  /** first on the line (the barcode search) */
  leading?: ReactNode;
  /** the list's buttons at the end of the line */
  actions?: ReactNode;
  /** the panel's title */
  title?: ReactNode;
}

export const DeliveryFilters = memo(function DeliveryFilters({
  today,
  leading,
  actions,
  title,
}: DeliveryFiltersProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues, setFilters } = useListContext();

  const initial = defaultDateRange(today);
  // the dates and status as applied (in the address): the form edits a copy, applied by Search
  const appliedRange: DateRange = {
    from: (filterValues?.dateone as string | undefined) ?? initial.from,
    to: (filterValues?.datetwo as string | undefined) ?? initial.to,
  };
  const appliedStatus = (filterValues?.delivery_status as string | undefined) ?? '';
  const [range, setRange] = useState<DateRange>(appliedRange);
  const [status, setStatus] = useState<string>(appliedStatus);
  // Back, Forward or a removed chip change the applied ones: the form shows them again
  const appliedKey = `${appliedRange.from}|${appliedRange.to}|${appliedStatus}`;
  const [shownKey, setShownKey] = useState(appliedKey);
  if (shownKey !== appliedKey) {
    setShownKey(appliedKey);
    setRange(appliedRange);
    setStatus(appliedStatus);
  }
  const [missing, setMissing] = useState(false);
  // text filters: applied TEXT_FILTER_DELAY ms after the last keystroke; they follow the list's (Back, a chip)
  const appliedText = {
    agent: String(filterValues?.[TEXT_FILTERS.agent] ?? ''),
    pickup_point: String(filterValues?.[TEXT_FILTERS.pickup_point] ?? ''),
    destination: String(filterValues?.[TEXT_FILTERS.destination] ?? ''),
  };
  const [text, setText] = useFilterDraft<Record<TextFilter, string>>(
    appliedText,
    (next) => setFilters(textFilters(next, filterValues ?? {}), undefined),
    TEXT_FILTER_DELAY,
    sameTrimmed,
  );

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
        ...filterValues,
        dateone: nextRange.from,
        datetwo: nextRange.to,
        delivery_status: nextStatus,
      }),
      undefined,
    );
  };

  const textInput = (key: TextFilter) => (
    <TextField
      key={key}
      size="small"
      type="search"
      label={translate(`${T}.filters.${key}`)}
      value={text[key]}
      onChange={(e) => setText((prev) => ({ ...prev, [key]: e.target.value }))}
      sx={{ minWidth: { sm: 180 } }}
    />
  );

  const chip = (label: string, value: string) => translate('density.chip', { label, value });
  const chips: FilterChip[] = [];
  if (filterValues?.delivery_status) {
    const value = String(filterValues.delivery_status);
    chips.push({
      key: 'status',
      label: chip(translate(`${T}.filters.status`), translate(`${T}.statuses.${value}`, { _: value })),
      onDelete: () => {
        setStatus('');
        apply(
          {
            from: (filterValues?.dateone as string | undefined) ?? range.from,
            to: (filterValues?.datetwo as string | undefined) ?? range.to,
          },
          '',
        );
      },
    });
  }
  for (const key of Object.keys(TEXT_FILTERS) as TextFilter[]) {
    const value = filterValues?.[TEXT_FILTERS[key]];
    if (value)
      chips.push({
        key,
        label: chip(translate(`${T}.filters.${key}`), String(value)),
        onDelete: () => setText((prev) => ({ ...prev, [key]: '' })),
      });
  }
  if (filterValues?.overdue) {
    const value = String(filterValues.overdue);
    chips.push({
      key: 'overdue',
      label: chip(
        translate('turnaround.overdue.filter.only'),
        translate(`turnaround.overdue.filter.${value}`, { _: value }),
      ),
      onDelete: () => {
        const next = { ...filterValues };
        delete next.overdue;
        setFilters(next, undefined);
      },
    });
  }

  return (
    <>
      <FilterBar
        title={title}
        actions={actions}
        chips={chips}
        defaultMoreOpen={!!filterValues?.overdue}
        more={
          <>
            <RangePresetButtons presets={PRESETS} onPick={changeRange} today={today} />
            {textInput('agent')}
            {textInput('pickup_point')}
            {textInput('destination')}
            <OverdueDeliveriesFilter />
          </>
        }
      >
        {leading}
        <TextField
          select
          size="small"
          label={translate(`${T}.filters.status`)}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            apply(range, e.target.value);
          }}
          sx={{ minWidth: { sm: 120 } }}
        >
          {STATUS_FILTER_CHOICES.map((s) => (
            <MenuItem key={s || 'all'} value={s}>
              {translate(`${T}.statuses.${s || 'all'}`)}
            </MenuItem>
          ))}
        </TextField>
        <DateRangeFilter value={range} onChange={changeRange} presets={NO_PRESETS} today={today} />
        <Button variant="contained" startIcon={<SearchIcon />} onClick={() => apply(range, status)}>
          {translate(`${T}.filters.search`)}
        </Button>
      </FilterBar>
      {missing ? (
        <Alert severity="warning" role="alert" sx={{ mb: 1 }}>
          {translate(`${T}.filters.datesMissing`)}
        </Alert>
      ) : null}
    </>
  );
});
