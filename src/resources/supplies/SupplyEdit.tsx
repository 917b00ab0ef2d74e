import { Card, CardContent, CardHeader, Stack, Table, TableBody, TableCell, TableRow } from '@mui/material';
import {
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import type { Supply } from '../../types';
import { SupplyInputs } from './SupplyInputs';

function SupplyDetailCard() {
  const record = useRecordContext<Supply>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Card>
      <CardHeader title={translate('resources.supplies.detailTitle')} />
      <CardContent sx={{ pt: 0 }}>
        <Table size="small" aria-label={translate('resources.supplies.detailTitle')}>
          <TableBody>
            <TableRow>
              <TableCell component="th">{translate('resources.supplies.fields.name')}</TableCell>
              <TableCell>{record.name}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell component="th">{translate('resources.supplies.fields.description')}</TableCell>
              <TableCell>{record.description}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

/** /supplies/:supplyID : the supply's detail card and the Name/Description update form. */
export function SupplyEdit() {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <Edit
      title="resources.supplies.detailTitle"
      mutationMode="pessimistic"
      redirect={false}
      component="div"
      mutationOptions={{ onSuccess: () => notify('resources.supplies.updated', { type: 'success' }) }}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <SupplyDetailCard />
        <Card>
          <CardHeader title={translate('resources.supplies.updateTitle')} />
          <SimpleForm
            toolbar={
              <Toolbar sx={{ justifyContent: 'space-between' }}>
                <SaveButton />
                <ConfirmDeleteButton redirect="list" />
              </Toolbar>
            }
          >
            <SupplyInputs />
          </SimpleForm>
        </Card>
      </Stack>
    </Edit>
  );
}

export default SupplyEdit;
