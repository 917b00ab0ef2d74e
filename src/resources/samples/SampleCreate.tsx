import { Create, SimpleForm, Toolbar, useNotify, useRedirect } from 'react-admin';
import { SampleInputs } from './SampleInputs';
import { OnceSaveButton } from '../../components/OnceSaveButton';

export function SampleCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="resources.samples.createTitle"
      mutationOptions={{
        onSuccess: () => {
          notify('resources.samples.created', { type: 'success' });
          redirect('list', 'samples');
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
        <SampleInputs />
      </SimpleForm>
    </Create>
  );
}

export default SampleCreate;
