import { NumberInput, required, TextInput } from 'react-admin';
import { Box } from '@mui/material';
import { DistrictSelectInput } from '../districts/DistrictSelectInput';
import { textMax } from '../../lib/validators';

/** The hub fields of the create form (and the first part of the edit form), with the spec's messages. */
export function HubInputs() {
  return (
    <>
      <TextInput
        source="name"
        validate={[required('resources.collectionhubs.nameRequired'), textMax(200)]}
        fullWidth
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <TextInput
          source="supervisor_name"
          validate={[required('resources.collectionhubs.supervisorRequired'), textMax(200)]}
          sx={{ flex: '1 1 260px' }}
        />
        <TextInput source="supervisor_phone" type="tel" validate={textMax(40)} sx={{ flex: '1 1 200px' }} />
      </Box>
      <DistrictSelectInput validate={required('resources.collectionhubs.districtRequired')} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <NumberInput source="location_latitude" step={0.000001} min={-90} max={90} />
        <NumberInput source="location_longitude" step={0.000001} min={-180} max={180} />
      </Box>
    </>
  );
}
