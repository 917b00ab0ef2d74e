/**
 * The list of a name + description master table with add, edit and details modals and delete
 * (spec 2.11: 'PRODUCT UNITS'; 'PRODUCT CATEGORIES' is built the same way and imports this).
 * Texts come from resources.<resource>.* (listTitle, add, createTitle, editTitle, detailsTitle, created ...).
 */
import { useState } from 'react';
import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Button,
  CanAccess,
  DataTable,
  List,
  SearchInput,
  TextInput,
  TopToolbar,
  required,
  useDataProvider,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { ListEmpty } from '../../components/ListEmpty';
import { ListLoading } from '../../components/ListLoading';
import { DetailsDialog } from '../../components/DetailsDialog';
import { FormDialog } from '../../components/FormDialog';
import { DialogButton } from '../../components/DialogButton';

export interface NameDescriptionProps {
  resource: 'product_units' | 'product_categories';
  /** The name column: unitname for units, name for categories. */
  nameSource: string;
}

export function NameDescriptionInputs({ resource, nameSource }: NameDescriptionProps) {
  return (
    <>
      <TextInput source={nameSource} validate={required(`resources.${resource}.nameRequired`)} fullWidth />
      <TextInput
        source="description"
        validate={required(`resources.${resource}.descriptionRequired`)}
        multiline
        minRows={2}
        fullWidth
      />
    </>
  );
}

/** The create or edit modal on the shared FormDialog: the two inputs, Cancel and Save. */
function NameDescriptionDialog({
  resource,
  nameSource,
  open,
  onClose,
  title,
  record,
  send,
  success,
}: NameDescriptionProps & {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The edited row; none: a new one. */
  record?: RaRecord;
  send: (data: Record<string, unknown>) => Promise<unknown>;
  /** i18n key of the success message. */
  success: string;
}) {
  const refresh = useRefresh();
  return (
    <FormDialog<Record<string, unknown>>
      open={open}
      onClose={onClose}
      title={title}
      maxWidth="sm"
      resource={resource}
      record={record}
      defaultValues={{ [nameSource]: '', description: '' }}
      saveLabel={`resources.${resource}.save`}
      cancelLabel={`resources.${resource}.cancel`}
      showError={false}
      mutationFn={(values) => send({ [nameSource]: values[nameSource], description: values.description })}
      success={success}
      failure="ra.notification.http_error"
      onSuccess={() => {
        onClose();
        refresh();
      }}
    >
      <NameDescriptionInputs resource={resource} nameSource={nameSource} />
    </FormDialog>
  );
}

/** 'Add Unit' / 'Add Category': the create modal. */
export function CreateDialogButton({ resource, nameSource }: NameDescriptionProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label={`resources.${resource}.add`} onClick={() => setOpen(true)} variant="contained">
        <AddIcon />
      </Button>
      <NameDescriptionDialog
        resource={resource}
        nameSource={nameSource}
        open={open}
        onClose={() => setOpen(false)}
        title={translate(`resources.${resource}.createTitle`)}
        send={(data) => dataProvider.create(resource, { data })}
        success={`resources.${resource}.created`}
      />
    </>
  );
}

/** Edit modal of a row. */
export function EditDialogButton({ resource, nameSource }: NameDescriptionProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  if (!record) return null;
  return (
    <DialogButton label={`resources.${resource}.edit`} icon={<EditIcon />}>
      {(open, close) => (
        <NameDescriptionDialog
          resource={resource}
          nameSource={nameSource}
          open={open}
          onClose={close}
          title={translate(`resources.${resource}.editTitle`)}
          record={record}
          send={(data) => dataProvider.update(resource, { id: record.id, data, previousData: record })}
          success={`resources.${resource}.updated`}
        />
      )}
    </DialogButton>
  );
}

/** Details modal of a row. */
export function DetailsDialogButton({ resource, nameSource }: NameDescriptionProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const title = translate(`resources.${resource}.detailsTitle`);
  return (
    <DialogButton label={`resources.${resource}.details`} icon={<VisibilityIcon />}>
      {(open, close) => (
        <DetailsDialog
          open={open}
          onClose={close}
          title={title}
          closeLabel={`resources.${resource}.close`}
          maxWidth="sm"
          dividers={false}
        >
          <Table size="small" aria-label={title}>
            <TableBody>
              <TableRow>
                <TableCell component="th">
                  {translate(`resources.${resource}.fields.${nameSource}`)}
                </TableCell>
                <TableCell>{String(record[nameSource] ?? '')}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th">{translate(`resources.${resource}.fields.description`)}</TableCell>
                <TableCell>{String(record.description ?? '')}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </DetailsDialog>
      )}
    </DialogButton>
  );
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function NameDescriptionList({ resource, nameSource }: NameDescriptionProps) {
  return (
    <List
      resource={resource}
      title={`resources.${resource}.listTitle`}
      filters={filters}
      sort={{ field: nameSource, order: 'ASC' }}
      actions={
        <TopToolbar>
          <CanAccess resource={resource} action="create">
            <CreateDialogButton resource={resource} nameSource={nameSource} />
          </CanAccess>
        </TopToolbar>
      }
      empty={false}
    >
      <ListLoading />
      <DataTable rowClick={false} bulkActionButtons={false} empty={<ListEmpty what={resource} />}>
        <DataTable.Col source={nameSource} />
        <DataTable.Col source="description" disableSort />
        <DataTable.Col label={`resources.${resource}.actions`} disableSort>
          <DetailsDialogButton resource={resource} nameSource={nameSource} />
          <CanAccess resource={resource} action="edit">
            <EditDialogButton resource={resource} nameSource={nameSource} />
          </CanAccess>
          <ConfirmDeleteButton nameSource={nameSource} successMessage={`resources.${resource}.deleted`} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
