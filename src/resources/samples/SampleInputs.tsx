import { useMemo } from 'react';
import { required, SelectInput, TextInput } from 'react-admin';
import { useUniqueName } from '../../components/useUniqueName';
import { textMax } from '../../lib/validators';
import { SAMPLE_PRIORITIES } from '../../../contract/types';

export const priorityChoices = SAMPLE_PRIORITIES.map((p) => ({
  id: p,
  name: `resources.samples.priorities.${p}`,
}));

// the lengths the server takes (server/db/schema.ts samples, server/routes/api/resources.ts)
const descriptionRules = [required('resources.samples.descriptionRequired'), textMax(5000)];

/** The sample fields once, shared by create and edit, with the spec's messages; a name is used once. */
export function SampleInputs() {
  const unique = useUniqueName('samples', { message: 'resources.samples.nameTaken' });
  const nameRules = useMemo(
    () => [required('resources.samples.nameRequired'), textMax(200), unique],
    [unique],
  );
  return (
    <>
      <TextInput source="name" validate={nameRules} fullWidth />
      <TextInput source="description" validate={descriptionRules} multiline minRows={2} fullWidth />
      <SelectInput
        source="priority"
        choices={priorityChoices}
        defaultValue="normal"
        validate={required('resources.samples.priorityRequired')}
        sx={{ minWidth: 220 }}
      />
    </>
  );
}
