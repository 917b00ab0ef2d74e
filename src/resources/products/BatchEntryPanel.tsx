import { useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Grid,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  CanAccess,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { ServerPicker } from '../../components/ServerAutocomplete';
import { CollapsibleCard } from '../../components/CollapsibleCard';
import type { AppDataProvider } from '../../providers/dataProvider';
import { formatMoney } from '../../lib/money';
import { PhotoPicker } from './ProductPhoto';
import {
  batchFormData,
  draftProblem,
  draftToItem,
  EMPTY_DRAFT,
  itemToDraft,
  type ItemDraft,
  type StagedItem,
} from './batch';

const BY_UNIT = { field: 'unitname', order: 'ASC' } as const;
const BY_NAME = { field: 'name', order: 'ASC' } as const;

/** The batch entry of spec 2.11/4: an add/update item form, the 'PRODUCT LIST' of staged items, 'SUBMIT PRODUCTS'. */
export function BatchEntry() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  // the names of the units and categories chosen so far (the staged list shows names, the draft holds ids)
  const [names, setNames] = useState<Record<string, string>>({});
  const [items, setItems] = useState<StagedItem[]>([]);
  const [draft, setDraft] = useState<ItemDraft>(EMPTY_DRAFT);
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nextKey = useRef(1);

  const f = (name: keyof ItemDraft) => `resources.products.fields.${name}`;
  const set = (name: keyof ItemDraft) => (value: string) => setDraft((d) => ({ ...d, [name]: value }));
  const unitName = (id: string) => names[`unit:${id}`] ?? id;
  const categoryName = (id: string) => names[`category:${id}`] ?? id;
  const choose =
    (field: 'unit' | 'product_category', kind: string, nameField: string) =>
    (id: Identifier | null, record: RaRecord | null) => {
      const value = id === null ? '' : String(id);
      if (record) setNames((n) => ({ ...n, [`${kind}:${value}`]: String(record[nameField] ?? value) }));
      set(field)(value);
    };

  const resetForm = () => {
    setDraft(EMPTY_DRAFT);
    setEditingKey(null);
    setFormError(null);
  };

  const addOrUpdate = (e: FormEvent) => {
    e.preventDefault();
    const problem = draftProblem(draft);
    if (problem) {
      setFormError(translate(problem));
      return;
    }
    setSubmitError(null);
    if (editingKey !== null) {
      setItems((list) =>
        list.map((it) => (it.key === editingKey ? draftToItem(draft, it.key, it.itemnumber) : it)),
      );
    } else {
      const key = String(nextKey.current++);
      setItems((list) => [...list, draftToItem(draft, key, list.length + 1)]);
    }
    resetForm();
  };

  const edit = (item: StagedItem) => {
    setDraft(itemToDraft(item));
    setEditingKey(item.key);
    setFormError(null);
  };

  const remove = (item: StagedItem) => {
    setItems((list) =>
      list.filter((it) => it.key !== item.key).map((it, i) => ({ ...it, itemnumber: i + 1 })),
    );
    if (editingKey === item.key) resetForm();
  };

  const submit = async () => {
    setSubmitError(null);
    if (items.length === 0) {
      setSubmitError(translate('resources.products.batch.noItems'));
      return;
    }
    setBusy(true);
    try {
      await dataProvider.submitProductBatch(batchFormData(items));
      notify('resources.products.batch.success', { type: 'success' });
      setItems([]);
      resetForm();
      refresh();
    } catch (error) {
      // the staged items stay: the user fixes the one the server names and submits again
      const message =
        error instanceof Error && error.message
          ? error.message
          : translate('resources.products.batch.failed');
      setSubmitError(message);
      notify(message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {translate('resources.products.batch.formTitle')}
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={addOrUpdate}
          aria-label={translate('resources.products.batch.formTitle')}
        >
          <Stack spacing={1.5}>
            <TextField
              label={translate(f('product_name'))}
              value={draft.product_name}
              onChange={(e) => set('product_name')(e.target.value)}
              size="small"
              fullWidth
            />
            <ServerPicker
              reference="product_units"
              label={translate(f('unit'))}
              value={draft.unit || null}
              onChange={choose('unit', 'unit', 'unitname')}
              optionText="unitname"
              sort={BY_UNIT}
              noMatch="components.pickers.noUnit"
            />
            <ServerPicker
              reference="product_categories"
              label={translate(f('product_category'))}
              value={draft.product_category || null}
              onChange={choose('product_category', 'category', 'name')}
              optionText="name"
              sort={BY_NAME}
              noMatch="components.pickers.noCategory"
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {(['unit_buying_price', 'unit_selling_price', 'discount_percentage'] as const).map((name) => (
                <TextField
                  key={name}
                  label={translate(f(name))}
                  value={draft[name]}
                  onChange={(e) => set(name)(e.target.value)}
                  type="number"
                  size="small"
                  fullWidth
                  slotProps={{ htmlInput: { min: 0, max: name === 'discount_percentage' ? 100 : undefined } }}
                />
              ))}
            </Stack>
            <TextField
              label={translate(f('productDescription'))}
              value={draft.productDescription}
              onChange={(e) => set('productDescription')(e.target.value)}
              size="small"
              multiline
              minRows={2}
              fullWidth
            />
            <PhotoPicker value={draft.photo} onChange={(photo) => setDraft((d) => ({ ...d, photo }))} />
            {formError ? <Alert severity="error">{formError}</Alert> : null}
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained">
                {translate(
                  editingKey !== null ? 'resources.products.batch.update' : 'resources.products.batch.add',
                )}
              </Button>
              {editingKey !== null ? (
                <Button onClick={resetForm}>{translate('resources.products.batch.cancelEdit')}</Button>
              ) : null}
            </Stack>
          </Stack>
        </Box>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {translate('resources.products.batch.listTitle')}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('resources.products.batch.listTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.products.batch.itemnumber')}</TableCell>
                <TableCell>{translate(f('product_name'))}</TableCell>
                <TableCell>{translate(f('unit'))}</TableCell>
                <TableCell>{translate(f('product_category'))}</TableCell>
                <TableCell align="right">{translate(f('unit_buying_price'))}</TableCell>
                <TableCell align="right">{translate(f('unit_selling_price'))}</TableCell>
                <TableCell align="right">{translate(f('discount_percentage'))}</TableCell>
                <TableCell>{translate('resources.products.batch.photo')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={9}>{translate('resources.products.batch.emptyList')}</TableCell>
                </TableRow>
              ) : (
                items.map((item) => (
                  <TableRow key={item.key} selected={item.key === editingKey}>
                    <TableCell>{item.itemnumber}</TableCell>
                    <TableCell>{item.product_name}</TableCell>
                    <TableCell>{unitName(item.unit)}</TableCell>
                    <TableCell>{categoryName(item.product_category)}</TableCell>
                    <TableCell align="right">{formatMoney(item.unit_buying_price)}</TableCell>
                    <TableCell align="right">{formatMoney(item.unit_selling_price)}</TableCell>
                    <TableCell align="right">{item.discount_percentage}</TableCell>
                    <TableCell>
                      {translate(
                        item.photo
                          ? 'resources.products.batch.withPhoto'
                          : 'resources.products.batch.withoutPhoto',
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton
                        size="small"
                        aria-label={translate('resources.products.batch.editItem', {
                          number: item.itemnumber,
                        })}
                        onClick={() => edit(item)}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={translate('resources.products.batch.deleteItem', {
                          number: item.itemnumber,
                        })}
                        onClick={() => remove(item)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </Box>
        {submitError ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {submitError}
          </Alert>
        ) : null}
        <Button
          variant="contained"
          color="primary"
          sx={{ mt: 2 }}
          onClick={() => void submit()}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} /> : null}
        >
          {translate('resources.products.batch.submit')}
        </Button>
      </Grid>
    </Grid>
  );
}

/** The collapsible create panel above 'ALL PRODUCTS' (master-data writers only). */
export function BatchEntryPanel({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <CanAccess resource="products" action="create">
      {/* kept mounted when folded: staged items survive closing the panel */}
      <CollapsibleCard
        title="resources.products.batch.panel"
        defaultOpen={defaultOpen}
        keepMounted
        sx={{ mb: 2 }}
      >
        <BatchEntry />
      </CollapsibleCard>
    </CanAccess>
  );
}
