import { useState, type ReactNode } from 'react';
import {
  CanAccess,
  CreateBase,
  SimpleForm,
  Toolbar,
  useNotify,
  useRefresh,
  type SaveButtonProps,
} from 'react-admin';
import { CollapsibleCard } from './CollapsibleCard';
import { OnceSaveButton } from './OnceSaveButton';

export interface CreatePanelProps {
  resource: string;
  /** i18n key of the panel title. */
  title: string;
  /** i18n key of the success message. */
  successMessage: string;
  defaultOpen?: boolean;
  /** The submit button's label and icon, when not react-admin's Save. */
  submit?: Pick<SaveButtonProps, 'label' | 'icon'>;
  children: ReactNode;
}

/** A collapsible create form on a list page; after a save the form empties and the list reloads. */
export function CreatePanel({
  resource,
  title,
  successMessage,
  defaultOpen = false,
  submit,
  children,
}: CreatePanelProps) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [formKey, setFormKey] = useState(0);
  return (
    <CanAccess resource={resource} action="create">
      <CollapsibleCard title={title} defaultOpen={defaultOpen} sx={{ mb: 2 }}>
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
                <OnceSaveButton alwaysEnable {...submit} />
              </Toolbar>
            }
          >
            {children}
          </SimpleForm>
        </CreateBase>
      </CollapsibleCard>
    </CanAccess>
  );
}
