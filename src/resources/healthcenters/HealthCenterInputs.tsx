import { AutocompleteInput, NumberInput, ReferenceInput, required, TextInput } from 'react-admin';
import { Box } from '@mui/material';
import { DistrictSelectInput } from '../districts/DistrictSelectInput';

/** Hubs are searched on the server as the user types (q → search). */
const hubFilterToQuery = (q: string) => ({ q });

/** The health centre fields of the create form (and the first part of the edit form), with the spec's messages. */
export function HealthCenterInputs() {
  return (
    <>
      <TextInput source="name" validate={required('resources.healthcenters.nameRequired')} fullWidth />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <TextInput
          source="contactperson_name"
          validate={required('resources.healthcenters.contactRequired')}
          sx={{ flex: '1 1 260px' }}
        />
        <TextInput source="contactperson_phone" type="tel" sx={{ flex: '1 1 200px' }} />
      </Box>
      <DistrictSelectInput validate={required('resources.healthcenters.districtRequired')} />
      <ReferenceInput
        source="collection_hub"
        reference="collectionhubs"
        sort={{ field: 'name', order: 'ASC' }}
        perPage={50}
      >
        <AutocompleteInput
          optionText="name"
          filterToQuery={hubFilterToQuery}
          validate={required('resources.healthcenters.hubRequired')}
          sx={{ minWidth: 260 }}
        />
      </ReferenceInput>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <NumberInput source="location_latitude" step={0.000001} min={-90} max={90} />
        <NumberInput source="location_longitude" step={0.000001} min={-180} max={180} />
      </Box>
    </>
  );
}
