import { useState } from 'react';
import {
  Box,
  Button,
  IconButton,
  List as MuiList,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { email, required, TextInput, useInput, useTranslate, type RaRecord } from 'react-admin';
import { ServerPicker } from '../../components/ServerAutocomplete';
import { hasProduct, nextKey, parseProductList, serializeProductList } from './productList';

interface ProductOption {
  id: RaRecord['id'];
  product_name: string;
}

const BY_PRODUCT_NAME = { field: 'product_name', order: 'ASC' } as const;

/** The supplier's product list builder: choose a product + Add ('Product exists' / 'item added'), remove. */
export function ProductListInput({ source = 'product_list' }: { source?: string }) {
  const translate = useTranslate();
  const { field } = useInput({ source, format: (v: unknown) => v, parse: (v: unknown) => v });
  const list = parseProductList(field.value);
  const [chosen, setChosen] = useState<ProductOption | null>(null);
  // shown next to the builder (a toast would queue behind the previous one)
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);

  const add = () => {
    if (!chosen) {
      setFeedback({ ok: false, text: translate('resources.suppliers.productList.chooseFirst') });
      return;
    }
    if (hasProduct(list, chosen.product_name)) {
      setFeedback({ ok: false, text: translate('resources.suppliers.productList.exists') });
      setChosen(null);
      return;
    }
    field.onChange(
      serializeProductList([...list, { key: nextKey(list), product_name: chosen.product_name }]),
    );
    setFeedback({ ok: true, text: translate('resources.suppliers.productList.added') });
    setChosen(null);
  };

  const remove = (key: number | string) =>
    field.onChange(serializeProductList(list.filter((e) => e.key !== key)));

  const title = translate('resources.suppliers.productList.title');
  return (
    <Box sx={{ width: '100%', my: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ my: 1 }}>
        <ServerPicker<ProductOption & RaRecord>
          reference="products"
          value={chosen?.id ?? null}
          onChange={(_id, record) => setChosen(record)}
          optionText="product_name"
          sort={BY_PRODUCT_NAME}
          label={translate('resources.suppliers.productList.choose')}
          noMatch="components.pickers.noProduct"
          sx={{ flex: 1, maxWidth: 420 }}
        />
        <Button variant="outlined" onClick={add}>
          {translate('resources.suppliers.productList.add')}
        </Button>
      </Stack>
      {feedback ? (
        <Typography
          variant="body2"
          role="status"
          color={feedback.ok ? 'success.main' : 'error'}
          sx={{ mb: 1 }}
        >
          {feedback.text}
        </Typography>
      ) : null}
      {list.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.suppliers.productList.empty')}
        </Typography>
      ) : (
        <MuiList dense aria-label={title}>
          {list.map((e) => (
            <ListItem
              key={String(e.key)}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={translate('resources.suppliers.productList.remove', { name: e.product_name })}
                  onClick={() => remove(e.key)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText primary={e.product_name} />
            </ListItem>
          ))}
        </MuiList>
      )}
    </Box>
  );
}

/** The supplier fields once (create panel and /supplierdetails/{id}), with the spec's messages. */
export function SupplierInputs() {
  return (
    <>
      <TextInput source="supplier_name" validate={required('resources.suppliers.nameRequired')} fullWidth />
      <TextInput source="phone_one" fullWidth />
      <TextInput
        source="email"
        type="email"
        validate={[required('resources.suppliers.emailRequired'), email('resources.suppliers.emailInvalid')]}
        fullWidth
      />
      <TextInput source="address" validate={required('resources.suppliers.addressRequired')} fullWidth />
      <ProductListInput source="product_list" />
    </>
  );
}
