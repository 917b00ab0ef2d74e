import { Create, SimpleForm, Toolbar, useNotify, useRedirect } from 'react-admin';
import { SupplyInputs } from './SupplyInputs';
import { OnceSaveButton } from '../../components/OnceSaveButton';

export function SupplyCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="resources.supplies.createTitle"
      mutationOptions={{
        onSuccess: () => {
          notify('resources.supplies.created', { type: 'success' });
          redirect('list', 'supplies');
        },
      }}
    >
      <SimpleForm
        toolbar={
          <Toolbar>
            <OnceSaveButton alwaysEnable />
          </Toolbar>
        }
      >
        <SupplyInputs />
      </SimpleForm>
    </Create>
  );
}

export default SupplyCreate;
