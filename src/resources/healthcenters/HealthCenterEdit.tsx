import { Card, CardHeader } from '@mui/material';
import {
  BooleanInput,
  Edit,
  type EditProps,
  SimpleForm,
  Toolbar,
  useNotify,
  useTranslate,
} from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { HealthCenterInputs } from './HealthCenterInputs';
import { OnceSaveButton } from '../../components/OnceSaveButton';

/** /healthcenters/:centerID : the health centre edit form, the create form's fields plus sub hub. */
export function HealthCenterEdit(props: Omit<EditProps, 'children'>) {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <Edit
      {...props}
      title="resources.healthcenters.editTitle"
      mutationMode="pessimistic"
      redirect={false}
      component="div"
      mutationOptions={{ onSuccess: () => notify('resources.healthcenters.updated', { type: 'success' }) }}
    >
      <Card sx={{ mt: 1 }}>
        <CardHeader title={translate('resources.healthcenters.editTitle')} />
        <SimpleForm
          toolbar={
            <Toolbar sx={{ justifyContent: 'space-between' }}>
              <OnceSaveButton />
              <ConfirmDeleteButton redirect="list" successMessage="resources.healthcenters.deleted" />
            </Toolbar>
          }
        >
          <HealthCenterInputs />
          <BooleanInput source="sub_hub" />
        </SimpleForm>
      </Card>
    </Edit>
  );
}

export default HealthCenterEdit;
