/**
 * The patient form of a pickup (operations.md sections 5 and 8), JSON through the `patients` resource:
 * names, date of birth (sent YYYY-MM-DD), age, nationality from the fixed list, sex (default Male) and
 * occupation required; the rest optional (empty strings become null in the data provider).
 */
import { useMemo } from 'react';
import { Stack } from '@mui/material';
import {
  maxValue,
  minValue,
  NumberInput,
  required,
  SelectInput,
  TextInput,
  useDataProvider,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { DateInput } from '../../components/DateInput';
import { FormDialog } from '../../components/FormDialog';
import { textMax, wholeNumber } from '../../lib/validators';
import { PATIENT_MAX_AGE, PATIENT_MAX_LENGTH } from '../patient_management/patients';
import { NATIONALITIES, SEXES } from '../../../contract/patients';
import type { Id } from '../../../contract/types';
import type { Patient } from '../../../contract/types';
import { T } from './pickups';

const P = `${T}.patients`;
const PATIENTS = 'patients';

const OPTIONAL = [
  'patient_opd_ipd_number',
  'national_id_number',
  'village_of_residence',
  'village_of_workplace',
  'physical_address',
  'phone_number',
  'email_address',
] as const;

const nationalityChoices = NATIONALITIES.map((n) => ({ id: n, name: n }));
const sexChoices = SEXES.map((s) => ({ id: s, name: s }));
// the spec's required messages, then the server's limits
const namesRules = [required(`${P}.validation.names`), textMax(PATIENT_MAX_LENGTH.names)];
const ageRules = [required(`${P}.validation.age`), wholeNumber(), minValue(0), maxValue(PATIENT_MAX_AGE)];
const occupationRules = [required(`${P}.validation.occupation`), textMax(PATIENT_MAX_LENGTH.occupation)];

function defaultsOf(patient?: Patient | null): Record<string, unknown> {
  const empty: Record<string, unknown> = {
    names: '',
    date_of_birth: null,
    age: null,
    nationality: '',
    sex: 'Male',
    occupation: '',
    lab_generated_number: '',
  };
  for (const f of OPTIONAL) empty[f] = '';
  if (!patient) return empty;
  const out: Record<string, unknown> = { ...empty };
  for (const key of Object.keys(empty)) {
    const v = (patient as unknown as Record<string, unknown>)[key];
    if (v !== undefined && v !== null) out[key] = key === 'date_of_birth' ? String(v).slice(0, 10) : v;
  }
  return out;
}

/** The body the form sends: the fields it edits plus the pickup; age as a number. */
export function patientBody(values: Record<string, unknown>, pickupId: Id): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(defaultsOf(null))) {
    const v = values[key];
    body[key] = v === undefined ? '' : v;
  }
  body.age = values.age === null || values.age === undefined || values.age === '' ? null : Number(values.age);
  body.pending_sample_pickup = pickupId;
  return body;
}

export interface PatientFormDialogProps {
  open: boolean;
  pickup: { id: Id; pickup_number?: string | null };
  /** the patient to edit; absent for a new patient */
  patient?: Patient | null;
  onClose: () => void;
  onSaved?: (patient: Patient) => void;
}

export function PatientFormDialog({ open, pickup, patient, onClose, onSaved }: PatientFormDialogProps) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const defaults = useMemo(() => defaultsOf(patient), [patient]);
  const label = (f: string) => translate(`${P}.fields.${f}`);
  /** An optional text field with the server's length limit. */
  const limited = (f: keyof typeof PATIENT_MAX_LENGTH) => ({
    source: f,
    label: label(f),
    validate: textMax(PATIENT_MAX_LENGTH[f]),
  });
  const title = patient
    ? translate(`${P}.editTitle`)
    : translate(`${P}.createTitle`, { number: pickup.pickup_number ?? pickup.id });

  return (
    <FormDialog<Record<string, unknown>, Patient>
      open={open}
      onClose={onClose}
      title={title}
      aria-label={title}
      maxWidth="md"
      dividers
      resource={PATIENTS}
      formKey={`${patient?.id ?? 'new'}-${open}`}
      defaultValues={defaults}
      saveLabel={`${P}.save`}
      cancelLabel={`${T}.cancel`}
      invalidFormToast
      mutationFn={async (values) => {
        const body = patientBody(values, pickup.id);
        const { data } = patient
          ? await dataProvider.update(PATIENTS, { id: patient.id, data: body, previousData: patient })
          : await dataProvider.create(PATIENTS, { data: body });
        return data as Patient;
      }}
      success={patient ? `${P}.updated` : `${P}.created`}
      // the data provider's message already follows section 8: string body, error, detail, ..., field pairs
      failure={`${P}.saveFailed`}
      onSuccess={(data) => {
        refresh();
        onClose();
        onSaved?.(data);
      }}
    >
      <TextInput source="names" label={label('names')} validate={namesRules} fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <DateInput
          source="date_of_birth"
          label={label('date_of_birth')}
          validate={required(`${P}.validation.date_of_birth`)}
        />
        <NumberInput
          source="age"
          label={label('age')}
          min={0}
          step={1}
          validate={ageRules}
          // react-admin inputs are full width: in the row the others squeezed Age to its spinner
          sx={{ width: 120, flexShrink: 0 }}
        />
        <SelectInput
          source="sex"
          label={label('sex')}
          choices={sexChoices}
          validate={required(`${P}.validation.sex`)}
          sx={{ minWidth: 140 }}
        />
        <SelectInput
          source="nationality"
          label={label('nationality')}
          choices={nationalityChoices}
          validate={required(`${P}.validation.nationality`)}
          sx={{ minWidth: 200 }}
        />
      </Stack>
      <TextInput source="occupation" label={label('occupation')} validate={occupationRules} fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextInput {...limited('patient_opd_ipd_number')} />
        <TextInput {...limited('national_id_number')} />
        <TextInput {...limited('lab_generated_number')} helperText={`${P}.labHint`} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextInput {...limited('village_of_residence')} />
        <TextInput {...limited('village_of_workplace')} />
      </Stack>
      <TextInput {...limited('physical_address')} fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextInput {...limited('phone_number')} />
        <TextInput {...limited('email_address')} type="email" />
      </Stack>
    </FormDialog>
  );
}
