import { Card, CardHeader } from '@mui/material';
import {
  BooleanInput,
  Edit,
  type EditProps,
  SelectInput,
  SimpleForm,
  Toolbar,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { CollectionHub, Region } from '../../../contract/types';
import { HubInputs } from './HubInputs';
import { useAllPages } from '../../components/useAllPages';
import { OnceSaveButton } from '../../components/OnceSaveButton';

/** The region select of a hub: hubs store the region by name. */
function RegionNameInput() {
  const record = useRecordContext<CollectionHub>();
  // a small fixed list kept as a select: every page of it
  const { data, isPending } = useAllPages<Region>('regions', { sort: { field: 'name', order: 'ASC' } });
  const choices = (data ?? []).map((r) => ({ id: r.name, name: r.name }));
  if (record?.region && !choices.some((c) => c.id === record.region))
    choices.unshift({ id: record.region, name: record.region });
  return (
    <SelectInput
      source="region"
      choices={choices}
      isPending={isPending}
      emptyText=""
      sx={{ minWidth: 260 }}
    />
  );
}

/** /collectionhubs/:hubID : the hub edit form, the create form's fields plus region and main hub. */
export function HubEdit(props: Omit<EditProps, 'children'>) {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <Edit
      {...props}
      title="resources.collectionhubs.editTitle"
      mutationMode="pessimistic"
      redirect={false}
      component="div"
      mutationOptions={{ onSuccess: () => notify('resources.collectionhubs.updated', { type: 'success' }) }}
    >
      <Card sx={{ mt: 1 }}>
        <CardHeader title={translate('resources.collectionhubs.editTitle')} />
        <SimpleForm
          toolbar={
            <Toolbar>
              <OnceSaveButton />
            </Toolbar>
          }
        >
          <HubInputs />
          <RegionNameInput />
          <BooleanInput source="main_hub" />
        </SimpleForm>
      </Card>
    </Edit>
  );
}

export default HubEdit;
