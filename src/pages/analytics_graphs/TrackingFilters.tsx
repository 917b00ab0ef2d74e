/**
 * The filter bar of the hub tracking report: date range (DD/MM/YYYY), region → district → hub (each list
 * fed by the one before: get_regions, get_districts region=…, get_hubs region=… district=…) and Search.
 */
import { useCallback, useMemo, type Dispatch, type SetStateAction } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useDataProvider, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { DateRangeFilter, type DateRange, type DateRangePreset } from '../../components/DateRangeFilter';
import {
  changeDistrict,
  changeRegion,
  parseGeoChoices,
  type GeoChoice,
  type TrackingFilters as Filters,
} from '../../lib/tracking';
import type { AppDataProvider } from '../../providers/dataProvider';

const T = 'pages.analytics.filters';
const NO_BODY: Record<string, string> = {};
const PRESETS: DateRangePreset[] = ['lastWeek', 7, 14, 30];

type GeoCall = 'geoRegions' | 'geoDistricts' | 'geoHubs';

function useGeo(name: GeoCall, body: Record<string, string>): GeoChoice[] {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['geography', name, body],
    // the geography queries are POST only: get_regions posts without a payload
    queryFn: async () =>
      parseGeoChoices(
        await (name === 'geoRegions'
          ? dataProvider.geoRegions()
          : name === 'geoDistricts'
            ? dataProvider.geoDistricts({ region: body.region ?? '' })
            : dataProvider.geoHubs({ district: body.district ?? '' })),
      ),
    staleTime: 5 * 60 * 1000,
  });
  return data ?? [];
}

function Select({
  label,
  all,
  value,
  choices,
  onChange,
}: {
  label: string;
  all: string;
  value: string;
  choices: GeoChoice[];
  onChange: (value: string) => void;
}) {
  // a value whose choices are not loaded yet is shown as 'all' rather than as an unknown MUI value
  const shown = choices.some((c) => c.id === value) ? value : '';
  return (
    <TextField
      fullWidth={false}
      select
      size="small"
      label={label}
      value={shown}
      onChange={(e) => onChange(e.target.value)}
      // the empty value reads 'All …' rather than an empty box
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{all}</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export interface TrackingFiltersProps {
  value: Filters;
  /** A state setter: the date pickers update through it without re-rendering on every other change. */
  onChange: Dispatch<SetStateAction<Filters>>;
  onSearch: () => void;
  today?: Date;
}

export function TrackingFiltersBar({ value, onChange, onSearch, today }: TrackingFiltersProps) {
  const translate = useTranslate();
  const regions = useGeo('geoRegions', NO_BODY);
  const districts = useGeo('geoDistricts', { region: value.region });
  // the spec's call sends the district only (administration 7); with no district chosen it lists every hub
  const hubs = useGeo('geoHubs', { district: value.district });
  const range = useMemo(() => ({ from: value.from, to: value.to }), [value.from, value.to]);
  const changeRange = useCallback(
    (next: DateRange) => onChange((f) => ({ ...f, from: next.from, to: next.to })),
    [onChange],
  );

  return (
    <Stack
      direction={{ xs: 'column', lg: 'row' }}
      spacing={1.5}
      alignItems={{ lg: 'center' }}
      flexWrap="wrap"
      useFlexGap
    >
      <DateRangeFilter value={range} onChange={changeRange} today={today} presets={PRESETS} />
      <Select
        label={translate(`${T}.region`)}
        all={translate(`${T}.allRegions`)}
        value={value.region}
        choices={regions}
        onChange={(region) => onChange((f) => changeRegion(f, region))}
      />
      <Select
        label={translate(`${T}.district`)}
        all={translate(`${T}.allDistricts`)}
        value={value.district}
        choices={districts}
        onChange={(district) => onChange((f) => changeDistrict(f, district))}
      />
      <Select
        label={translate(`${T}.hub`)}
        all={translate(`${T}.allHubs`)}
        value={value.hub}
        choices={hubs}
        onChange={(hub) => onChange((f) => ({ ...f, hub }))}
      />
      <Button variant="contained" startIcon={<SearchIcon />} onClick={onSearch}>
        {translate(`${T}.search`)}
      </Button>
    </Stack>
  );
}
