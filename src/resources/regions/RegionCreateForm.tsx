import SendIcon from '@mui/icons-material/Send';
import { required, TextInput } from 'react-admin';
import { CreatePanel } from '../../components/CreatePanel';

/** The collapsible create form of /regions/: one field, Region Name, and Submit. */
export function RegionCreateForm({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <CreatePanel
      resource="regions"
      title="resources.regions.createPanel"
      successMessage="resources.regions.created"
      defaultOpen={defaultOpen}
      submit={{ label: 'resources.regions.submit', icon: <SendIcon /> }}
    >
      <TextInput source="name" validate={required('resources.regions.nameRequired')} fullWidth />
    </CreatePanel>
  );
}
