import { required, SelectInput, TextInput } from 'react-admin';
import { SAMPLE_PRIORITIES } from '../../../contract/types';

export const priorityChoices = SAMPLE_PRIORITIES.map((p) => ({
  id: p,
  name: `resources.samples.priorities.${p}`,
}));

/** The sample fields once, shared by create and edit, with the spec's messages. */
export function SampleInputs() {
  return (
    <>
      <TextInput source="name" validate={required('resources.samples.nameRequired')} fullWidth />
      <TextInput
        source="description"
        validate={required('resources.samples.descriptionRequired')}
        multiline
        minRows={2}
        fullWidth
      />
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
