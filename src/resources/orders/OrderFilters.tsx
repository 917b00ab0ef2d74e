import { Button, MenuItem, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { DateRangeFilter, type DateRange } from '../../components/DateRangeFilter';
import { FilterRow } from '../../components/FilterRow';
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
  busy?: boolean;
  today?: Date;
}

/** Status and dates (sent on Search), then the agent and client name filters (applied as you type). */
export function OrderFilters({
  search,
  onSearchChange,
  onSearch,
  names,
  onNamesChange,
  busy = false,
  today,
}: OrderFiltersProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${T}.${key}`);
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <FilterRow>
        <TextField
          select
          size="small"
          label={t('filters.status')}
          value={search.status}
          onChange={(e) => onSearchChange({ ...search, status: e.target.value })}
          sx={{ minWidth: 160 }}
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
          presets={['lastWeek', 30]}
          today={today}
        />
        <Button variant="contained" startIcon={<SearchIcon />} onClick={onSearch} disabled={busy}>
          {t('filters.search')}
        </Button>
      </FilterRow>
      <FilterRow>
        <TextField
          size="small"
          type="search"
          label={t('filters.agent')}
          placeholder={t('filters.prefixHint')}
          value={names.agent ?? ''}
          onChange={(e) => onNamesChange({ ...names, agent: e.target.value })}
          sx={{ minWidth: 240 }}
        />
        <TextField
          size="small"
          type="search"
          label={t('filters.client')}
          placeholder={t('filters.prefixHint')}
          value={names.client ?? ''}
          onChange={(e) => onNamesChange({ ...names, client: e.target.value })}
          sx={{ minWidth: 240 }}
        />
      </FilterRow>
    </Stack>
  );
}
