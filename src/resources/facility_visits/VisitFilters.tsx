import { useMemo } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import ClearIcon from '@mui/icons-material/FilterAltOff';
import { useGetList, useTranslate } from 'react-admin';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import {
  FACILITY_KINDS,
  type FacilityKind,
  type FacilityVisit,
  type VisitFilter,
} from '../../lib/facilityVisits';

export const EMPTY_FILTER: VisitFilter = {
  q: '',
  agent: null,
  kind: null,
  facility: null,
  from: null,
  to: null,
};

interface Choice {
  id: number;
  name: string;
}

/** Agents seen in the visits, by name. */
export function agentChoices(visits: readonly FacilityVisit[]): Choice[] {
  const byId = new Map<number, string>();
  for (const v of visits) {
    if (v.agent === null || v.agent === undefined || byId.has(v.agent)) continue;
    const name = [v.agent_name, v.agent_code ? `(${v.agent_code})` : ''].filter(Boolean).join(' ');
    byId.set(v.agent, name || String(v.agent));
  }
  return [...byId.entries()]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

const ALL = 1000;

/** The health centres (kind health_center) or hubs (kind hub) a visit may point at. */
function useFacilityChoices(kind: FacilityKind | null | undefined): Choice[] {
  const options = { pagination: { page: 1, perPage: ALL }, sort: { field: 'name', order: 'ASC' as const } };
  const centres = useGetList<{ id: number; name: string }>('healthcenters', options, {
    enabled: kind === 'health_center',
  });
  const hubs = useGetList<{ id: number; name: string }>('collectionhubs', options, {
    enabled: kind === 'hub',
  });
  const rows = kind === 'hub' ? hubs.data : kind === 'health_center' ? centres.data : undefined;
  return useMemo(() => (rows ?? []).map((r) => ({ id: Number(r.id), name: String(r.name) })), [rows]);
}

export interface VisitFiltersProps {
  value: VisitFilter;
  onChange: (next: VisitFilter) => void;
  visits: readonly FacilityVisit[];
}

/** Search, agent, facility type, facility (needs a type first), date range and Clear Filters. */
export function VisitFilters({ value, onChange, visits }: VisitFiltersProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.facility_visits.${key}`);
  const agents = useMemo(() => agentChoices(visits), [visits]);
  const facilities = useFacilityChoices(value.kind);
  const set = (patch: Partial<VisitFilter>) => onChange({ ...value, ...patch });

  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} flexWrap="wrap" useFlexGap>
        <TextField
          size="small"
          label={t('search')}
          type="search"
          value={value.q ?? ''}
          onChange={(e) => set({ q: e.target.value })}
          sx={{ minWidth: 260 }}
        />
        <TextField
          select
          size="small"
          label={t('fields.agent')}
          value={value.agent ?? ''}
          onChange={(e) => set({ agent: e.target.value === '' ? null : Number(e.target.value) })}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('allAgents')}</MenuItem>
          {agents.map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('fields.facility_type')}
          value={value.kind ?? ''}
          // a new type clears the facility: its choices are another list
          onChange={(e) =>
            set({ kind: e.target.value === '' ? null : (e.target.value as FacilityKind), facility: null })
          }
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('allTypes')}</MenuItem>
          {FACILITY_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {t(`kinds.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('fields.facility')}
          value={value.kind && value.facility !== null && value.facility !== undefined ? value.facility : ''}
          disabled={!value.kind}
          helperText={value.kind ? undefined : t('chooseTypeFirst')}
          onChange={(e) => set({ facility: e.target.value === '' ? null : Number(e.target.value) })}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">{t('allFacilities')}</MenuItem>
          {facilities.map((f) => (
            <MenuItem key={f.id} value={f.id}>
              {f.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ md: 'center' }}>
        <DateRangeFilter
          value={{ from: value.from ?? null, to: value.to ?? null }}
          onChange={(range) => set({ from: range.from, to: range.to })}
        />
        <Button variant="outlined" startIcon={<ClearIcon />} onClick={() => onChange(EMPTY_FILTER)}>
          {t('clearFilters')}
        </Button>
      </Stack>
    </Stack>
  );
}
