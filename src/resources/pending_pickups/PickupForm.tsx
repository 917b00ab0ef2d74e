/**
 * The pickup create and edit modal (operations.md sections 4, 5 and 8): date, sample type (priority read-only
 * from it), quantity of at least 1, pickup and destination location types with the matching health centre or
 * collection hub, the optional agent (also the rider), the status choices of create or edit, and the failure
 * reason only for a pickup that is already failed.
 */
import { useMemo } from 'react';
import { Box, Stack, TextField } from '@mui/material';
import {
  minValue,
  NumberInput,
  required,
  SelectInput,
  TextInput,
  useDataProvider,
  useGetMany,
  useRefresh,
  useTranslate,
  type TranslateFunction,
  type Validator,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DateInput } from '../../components/DateInput';
import { FormDialog } from '../../components/FormDialog';
import { countRules } from '../../lib/validators';
import { ServerAutocomplete } from '../../components/ServerAutocomplete';
import { StatusChip } from '../../components/StatusChip';
import { toIsoDate } from '../../../contract/dates';
import type { Id, LocationType } from '../../../contract/types';
import {
  CREATE_STATUSES,
  formDefaults,
  LOCATION_TYPES,
  PICKUP_STATUSES,
  pickupBody,
  RESOURCE,
  T,
  type PendingPickup,
  type PickupFormValues,
} from './pickups';

interface Named {
  id: Id;
  name?: string;
  FullName?: string;
  priority?: string;
}

const BY_NAME = { field: 'name', order: 'ASC' } as const;
const BY_FIRST_NAME = { field: 'first_name', order: 'ASC' } as const;
const agentText = (a: Named) => a.FullName ?? a.name ?? String(a.id);

/** The read-only priority of the chosen sample (read by id, whatever page of samples it lives on). */
function PriorityOfSample() {
  const translate = useTranslate();
  const chosen = useWatch({ name: 'sample' }) as Id | null | undefined;
  const hasSample = chosen !== null && chosen !== undefined && String(chosen) !== '';
  const { data } = useGetMany<Named>('samples', { ids: hasSample ? [chosen] : [] }, { enabled: hasSample });
  const priority = (hasSample && data?.find((s) => String(s.id) === String(chosen))?.priority) || null;
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ minHeight: 40 }}>
      <TextField
        size="small"
        label={translate(`${T}.fields.priority`)}
        value={priority ? translate(`components.status.priority.${priority}`, { _: priority }) : ''}
        helperText={translate(`${T}.priorityHint`)}
        slotProps={{ input: { readOnly: true } }}
        sx={{ minWidth: 200 }}
      />
      <StatusChip kind="priority" value={priority} />
    </Stack>
  );
}

/**
 * Required only while the location type is `type`. Both facility inputs stay mounted (the other one hidden):
 * an input mounted after a first failed submit would not be validated by the form.
 */
function requiredWhen(typeField: string, type: LocationType, message: string): Validator {
  const rule = (value: unknown, values: Record<string, unknown>) =>
    values?.[typeField] === type && (value === null || value === undefined || value === '')
      ? message
      : undefined;
  return Object.assign(rule, { isRequired: true });
}

/** The health centre or hub of one end of the trip, by the chosen location type. */
function LocationFields({ end }: { end: 'pickup' | 'destination' }) {
  const translate = useTranslate();
  const type = useWatch({ name: `${end}_location_type` }) as LocationType | null | undefined;
  const typeChoices = LOCATION_TYPES.map((t) => ({ id: t, name: `${T}.locationTypes.${t}` }));
  const cap = end === 'pickup' ? 'pickup' : 'destination';
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mb: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <SelectInput
          source={`${end}_location_type`}
          choices={typeChoices}
          validate={required(`${T}.validation.${cap}Type`)}
          sx={{ minWidth: 220 }}
        />
        <ServerAutocomplete
          source={`${end}_health_center`}
          reference="healthcenters"
          sort={BY_NAME}
          optionText="name"
          noMatch="components.pickers.noHealthCentre"
          validate={requiredWhen(
            `${end}_location_type`,
            'health_center',
            `${T}.validation.${cap}HealthCenter`,
          )}
          sx={{ minWidth: 280, display: type === 'health_center' ? undefined : 'none' }}
        />
        <ServerAutocomplete
          source={`${end}_collection_hub`}
          reference="collectionhubs"
          sort={BY_NAME}
          optionText="name"
          noMatch="components.pickers.noHub"
          validate={requiredWhen(`${end}_location_type`, 'collection_hub', `${T}.validation.${cap}Hub`)}
          sx={{ minWidth: 280, display: type === 'collection_hub' ? undefined : 'none' }}
        />
      </Stack>
      <TextInput source={`${end}_notes`} label={translate(`${T}.fields.${end}_notes`)} fullWidth />
    </Box>
  );
}

