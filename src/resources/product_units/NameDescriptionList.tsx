/**
 * The list of a name + description master table with add, edit and details modals and delete
 * (spec 2.11: 'PRODUCT UNITS'; 'PRODUCT CATEGORIES' is built the same way and imports this).
 * Texts come from resources.<resource>.* (listTitle, add, createTitle, editTitle, detailsTitle, created ...).
 */
import { useState, type ReactNode } from 'react';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Button as MuiButton,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Button,
  CanAccess,
  CreateBase,
  DataTable,
  EditBase,
  List,
  SearchInput,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  required,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { ListEmpty } from '../../components/ListEmpty';
import { ListLoading } from '../../components/ListLoading';
import { OnceSaveButton } from '../../components/OnceSaveButton';

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

function DialogToolbar({ resource, onCancel }: { resource: string; onCancel(): void }) {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ px: 0, gap: 1, justifyContent: 'flex-end', background: 'none' }}>
      <MuiButton onClick={onCancel}>{translate(`resources.${resource}.cancel`)}</MuiButton>
      <OnceSaveButton label={`resources.${resource}.save`} alwaysEnable />
    </Toolbar>
  );
}

function FormDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" onClick={(e) => e.stopPropagation()}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>{open ? children : null}</DialogContent>
    </Dialog>
  );
}

/** 'Add Unit' / 'Add Category': the create modal. */
export function CreateDialogButton({ resource, nameSource }: NameDescriptionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button label={`resources.${resource}.add`} onClick={() => setOpen(true)} variant="contained">
        <AddIcon />
      </Button>
      <FormDialog open={open} title={translate(`resources.${resource}.createTitle`)} onClose={close}>
        <CreateBase
          resource={resource}
          redirect={false}
          mutationOptions={{
            onSuccess: () => {
              notify(`resources.${resource}.created`, { type: 'success' });
              close();
              refresh();
            },
          }}
        >
          <SimpleForm sx={{ p: 0 }} toolbar={<DialogToolbar resource={resource} onCancel={close} />}>
            <NameDescriptionInputs resource={resource} nameSource={nameSource} />
          </SimpleForm>
        </CreateBase>
      </FormDialog>
    </>
  );
}

/** Edit modal of a row. */
export function EditDialogButton({ resource, nameSource }: NameDescriptionProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const close = () => setOpen(false);
  return (
    <>
      <Button
        label={`resources.${resource}.edit`}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        <EditIcon />
      </Button>
      <FormDialog open={open} title={translate(`resources.${resource}.editTitle`)} onClose={close}>
        <EditBase
          resource={resource}
          id={record.id}
          redirect={false}
          mutationMode="pessimistic"
          mutationOptions={{
            onSuccess: () => {
              notify(`resources.${resource}.updated`, { type: 'success' });
              close();
              refresh();
            },
          }}
        >
          <SimpleForm sx={{ p: 0 }} toolbar={<DialogToolbar resource={resource} onCancel={close} />}>
            <NameDescriptionInputs resource={resource} nameSource={nameSource} />
          </SimpleForm>
        </EditBase>
      </FormDialog>
    </>
  );
}

/** Details modal of a row. */
export function DetailsDialogButton({ resource, nameSource }: NameDescriptionProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const title = translate(`resources.${resource}.detailsTitle`);
  return (
    <>
      <Button
        label={`resources.${resource}.details`}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        <VisibilityIcon />
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        onClick={(e) => e.stopPropagation()}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
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
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate(`resources.${resource}.close`)}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
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
