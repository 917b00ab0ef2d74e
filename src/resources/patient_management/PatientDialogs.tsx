/**
 * The row dialogs of Patient Management: details (with Edit Patient), edit (Save Changes) and the delete
 * confirmation ('Are you sure you want to delete this patient?' Yes/No).
 */
import type { ReactNode } from 'react';
import { Box, Button as MuiButton, Grid, Typography } from '@mui/material';
import {
  Confirm,
  maxValue,
  minValue,
  NumberInput,
  SelectInput,
  TextInput,
  required,
  useDelete,
  useNotify,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { DateInput } from '../../components/DateInput';
import { textMax } from '../../lib/validators';
import { FormDialog } from '../../components/FormDialog';
import { DetailsDialog } from '../../components/DetailsDialog';
import { formatDate, formatDateTime } from '../../../contract/dates';
import { NATIONALITIES, SEXES } from '../../../contract/patients';
import {
  editBody,
  PATIENT_MAX_AGE,
  PATIENT_MAX_LENGTH,
  patientAge,
  RESOURCE,
  type Patient,
} from './patients';

const T = 'resources.patient_management';

const DETAIL_FIELDS: { field: string; value: (p: Patient) => ReactNode }[] = [
  { field: 'names', value: (p) => p.names },
  { field: 'age', value: (p) => patientAge(p) },
  { field: 'sex', value: (p) => p.sex },
  { field: 'date_of_birth', value: (p) => formatDate(p.date_of_birth) },
  { field: 'nationality', value: (p) => p.nationality },
  { field: 'phone_number', value: (p) => p.phone_number },
  { field: 'email_address', value: (p) => p.email_address },
  { field: 'patient_opd_ipd_number', value: (p) => p.patient_opd_ipd_number },
  { field: 'national_id_number', value: (p) => p.national_id_number },
  { field: 'village_of_residence', value: (p) => p.village_of_residence },
  { field: 'village_of_workplace', value: (p) => p.village_of_workplace },
  { field: 'physical_address', value: (p) => p.physical_address },
  { field: 'occupation', value: (p) => p.occupation },
  { field: 'pending_sample_pickup_number', value: (p) => p.pending_sample_pickup_number },
  { field: 'registered_at', value: (p) => formatDateTime(p.created_at) },
];

/** 'Failed to update patient', followed by the server's reason when it gave one. */
function failure(text: string, error: unknown): string {
  const reason = error instanceof Error ? error.message.trim() : '';
  return reason && reason !== text ? `${text}: ${reason}` : text;
}

export interface PatientDialogProps {
  patient: Patient;
  open: boolean;
  onClose: () => void;
}

/** Every listed field of a patient, and Edit Patient (when allowed). */
export function PatientViewDialog({
  patient,
  open,
  onClose,
  onEdit,
}: PatientDialogProps & { onEdit?: () => void }) {
  const translate = useTranslate();
  return (
    <DetailsDialog
      open={open}
      onClose={onClose}
      title={translate(`${T}.viewTitle`)}
      closeLabel={`${T}.close`}
      empty="—"
      rows={DETAIL_FIELDS.map(({ field, value }) => ({
        field,
        label: translate(`${T}.fields.${field}`),
        value: value(patient),
      }))}
      actions={
        onEdit ? (
          <MuiButton variant="contained" onClick={onEdit}>
            {translate(`${T}.editPatient`)}
          </MuiButton>
        ) : null
      }
    />
  );
}

const sexChoices = SEXES.map((s) => ({ id: s, name: `${T}.sexes.${s}` }));

function nationalityChoices(current: string | null | undefined) {
  const names: string[] = [...NATIONALITIES];
  if (current && !names.includes(current)) names.push(current);
  return names.map((n) => ({ id: n, name: n }));
}

// the server's limits at the field
const namesMaxRules = [textMax(PATIENT_MAX_LENGTH.names)];
const requiredNamesRules = [required(`${T}.namesRequired`), ...namesMaxRules];
// the age is read as an integer (41.8 → 41, operations.md 5): only its range is said
const ageRules = [minValue(0), maxValue(PATIENT_MAX_AGE)];

/** The plain text fields of the edit dialog, two to a row, in the view dialog's order. */
const TEXT_FIELDS = [
  'occupation',
  'phone_number',
  'email_address',
  'patient_opd_ipd_number',
  'national_id_number',
  'village_of_residence',
  'village_of_workplace',
  'lab_generated_number',
] as const;

/**
 * The edit dialog: Full Name and Sex required, age read as an integer; Save Changes updates the patient.
 * The hub patient screen (administration.md 5 and 8) passes `enforceRequired={false}` (the two fields are
 * marked required but not enforced) and its own success and failure texts.
 */
export function PatientEditDialog({
  patient,
  open,
  onClose,
  enforceRequired = true,
  messages = { updated: `${T}.updated`, updateFailed: `${T}.updateFailed` },
}: PatientDialogProps & { enforceRequired?: boolean; messages?: { updated: string; updateFailed: string } }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [update] = useUpdate<Patient>();

  const half = { xs: 12, sm: 6 };
  // required: enforced with the spec's message, or only marked with an asterisk
  const requiredProps = (field: 'names' | 'sex', message: string) =>
    enforceRequired ? { validate: required(message) } : { label: `${translate(`${T}.fields.${field}`)} *` };
  const namesRules = enforceRequired ? requiredNamesRules : namesMaxRules;
  return (
    <FormDialog<Record<string, unknown>>
      open={open}
      onClose={onClose}
      title={translate(`${T}.editTitle`)}
      maxWidth="md"
      dividers
      resource={RESOURCE}
      defaultValues={patient as unknown as Record<string, unknown>}
      saveLabel={`${T}.saveChanges`}
      cancelLabel={`${T}.cancel`}
      invalidFormToast
      mutationFn={(values) =>
        update(
          RESOURCE,
          { id: patient.id, data: editBody(values, patient), previousData: patient },
          { mutationMode: 'pessimistic', returnPromise: true },
        )
      }
      success={messages.updated}
      failure={messages.updateFailed}
      failureText={(error, t) => failure(t(messages.updateFailed), error)}
      onSuccess={() => {
        onClose();
        refresh();
      }}
      // the toast says it (the screens' tests find the message once)
      showError={false}
    >
      <Grid container columnSpacing={2}>
        <Grid size={half}>
          <TextInput
            source="names"
            {...requiredProps('names', `${T}.namesRequired`)}
            // the required rule (when enforced) and the column's length
            validate={namesRules}
            fullWidth
          />
        </Grid>
        <Grid size={half}>
          <SelectInput
            source="sex"
            choices={sexChoices}
            {...requiredProps('sex', `${T}.sexRequired`)}
            fullWidth
          />
        </Grid>
        <Grid size={half}>
          <NumberInput source="age" step={1} min={0} validate={ageRules} fullWidth />
        </Grid>
        <Grid size={half}>
          <DateInput source="date_of_birth" fullWidth />
        </Grid>
        <Grid size={half}>
          <SelectInput
            source="nationality"
            choices={nationalityChoices(patient.nationality)}
            translateChoice={false}
            fullWidth
          />
        </Grid>
        {TEXT_FIELDS.map((source) => (
          <Grid key={source} size={half}>
            <TextInput
              source={source}
              type={source === 'email_address' ? 'email' : undefined}
              validate={textMax(PATIENT_MAX_LENGTH[source])}
              fullWidth
            />
          </Grid>
        ))}
        <Grid size={12}>
          <TextInput
            source="physical_address"
            validate={textMax(PATIENT_MAX_LENGTH.physical_address)}
            multiline
            fullWidth
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}

/** 'Are you sure you want to delete this patient?' Yes / No; the row goes once the server agrees. */
export function PatientDeleteConfirm({ patient, open, onClose }: PatientDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [remove, { isPending }] = useDelete<Patient>();
  const confirm = () =>
    remove(
      RESOURCE,
      { id: patient.id, previousData: patient },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${T}.deleted`, { type: 'success' });
          onClose();
          refresh();
        },
        onError: (error) => {
          notify(failure(translate(`${T}.deleteFailed`), error), { type: 'error' });
          onClose();
        },
      },
    );
  return (
    <Confirm
      isOpen={open}
      loading={isPending}
      title={`${T}.deleteTitle`}
      content={
        <Box>
          <Typography>{translate(`${T}.deleteConfirm`)}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {patient.names}
            {patient.patient_opd_ipd_number ? ` · ${patient.patient_opd_ipd_number}` : ''}
          </Typography>
        </Box>
      }
      confirm={`${T}.yes`}
      cancel={`${T}.no`}
      confirmColor="warning"
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
