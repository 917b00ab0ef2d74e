import { useState } from 'react';
import { Card, CardContent, CardHeader, Collapse, IconButton } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import SendIcon from '@mui/icons-material/Send';
import {
  CanAccess,
  CreateBase,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';

/** The collapsible create form of /regions/: one field, Region Name, and Submit. */
export function RegionCreateForm({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(defaultOpen);
  const [formKey, setFormKey] = useState(0);
  const title = translate('resources.regions.createPanel');
  return (
    <CanAccess resource="regions" action="create">
      <Card sx={{ mb: 2 }}>
        <CardHeader
          title={title}
          slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }}
          onClick={() => setOpen((o) => !o)}
          sx={{ cursor: 'pointer', py: 1 }}
          action={
            <IconButton aria-expanded={open} aria-label={title}>
              {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            </IconButton>
          }
        />
        <Collapse in={open} unmountOnExit>
          <CardContent sx={{ pt: 0 }}>
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
                    <SaveButton alwaysEnable label="resources.regions.submit" icon={<SendIcon />} />
                  </Toolbar>
                }
              >
                <TextInput source="name" validate={required('resources.regions.nameRequired')} fullWidth />
              </SimpleForm>
            </CreateBase>
          </CardContent>
        </Collapse>
      </Card>
    </CanAccess>
  );
}
