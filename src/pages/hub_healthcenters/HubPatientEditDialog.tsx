/**
 * Patient edit of the hub patient screen (administration.md 5): Full Name and Sex are marked required but not
 * enforced, the age is read as an integer; 'Patient updated successfully' / 'Failed to update patient'.
 * The PUT sends Full Name and Sex and every field that changed (editBody of the patient management screen).
 */
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, Grid } from '@mui/material';
import {
  Form,
  NumberInput,
  SelectInput,
  TextInput,
  useNotify,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { DateInput } from '../../components/DateInput';
import { NATIONALITIES, SEXES } from '../../lib/patients';
import { editBody, type Patient } from '../../resources/patient_management/patients';

const T = 'pages.hubFacilities.patients';
const F = 'resources.patient_management.fields';
export const PATIENTS = 'patient_management';

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

export function HubPatientEditDialog({ patient, onClose }: { patient: Patient | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<Patient>();
  if (!patient) return null;

  const submit = (values: Record<string, unknown>) =>
    update(
      PATIENTS,
      { id: patient.id, data: editBody(values, patient), previousData: patient },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${T}.updated`, { type: 'success' });
          onClose();
          refresh();
        },
        onError: (error) => {
          const reason = error instanceof Error ? error.message.trim() : '';
          const text = translate(`${T}.updateFailed`);
          notify(reason && reason !== text ? `${text}: ${reason}` : text, { type: 'error' });
        },
      },
    );

  // marked required (asterisk) without a validator: the spec says the marks are not enforced
  const marked = (field: string) => `${translate(`${F}.${field}`)} *`;
  const half = { xs: 12, sm: 6 };
  const nationalities: string[] = [...NATIONALITIES];
  if (patient.nationality && !nationalities.includes(patient.nationality))
    nationalities.push(patient.nationality);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="hub-patient-edit-title">
      <Form record={patient} onSubmit={submit} resource={PATIENTS} noValidate>
        <DialogTitle id="hub-patient-edit-title">{translate(`${T}.editTitle`)}</DialogTitle>
        <DialogContent dividers>
          <Grid container columnSpacing={2}>
            <Grid size={half}>
              <TextInput source="names" label={marked('names')} fullWidth />
            </Grid>
            <Grid size={half}>
              <SelectInput
                source="sex"
                label={marked('sex')}
                choices={SEXES.map((s) => ({ id: s, name: `resources.patient_management.sexes.${s}` }))}
                fullWidth
              />
            </Grid>
            <Grid size={half}>
              <NumberInput source="age" label={`${F}.age`} step={1} min={0} fullWidth />
            </Grid>
            <Grid size={half}>
              <DateInput source="date_of_birth" label={`${F}.date_of_birth`} fullWidth />
            </Grid>
            <Grid size={half}>
              <SelectInput
                source="nationality"
                label={`${F}.nationality`}
                choices={nationalities.map((n) => ({ id: n, name: n }))}
                translateChoice={false}
                fullWidth
              />
            </Grid>
            {TEXT_FIELDS.map((source) => (
              <Grid key={source} size={half}>
                <TextInput
                  source={source}
                  label={`${F}.${source}`}
                  type={source === 'email_address' ? 'email' : undefined}
                  fullWidth
                />
              </Grid>
            ))}
            <Grid size={12}>
              <TextInput source="physical_address" label={`${F}.physical_address`} multiline fullWidth />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose} disabled={isPending}>
            {translate(`${T}.cancel`)}
          </MuiButton>
          <MuiButton type="submit" variant="contained" disabled={isPending}>
            {translate(`${T}.save`)}
          </MuiButton>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
