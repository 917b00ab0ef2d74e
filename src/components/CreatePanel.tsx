import { useState, type ReactNode } from 'react';
import { Card, CardContent, CardHeader, Collapse, IconButton } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import {
  CanAccess,
  CreateBase,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';

export interface CreatePanelProps {
  resource: string;
  /** i18n key of the panel title. */
  title: string;
  /** i18n key of the success message. */
  successMessage: string;
  defaultOpen?: boolean;
  children: ReactNode;
}

/** A collapsible create form on a list page; after a save the form empties and the list reloads. */
export function CreatePanel({
  resource,
  title,
  successMessage,
  defaultOpen = false,
  children,
}: CreatePanelProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(defaultOpen);
  const [formKey, setFormKey] = useState(0);
  return (
    <CanAccess resource={resource} action="create">
      <Card sx={{ mb: 2 }}>
        <CardHeader
          title={translate(title)}
          slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }}
          onClick={() => setOpen((o) => !o)}
          sx={{ cursor: 'pointer', py: 1 }}
          action={
            <IconButton aria-expanded={open} aria-label={translate(title)}>
              {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            </IconButton>
          }
        />
        <Collapse in={open} unmountOnExit>
          <CardContent sx={{ pt: 0 }}>
            <CreateBase
              resource={resource}
              redirect={false}
              mutationOptions={{
                onSuccess: () => {
                  notify(successMessage, { type: 'success' });
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
                    <SaveButton alwaysEnable />
                  </Toolbar>
                }
              >
                {children}
              </SimpleForm>
            </CreateBase>
          </CardContent>
        </Collapse>
      </Card>
    </CanAccess>
  );
}