export interface PickupFormDialogProps {
  open: boolean;
  /** the pickup to edit; absent for a create */
  record?: PendingPickup | null;
  onClose: () => void;
  /** after a successful create, with the server's answer (its id opens the patient form) */
  onCreated?: (pickup: PendingPickup) => void;
  /** the default pickup date of a new pickup (YYYY-MM-DD); today when absent */
  defaultDate?: string;
}

const quantityRules: Validator[] = [
  required(`${T}.validation.quantity`),
  minValue(1, `${T}.validation.quantityMin`),
  ...countRules(),
];

/**
 * The failure of a create or edit: the server's message when it already says which (or is an access refusal),
 * else wrapped in 'Failed to create/update the pickup: ...'.
 */
function pickupError(error: unknown, translate: TranslateFunction, isEdit: boolean): string {
  const raw = error instanceof Error ? error.message : '';
  const key = isEdit ? `${T}.updateFailed` : `${T}.createFailed`;
  const prefix = translate(key, { message: '' }).trim();
  return raw && (raw.startsWith(prefix) || raw.startsWith(translate('auth.access_refused_prefix').trim()))
    ? raw
    : translate(key, { message: raw }).trim();
}

export function PickupFormDialog({ open, record, onClose, onCreated, defaultDate }: PickupFormDialogProps) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const isEdit = !!record;
  const wasFailed = record?.pickup_status === 'failed';

  const defaults = useMemo(
    () => formDefaults(record, defaultDate ?? toIsoDate(new Date())),
    [record, defaultDate],
  );
  const statusChoices = (isEdit ? PICKUP_STATUSES : CREATE_STATUSES).map((s) => ({
    id: s,
    name: `${T}.statuses.${s}`,
  }));

  const title = isEdit
    ? translate(`${T}.editTitle`, { number: record?.pickup_number ?? '' })
    : translate(`${T}.createTitle`);

  return (
    <FormDialog<Record<string, unknown>, PendingPickup | null>
      open={open}
      onClose={onClose}
      title={title}
      aria-label={title}
      maxWidth="md"
      dividers
      resource={RESOURCE}
      formKey={`${record?.id ?? 'new'}-${open}`}
      defaultValues={defaults as unknown as Record<string, unknown>}
      saveLabel={`${T}.save`}
      cancelLabel={`${T}.cancel`}
      invalidFormToast
      mutationFn={async (values) => {
        const body = pickupBody(values as unknown as PickupFormValues, wasFailed);
        if (record) {
          await dataProvider.update(RESOURCE, { id: record.id, data: body, previousData: record });
          return null;
        }
        const { data } = await dataProvider.create(RESOURCE, { data: body });
        return data as PendingPickup;
      }}
      success={isEdit ? `${T}.updated` : `${T}.created`}
      failure={isEdit ? `${T}.updateFailed` : `${T}.createFailed`}
      failureText={(e, t) => pickupError(e, t, isEdit)}
      onSuccess={(created) => {
        refresh();
        onClose();
        if (created) onCreated?.(created);
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <DateInput source="date" validate={required(`${T}.validation.date`)} />
        <ServerAutocomplete
          source="sample"
          reference="samples"
          sort={BY_NAME}
          optionText="name"
          noMatch="components.pickers.noSample"
          validate={required(`${T}.validation.sample`)}
          sx={{ minWidth: 220 }}
        />
        <NumberInput
          source="quantity"
          min={1}
          step={1}
          validate={quantityRules}
          sx={{ width: 160, flexShrink: 0 }}
        />
      </Stack>
      <PriorityOfSample />
      <LocationFields end="pickup" />
      <LocationFields end="destination" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <ServerAutocomplete
          source="assigned_delivery_agent"
          reference="deliveryagents"
          sort={BY_FIRST_NAME}
          optionText={agentText}
          noMatch="components.pickers.noAgent"
          helperText={`${T}.agentHint`}
          sx={{ minWidth: 280 }}
        />
        <SelectInput
          source="pickup_status"
          choices={statusChoices}
          validate={required()}
          sx={{ minWidth: 240 }}
        />
      </Stack>
      {wasFailed ? <TextInput source="failure_reason" multiline minRows={2} fullWidth /> : null}
      <TextInput source="notes" multiline minRows={2} fullWidth />
    </FormDialog>
  );
}
