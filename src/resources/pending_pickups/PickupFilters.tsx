/**
 * The pickups list's filters and what goes with them: the date range, the search box and 'Overdue only' in
 * one bar, the priority legend, and the range the server answered for.
 */
import { useEffect, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  FormControlLabel,
  InputAdornment,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import {
  DateRangeFilter,
  isValidRange,
  RangePresetButtons,
  type DateRange,
  type DateRangePreset,
} from '../../components/DateRangeFilter';
import { FilterBar, type FilterChip } from '../../components/FilterBar';
import { sameTrimmed, useFilterDraft } from '../../components/useFilterDraft';
import { StatusChip } from '../../components/StatusChip';
import { formatDate } from '../../../contract/dates';
import { SAMPLE_PRIORITIES } from '../../../contract/types';
import { T, type EchoedRange } from './pickups';

const PRESETS: DateRangePreset[] = [7, 14, 30];
const NO_PRESETS: DateRangePreset[] = [];

/** The search box applies its text this long after the last keystroke. */
const SEARCH_DELAY_MS = 500;

/** The list's filters with the typed search as q (none when blank). */
function searchFilter(text: string, filters: Record<string, unknown>): Record<string, unknown> {
  const next = { ...filters };
  if (text.trim()) next.q = text.trim();
  else delete next.q;
  return next;
}

const isOverdueOn = (value: unknown) => value === true || value === 'true';

/**
 * The filters in one compact bar: the dates, Search (the range) and the search box on the line, the
 * presets (applied at once) and 'Overdue only' behind 'More filters'; both dates are needed ('Please select a
 * valid date range'). The search box and 'Overdue only' filter the list (`q`, `overdue`) and show as removable
 * chips while active. Inside the List (its filter values).
 */
export function PickupFilters({
  applied,
  onApply,
  today,
  legend,
}: {
  applied: DateRange;
  onApply: (range: DateRange) => void;
  today?: Date;
  legend?: ReactNode;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [draft, setDraft] = useState<DateRange>(applied);
  const valid = isValidRange(draft);
  const change = (next: DateRange) => {
    setDraft(next);
    if (isValidRange(next)) onApply(next);
  };
  const search = () => {
    if (!isValidRange(draft)) notify(`${T}.invalidRange`, { type: 'warning' });
    else onApply(draft);
  };

  const { filterValues, setFilters } = useListContext();
  // the search box: applied a moment after the last keystroke; it follows the list's (Back, the chip)
  const [text, setText] = useFilterDraft(
    String(filterValues?.q ?? ''),
    (q) => setFilters(searchFilter(q, filterValues ?? {}), undefined),
    SEARCH_DELAY_MS,
    sameTrimmed,
  );
  // the switch follows a click at once, the list's filter (the address) a moment later
  const filterOverdue = isOverdueOn(filterValues?.overdue);
  const [overdue, setOverdueShown] = useState(filterOverdue);
  useEffect(() => setOverdueShown(filterOverdue), [filterOverdue]);
  const setOverdue = (on: boolean) => {
    setOverdueShown(on);
    const next: Record<string, unknown> = { ...filterValues };
    if (on) next.overdue = true;
    else delete next.overdue;
    setFilters(next, undefined);
  };

  const searchLabel = translate(`${T}.search`);
  const overdueLabel = translate('turnaround.overdue.filter.only');
  const chips: FilterChip[] = [];
  if (filterValues?.q)
    chips.push({
      key: 'q',
      label: translate('density.chip', { label: searchLabel, value: String(filterValues.q) }),
      onDelete: () => setText(''),
    });
  if (overdue) chips.push({ key: 'overdue', label: overdueLabel, onDelete: () => setOverdue(false) });

  return (
    <Stack spacing={1} sx={{ px: 2, pt: 1 }}>
      <FilterBar
        actions={legend}
        chips={chips}
        defaultMoreOpen={overdue}
        more={
          <>
            <RangePresetButtons presets={PRESETS} onPick={change} today={today} />
            <FormControlLabel
              control={<Switch checked={overdue} onChange={(e) => setOverdue(e.target.checked)} />}
              label={overdueLabel}
            />
          </>
        }
      >
        <DateRangeFilter value={draft} onChange={change} presets={NO_PRESETS} today={today} />
        <Button variant="contained" size="small" startIcon={<SearchIcon />} onClick={search}>
          {searchLabel}
        </Button>
        <TextField
          size="small"
          variant="outlined"
          type="search"
          placeholder={searchLabel}
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': searchLabel },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <SearchIcon fontSize="small" color="disabled" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ minWidth: { sm: 180 } }}
        />
      </FilterBar>
      {valid ? null : (
        <Alert severity="warning" sx={{ py: 0 }}>
          {translate(`${T}.invalidRange`)}
        </Alert>
      )}
    </Stack>
  );
}

/** The range the server answered for: its date_range, which the data provider hands on as the list's meta. */
export function RangeEcho({ range }: { range: DateRange }) {
  const translate = useTranslate();
  const { meta } = useListContext();
  const fromMeta = (meta as { date_range?: EchoedRange } | undefined)?.date_range;
  const echoed: EchoedRange = fromMeta ?? { start_date: range.from ?? '', end_date: range.to ?? '' };
  if (!echoed.start_date || !echoed.end_date) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }} data-testid="pickup-range">
      {translate(`${T}.rangeShown`, {
        start: formatDate(echoed.start_date),
        end: formatDate(echoed.end_date),
      })}
      {echoed.default_range ? ` (${translate(`${T}.rangeDefault`)})` : ''}
    </Typography>
  );
}

export function PriorityLegend() {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap aria-label="legend">
      <Typography variant="body2" fontWeight={600}>
        {translate(`${T}.legend`)}
      </Typography>
      {SAMPLE_PRIORITIES.map((p) => (
        <StatusChip key={p} kind="priority" value={p} />
      ))}
    </Stack>
  );
}
