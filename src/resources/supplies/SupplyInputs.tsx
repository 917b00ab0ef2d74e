import { required, TextInput } from 'react-admin';

/** The supply fields once, shared by create and edit, with the spec's messages. */
export function SupplyInputs() {
  return (
    <>
      <TextInput source="name" validate={required('resources.supplies.nameRequired')} fullWidth />
      <TextInput
        source="description"
        validate={required('resources.supplies.descriptionRequired')}
        multiline
        minRows={2}
        fullWidth
      />
    </>
  );
}
