import type { ReactNode } from 'react';
import { Button, MenuItem, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import {
  DateRangeFilter,
  RangePresetButtons,
  type DateRange,
  type DateRangePreset,
} from '../../components/DateRangeFilter';
import { FilterBar, type FilterChip } from '../../components/FilterBar';
import { ORDER_STATUSES, type OrderNameFilter } from '../../lib/orders';
import { T } from './orderContext';

/** The report arguments being edited: status ('' = all) and the date range (ISO dates). */
export interface OrderSearch {
  status: string;
  range: DateRange;
}

export interface OrderFiltersProps {
  search: OrderSearch;
  onSearchChange: (next: OrderSearch) => void;
  /** Fetch the report with the edited arguments. */
  onSearch: () => void;
  names: OrderNameFilter;
  onNamesChange: (next: OrderNameFilter) => void;
  /** The status of the report shown (its chip removes it and searches again). */
  appliedStatus?: string;
  /** Search again with these arguments (a chip removed). */
  onSearchWith?: (next: OrderSearch) => void;
  busy?: boolean;
  today?: Date;
  /** the list's buttons at the end of the bar */
  actions?: ReactNode;
}

const PRESETS: DateRangePreset[] = ['lastWeek', 30];
const NO_PRESETS: DateRangePreset[] = [];

/**
 * One compact bar: status and dates (sent on Search) on the line; the date presets and the agent and
 * client name filters (applied as you type) folded behind 'More filters'; the active filters as chips.
 */
export function OrderFilters({
  search,
  onSearchChange,
  onSearch,
  names,
  onNamesChange,
  appliedStatus = '',
  onSearchWith,
  busy = false,
  today,
  actions,
}: OrderFiltersProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${T}.${key}`);
  const chip = (label: string, value: string) => translate('density.chip', { label, value });
  const chips: FilterChip[] = [];
  if (appliedStatus)
    chips.push({
      key: 'status',
      label: chip(t('filters.status'), translate(`components.status.order.${appliedStatus}`)),
      onDelete: onSearchWith ? () => onSearchWith({ ...search, status: '' }) : undefined,
    });
  if (names.agent)
    chips.push({
      key: 'agent',
      label: chip(t('filters.agent'), names.agent),
      onDelete: () => onNamesChange({ ...names, agent: '' }),
    });
  if (names.client)
    chips.push({
      key: 'client',
      label: chip(t('filters.client'), names.client),
      onDelete: () => onNamesChange({ ...names, client: '' }),
    });
  return (
    <FilterBar
      actions={actions}
      chips={chips}
      more={
        <>
          <RangePresetButtons
            presets={PRESETS}
            onPick={(range) => onSearchChange({ ...search, range })}
            today={today}
          />
          <TextField
            size="small"
            type="search"
            label={t('filters.agent')}
            placeholder={t('filters.prefixHint')}
            value={names.agent ?? ''}
            onChange={(e) => onNamesChange({ ...names, agent: e.target.value })}
            sx={{ minWidth: { sm: 220 } }}
          />
          <TextField
            size="small"
            type="search"
            label={t('filters.client')}
            placeholder={t('filters.prefixHint')}
            value={names.client ?? ''}
            onChange={(e) => onNamesChange({ ...names, client: e.target.value })}
            sx={{ minWidth: { sm: 220 } }}
          />
        </>
      }
    >
      <TextField
        select
        size="small"
        label={t('filters.status')}
        value={search.status}
        onChange={(e) => onSearchChange({ ...search, status: e.target.value })}
        sx={{ minWidth: { sm: 140 } }}
      >
        <MenuItem value="">{t('filters.all')}</MenuItem>
        {ORDER_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {translate(`components.status.order.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <DateRangeFilter
        value={search.range}
        onChange={(range) => onSearchChange({ ...search, range })}
        presets={NO_PRESETS}
        today={today}
      />
      <Button variant="contained" startIcon={<SearchIcon />} onClick={onSearch} disabled={busy}>
        {t('filters.search')}
      </Button>
    </FilterBar>
  );
}
