import { Box, InputAdornment } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import {
  maxLength,
  regex,
  required,
  SelectInput,
  TextInput,
  useInput,
  useNotify,
  useTranslate,
  type Validator,
} from 'react-admin';
import { DateInput } from '../../components/DateInput';
import { ServerAutocomplete } from '../../components/ServerAutocomplete';
import { ImageInput } from '../../components/ImageInput';
import { PNG_OR_JPEG } from '../../lib/image';
import { textMax } from '../../lib/validators';

/** administration.md 9: the phone number of an agent has at most 10 characters. */
export const AGENT_PHONE_MAX_LENGTH = 10;

const T = 'resources.deliveryagents';
const BY_NAME = { field: 'name', order: 'ASC' } as const;

export const agentTypeChoices = [
  { id: 'rider', name: `${T}.types.rider` },
  { id: 'entrant', name: `${T}.types.entrant` },
];
export const genderChoices = [
  { id: 'Male', name: `${T}.genders.Male` },
  { id: 'Female', name: `${T}.genders.Female` },
];

/** Phone checks on the value typed (the empty case is handled by the form: create shows an info message). */
export const phoneValidators: Validator[] = [
  maxLength(AGENT_PHONE_MAX_LENGTH, `${T}.validation.phoneTooLong`),
  regex(/^\d*$/, `${T}.validation.phoneDigits`),
];

/** The phone input: Uganda (UG +256) by default, the local number as typed, 10 characters at most. */
export function AgentPhoneInput({ validate = [] }: { validate?: Validator[] }) {
  const translate = useTranslate();
  return (
    <TextInput
      source="RegisteredPhoneNumber1"
      validate={[...phoneValidators, ...validate]}
      helperText={`${T}.phone.hint`}
      parse={(v: string) => (v ?? '').replace(/\s+/g, '')}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start" title={translate(`${T}.phone.country`)}>
              <Box
                component="span"
                aria-label={translate(`${T}.phone.country`)}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {translate(`${T}.phone.prefix`)}
              </Box>
            </InputAdornment>
          ),
        },
        htmlInput: { maxLength: AGENT_PHONE_MAX_LENGTH, inputMode: 'numeric', autoComplete: 'off' },
      }}
    />
  );
}

/**
 * The agent photo: PNG or JPEG only, resized to 300x400 JPEG (quality 50) as soon as it is chosen, so the
 * form holds the file that will be uploaded. Unchanged, the value stays the stored photo's URL (not sent).
 */
export function AgentPhotoInput() {
  const translate = useTranslate();
  const notify = useNotify();
  const { field } = useInput({ source: 'Photo' });
  const value: unknown = field.value;
  return (
    <ImageInput
      value={typeof Blob !== 'undefined' && value instanceof Blob ? (value as File) : null}
      currentUrl={typeof value === 'string' ? value : null}
      onChange={(file) => (file ? field.onChange(file) : undefined)}
      accept={PNG_OR_JPEG}
      typeError={translate('components.photo.typePngJpeg')}
      resize
      onError={(message) => notify(message, { type: 'error' })}
      chooseLabel={translate(`${T}.photo.choose`)}
      changeLabel={translate(`${T}.photo.change`)}
      inputLabel={translate(`${T}.photo.label`)}
      alt={translate(`${T}.photo.label`)}
      fileText={(name) => translate(`${T}.photo.selected`, { name })}
      icon={<PhotoCameraIcon />}
      shape={{ variant: 'rounded', width: 60, height: 80 }}
      testId="agent-photo-input"
    />
  );
}

/** Every agent field of the create and the edit form, with the messages of administration.md 5. */
export function AgentInputs({ mode }: { mode: 'create' | 'edit' }) {
  const v = (key: string) => required(`${T}.validation.${key}`);
  const row = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } } as const;
  return (
    <Box sx={{ width: '100%' }}>
      <AgentPhotoInput />
      <Box sx={row}>
        <SelectInput
          source="agent_type"
          choices={agentTypeChoices}
          defaultValue="rider"
          validate={v('agent_type')}
        />
        <TextInput source="first_name" validate={[v('first_name'), textMax(150)]} />
        <TextInput source="second_name" validate={[v('second_name'), textMax(150)]} />
        <SelectInput source="gender" choices={genderChoices} validate={v('gender')} />
        <TextInput source="Nationality" validate={[v('Nationality'), textMax(100)]} />
        <TextInput source="IDNumber" validate={[v('IDNumber'), textMax(60)]} />
        <TextInput source="AreaOfResidence" validate={[v('AreaOfResidence'), textMax(200)]} />
        <TextInput source="District" validate={[v('District'), textMax(120)]} />
        <AgentPhoneInput validate={mode === 'edit' ? [required(`${T}.validation.phoneMissing`)] : []} />
        <ServerAutocomplete
          source="collection_hub"
          reference="collectionhubs"
          sort={BY_NAME}
          optionText="name"
          noMatch="components.pickers.noHub"
          validate={v('collection_hub')}
        />
        <DateInput source="date_of_registration" />
      </Box>
    </Box>
  );
}
