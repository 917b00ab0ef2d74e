import { Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import {
  BooleanInput,
  NumberInput,
  TextInput,
  maxValue,
  minValue,
  required,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { FormDialog } from '../../components/FormDialog';
import type { Product } from '../../../contract/types';
import { ProductPhotoInput } from './ProductPhoto';
import { ServerAutocomplete } from '../../components/ServerAutocomplete';
import { DialogButton } from '../../components/DialogButton';

const BY_UNIT = { field: 'unitname', order: 'ASC' } as const;
const BY_NAME = { field: 'name', order: 'ASC' } as const;
const notNegative = minValue(0, 'resources.products.notNegative');

/** The product fields of the edit modal (spec 7: PUT /api/products/{id}/). */
export function ProductInputs() {
  return (
    <Stack spacing={0}>
      <TextInput source="product_name" validate={required('resources.products.nameRequired')} fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <ServerAutocomplete
          source="unit"
          reference="product_units"
          sort={BY_UNIT}
          optionText="unitname"
          noMatch="components.pickers.noUnit"
          validate={required('resources.products.unitRequired')}
          fullWidth
        />
        <ServerAutocomplete
          source="product_category"
          reference="product_categories"
          sort={BY_NAME}
          optionText="name"
          noMatch="components.pickers.noCategory"
          validate={required('resources.products.categoryRequired')}
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <NumberInput source="unit_buying_price" validate={notNegative} min={0} fullWidth />
        <NumberInput source="unit_selling_price" validate={notNegative} min={0} fullWidth />
        <NumberInput
          source="discount_percentage"
          validate={[notNegative, maxValue(100, 'resources.products.discountMax')]}
          min={0}
          max={100}
          fullWidth
        />
      </Stack>
      <TextInput source="description" multiline minRows={2} fullWidth />
      <BooleanInput source="product_online" />
      <ProductPhotoInput source="product_pic" />
    </Stack>
  );
}

/** Edit button of a row: a modal with the product's fields; the photo is sent only when a new one was chosen. */
export function ProductEditButton() {
  const record = useRecordContext<Product>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [update] = useUpdate();
  if (!record) return null;

  return (
    <DialogButton label="resources.products.edit" icon={<EditIcon />}>
      {(open, close) => (
        <FormDialog<Record<string, unknown>>
          open={open}
          onClose={close}
          title={translate('resources.products.editTitle', { name: record.product_name })}
          maxWidth="sm"
          record={record}
          saveLabel="resources.products.save"
          cancelLabel="resources.products.cancel"
          pristineDisabled
          invalidFormToast
          mutationFn={(values) =>
            update(
              'products',
              { id: record.id, data: values, previousData: record },
              { mutationMode: 'pessimistic', returnPromise: true },
            )
          }
          success="resources.products.updated"
          failure="resources.products.updateFailed"
          onSuccess={() => {
            close();
            refresh();
          }}
        >
          <ProductInputs />
        </FormDialog>
      )}
    </DialogButton>
  );
}
