import { useMemo, useRef, useState, type ReactNode } from 'react';
import {
  CanAccess,
  CreateBase,
  SaveButton,
  SaveContextProvider,
  SimpleForm,
  Toolbar,
  useNotify,
  useRefresh,
  useSaveContext,
  type SaveHandler,
} from 'react-admin';
import { CollapsibleCard } from './CollapsibleCard';

/**
 * react-admin's save of the form inside (the create or edit controller's), once per action: while a save is in
 * flight another one (a double-click on Save, a second Enter) gets the running one's outcome instead of a second
 * call. react-admin's SaveButton is only disabled once React re-renders with `isSubmitting`, too late for two
 * clicks in one frame; the ref here is set synchronously, as in useFormMutation.
 */
export function OnceSave({ children }: { children: ReactNode }) {
  const context = useSaveContext();
  const running = useRef<ReturnType<SaveHandler<unknown>> | null>(null);
  const value = useMemo(() => {
    const save = context.save;
    if (!save) return context;
    const once: SaveHandler<unknown> = (record, callbacks) => {
      if (running.current) return running.current;
      const result = save(record, callbacks);
      if (!(result instanceof Promise)) return result;
      running.current = result;
      const done = () => {
        if (running.current === result) running.current = null;
      };
      result.then(done, done);
      return result;
    };
    return { ...context, save: once };
  }, [context]);
  return <SaveContextProvider value={value}>{children}</SaveContextProvider>;
}

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
          <OnceSave>
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
          </OnceSave>
        </CreateBase>
      </CollapsibleCard>
    </CanAccess>
  );
}
