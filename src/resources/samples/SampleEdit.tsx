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
import { StatusChip } from '../../components/StatusChip';
import type { Sample } from '../../types';
import { SampleInputs } from './SampleInputs';

function SampleDetailCard() {
  const record = useRecordContext<Sample>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Card>
      <CardHeader title={translate('resources.samples.detailTitle')} />
      <CardContent sx={{ pt: 0 }}>
        <Table size="small" aria-label={translate('resources.samples.detailTitle')}>
          <TableBody>
            <TableRow>
              <TableCell component="th">{translate('resources.samples.fields.name')}</TableCell>
              <TableCell>{record.name}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell component="th">{translate('resources.samples.fields.description')}</TableCell>
              <TableCell>{record.description}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell component="th">{translate('resources.samples.fields.priority')}</TableCell>
              <TableCell>
                <StatusChip kind="priority" value={record.priority} />
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

/** /samples/:sampleID : the sample's details and the update form. */
export function SampleEdit() {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <Edit
      title="resources.samples.detailTitle"
      mutationMode="pessimistic"
      redirect={false}
      component="div"
      mutationOptions={{ onSuccess: () => notify('resources.samples.updated', { type: 'success' }) }}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <SampleDetailCard />
        <Card>
          <CardHeader title={translate('resources.samples.updateTitle')} />
          <SimpleForm
            toolbar={
              <Toolbar sx={{ justifyContent: 'space-between' }}>
                <SaveButton />
                <ConfirmDeleteButton redirect="list" />
              </Toolbar>
            }
          >
            <SampleInputs />
          </SimpleForm>
        </Card>
      </Stack>
    </Edit>
  );
}

export default SampleEdit;
