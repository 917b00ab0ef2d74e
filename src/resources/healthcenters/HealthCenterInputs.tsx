import { useMemo } from 'react';
import { AutocompleteInput, NumberInput, ReferenceInput, required, TextInput } from 'react-admin';
import { Box } from '@mui/material';
import { DistrictSelectInput } from '../districts/DistrictSelectInput';
import { nameKey, useUniqueName } from '../../components/useUniqueName';
import { textMax } from '../../lib/validators';

/** Hubs are searched on the server as the user types (q → search). */
const hubFilterToQuery = (q: string) => ({ q });

const T = 'resources.healthcenters';
// the lengths of the server's columns (server/db/schema.ts health_centres)
const contactRules = [required(`${T}.contactRequired`), textMax(200)];
const phoneRules = [textMax(40)];

type Values = Record<string, unknown>;
/** A centre's name is once in its hub and district: looked up among the hub's centres... */
const centreScope = (values: Values) =>
  values.collection_hub === undefined || values.collection_hub === null || values.collection_hub === ''
    ? null
    : { collection_hub: values.collection_hub };
/** ...and compared in the same district, as the server compares (without case and extra spaces). */
const sameDistrict = (row: Values, values: Values) => nameKey(row.district) === nameKey(values.district);

/** The health centre fields of the create form (and the first part of the edit form), with the spec's messages. */
export function HealthCenterInputs() {
  const unique = useUniqueName('healthcenters', {
    message: `${T}.nameTaken`,
    scope: centreScope,
    same: sameDistrict,
  });
  const nameRules = useMemo(() => [required(`${T}.nameRequired`), textMax(200), unique], [unique]);
  return (
    <>
      <TextInput source="name" validate={nameRules} fullWidth />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <TextInput source="contactperson_name" validate={contactRules} sx={{ flex: '1 1 260px' }} />
        <TextInput source="contactperson_phone" type="tel" validate={phoneRules} sx={{ flex: '1 1 200px' }} />
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
