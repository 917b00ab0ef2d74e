import { Button, MenuItem, Stack, TextField } from '@mui/material';
import ClearIcon from '@mui/icons-material/FilterAltOff';
import { useTranslate } from 'react-admin';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { ServerPicker } from '../../components/ServerAutocomplete';
import {
  FACILITY_KINDS,
  type FacilityKind,
  type FacilityVisit,
  type VisitFilter,
} from '../../../contract/facilityVisits';

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

const BY_NAME = { field: 'name', order: 'ASC' } as const;
const BY_FIRST_NAME = { field: 'first_name', order: 'ASC' } as const;

interface AgentRecord {
  id: number;
  FullName?: string | null;
  first_name?: string | null;
  agent_code?: string | null;
}

/** An agent as the filter shows it: the name and, when known, the code in brackets. */
const agentText = (a: AgentRecord) =>
  [a.FullName || a.first_name || '', a.agent_code ? `(${a.agent_code})` : ''].filter(Boolean).join(' ') ||
  String(a.id);
const facilityText = (r: { id: number; name?: string | null }) => r.name || String(r.id);
const toId = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));

export interface VisitFiltersProps {
  value: VisitFilter;
  onChange: (next: VisitFilter) => void;
  visits: readonly FacilityVisit[];
}

/** Search, agent, facility type, facility (needs a type first), date range and Clear Filters. */
export function VisitFilters({ value, onChange }: VisitFiltersProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.facility_visits.${key}`);
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
        <ServerPicker<AgentRecord>
          reference="deliveryagents"
          value={value.agent ?? null}
          onChange={(id) => set({ agent: toId(id) })}
          optionText={agentText}
          sort={BY_FIRST_NAME}
          label={t('fields.agent')}
          placeholder={t('allAgents')}
          noMatch="components.pickers.noAgent"
          sx={{ minWidth: 240 }}
        />
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
        <ServerPicker<{ id: number; name?: string | null }>
          // a new type is another list: a fresh picker
          key={value.kind ?? 'none'}
          reference={value.kind === 'hub' ? 'collectionhubs' : 'healthcenters'}
          value={value.kind ? (value.facility ?? null) : null}
          onChange={(id) => set({ facility: toId(id) })}
          optionText={facilityText}
          sort={BY_NAME}
          label={t('fields.facility')}
          placeholder={t('allFacilities')}
          disabled={!value.kind}
          helperText={value.kind ? undefined : t('chooseTypeFirst')}
          noMatch={value.kind === 'hub' ? 'components.pickers.noHub' : 'components.pickers.noHealthCentre'}
          sx={{ minWidth: 260 }}
        />
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
