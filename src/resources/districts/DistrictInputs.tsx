import { required, SelectInput, TextInput } from 'react-admin';
import { useAllPages } from '../../components/useAllPages';
import type { Region } from '../../../contract/types';

/** The district create fields: name ('Please input name') and region (a small fixed list: every page of it). */
export function DistrictInputs() {
  const { data, isPending } = useAllPages<Region>('regions', { sort: { field: 'name', order: 'ASC' } });
  return (
    <>
      <TextInput source="district_name" validate={required('resources.districts.nameRequired')} fullWidth />
      <SelectInput
        source="region"
        choices={data ?? []}
        isPending={isPending}
        optionText="name"
        validate={required('resources.districts.regionRequired')}
        sx={{ minWidth: 260 }}
      />
    </>
  );
}
