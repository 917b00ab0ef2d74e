import { Create, SaveButton, SimpleForm, Toolbar, useNotify, useRedirect } from 'react-admin';
import { SupplyInputs } from './SupplyInputs';

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
            <SaveButton alwaysEnable />
          </Toolbar>
        }
      >
        <SupplyInputs />
      </SimpleForm>
    </Create>
  );
}

export default SupplyCreate;
