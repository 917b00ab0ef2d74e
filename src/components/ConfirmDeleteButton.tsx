import { DeleteButton, useRecordContext, useTranslate, type DeleteButtonProps } from 'react-admin';

/** Delete with a confirmation dialog; the record goes only after the server agrees. */
export function ConfirmDeleteButton({
  nameSource = 'name',
  ...props
}: DeleteButtonProps & { nameSource?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const name = record ? String((record as Record<string, unknown>)[nameSource] ?? record.id) : '';
  return (
    <DeleteButton
      mutationMode="pessimistic"
      confirmTitle={translate('components.confirmDelete.title', { name })}
      confirmContent={translate('components.confirmDelete.content')}
      redirect={false}
      successMessage="components.confirmDelete.deleted"
      {...props}
    />
  );
}
