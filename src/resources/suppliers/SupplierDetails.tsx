import { Card, CardHeader, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link, useParams } from 'react-router-dom';
import { Button, EditBase, SimpleForm, Title, Toolbar, useNotify, useTranslate } from 'react-admin';
import { SupplierInputs } from './SupplierInputs';
import { OnceSaveButton } from '../../components/OnceSaveButton';

/** /supplierdetails/:supplierID : the supplier edit form (PUT /api/suppliers/{id}/). */
export function SupplierDetails() {
  const { supplierID } = useParams<{ supplierID: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const title = translate('resources.suppliers.detailsTitle');
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Title title={title} />
      <div>
        <Button component={Link} to="/suppliers/" label="resources.suppliers.back">
          <ArrowBackIcon />
        </Button>
      </div>
      <EditBase
        resource="suppliers"
        id={supplierID}
        mutationMode="pessimistic"
        redirect={false}
        mutationOptions={{ onSuccess: () => notify('resources.suppliers.updated', { type: 'success' }) }}
      >
        <Card>
          <CardHeader title={title} slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} />
          <SimpleForm
            toolbar={
              <Toolbar>
                <OnceSaveButton />
              </Toolbar>
            }
          >
            <SupplierInputs />
          </SimpleForm>
        </Card>
      </EditBase>
    </Stack>
  );
}

export default SupplierDetails;
