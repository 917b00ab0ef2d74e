import { useState } from 'react';
import SendIcon from '@mui/icons-material/Send';
import {
  CanAccess,
  CreateBase,
  required,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRefresh,
} from 'react-admin';
import { CollapsibleCard } from '../../components/CollapsibleCard';
import { OnceSaveButton } from '../../components/OnceSaveButton';

/** The collapsible create form of /regions/: one field, Region Name, and Submit. */
export function RegionCreateForm({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [formKey, setFormKey] = useState(0);
  return (
    <CanAccess resource="regions" action="create">
      <CollapsibleCard title="resources.regions.createPanel" defaultOpen={defaultOpen} sx={{ mb: 2 }}>
        <CreateBase
          resource="regions"
          redirect={false}
          mutationOptions={{
            onSuccess: () => {
              notify('resources.regions.created', { type: 'success' });
              setFormKey((k) => k + 1);
              refresh();
            },
          }}
        >
          <SimpleForm
            key={formKey}
            sx={{ p: 0 }}
            toolbar={
              <Toolbar sx={{ px: 0 }}>
                <OnceSaveButton alwaysEnable label="resources.regions.submit" icon={<SendIcon />} />
              </Toolbar>
            }
          >
            <TextInput source="name" validate={required('resources.regions.nameRequired')} fullWidth />
          </SimpleForm>
        </CreateBase>
      </CollapsibleCard>
    </CanAccess>
  );
}
