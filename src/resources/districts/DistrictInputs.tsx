import { ReferenceInput, required, SelectInput, TextInput } from 'react-admin';

/** The district create fields: name ('Please input name') and region. */
export function DistrictInputs() {
  return (
    <>
      <TextInput source="district_name" validate={required('resources.districts.nameRequired')} fullWidth />
      <ReferenceInput
        source="region"
        reference="regions"
        sort={{ field: 'name', order: 'ASC' }}
        perPage={1000}
      >
        <SelectInput
          optionText="name"
          validate={required('resources.districts.regionRequired')}
          sx={{ minWidth: 260 }}
        />
      </ReferenceInput>
    </>
  );
}
