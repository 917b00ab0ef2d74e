import { useRef } from 'react';
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
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  ArrayInput,
  CanAccess,
  Form,
  TextInput,
  useArrayInput,
  useDataProvider,
  useInput,
  useRefresh,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { ServerPicker } from '../../components/ServerAutocomplete';
import { CollapsibleCard } from '../../components/CollapsibleCard';
import { useFormMutation } from '../../components/useFormMutation';
import type { AppDataProvider } from '../../providers/dataProvider';
import { formatMoney } from '../../lib/money';
import { PhotoPicker } from './ProductPhoto';
import {
  batchFormData,
  draftToItem,
  draftValidators,
  EMPTY_DRAFT,
  itemToDraft,
  type ItemDraft,
  type StagedItem,
} from './batch';

const BY_UNIT = { field: 'unitname', order: 'ASC' } as const;
const BY_NAME = { field: 'name', order: 'ASC' } as const;

/**
 * The batch form's values: the add/update item form (`draft`), the staged product lines (`items`, an
 * ArrayInput), the line being edited (`editing`, its key) and the names of the units and categories chosen so
 * far (`names`: the staged list shows names, a line holds ids).
 */
interface BatchValues {
  draft: ItemDraft;
  items: StagedItem[];
  editing: string | null;
  names: Record<string, string>;
}

const DEFAULTS: BatchValues = { draft: EMPTY_DRAFT, items: [], editing: null, names: {} };

/** Inputs keep what was typed (react-admin's default turns '' into null). */
const asTyped = (v: string) => v;
const draftSource = (name: keyof ItemDraft) => `draft.${name}`;
const fieldLabel = (name: keyof ItemDraft) => `resources.products.fields.${name}`;

/** A unit or category picker (server search) as a react-admin input of the draft. */
function PickerInput({
  name,
  kind,
  reference,
  optionText,
  sort,
  noMatch,
}: {
  name: 'unit' | 'product_category';
  kind: string;
  reference: string;
  optionText: string;
  sort: { field: string; order: 'ASC' | 'DESC' };
  noMatch: string;
}) {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext<BatchValues>();
  const { field, fieldState, formState } = useInput({
    source: draftSource(name),
    parse: asTyped,
  });
  const shown = (fieldState.isTouched || formState.isSubmitted) && fieldState.error?.message;
  return (
    <ServerPicker
      reference={reference}
      label={translate(fieldLabel(name))}
      value={(field.value as string) || null}
      onChange={(id: Identifier | null, record: RaRecord | null) => {
        const value = id === null ? '' : String(id);
        if (record)
          setValue('names', {
            ...getValues('names'),
            [`${kind}:${value}`]: String(record[optionText] ?? value),
          });
        field.onChange(value);
      }}
      optionText={optionText}
      sort={sort}
      noMatch={noMatch}
      helperText={shown ? translate(shown) : undefined}
    />
  );
}

function PhotoInput() {
  const { field } = useInput({
    source: draftSource('photo'),
    parse: (v: File | null) => v,
    format: (v: File | null) => v,
  });
  return <PhotoPicker value={field.value as File | null} onChange={(photo) => field.onChange(photo)} />;
}

/** The add/update item form: the draft's inputs (validated by `add` below). */
function DraftFields({ onAdd }: { onAdd: () => void }) {
  const translate = useTranslate();
  const { reset, getValues } = useFormContext<BatchValues>();
  const editing = useWatch<BatchValues, 'editing'>({ name: 'editing' });
  const text = (name: keyof ItemDraft, extra: Record<string, unknown> = {}) => (
    <TextInput
      source={draftSource(name)}
      label={fieldLabel(name)}
      parse={asTyped}
      size="small"
      variant="outlined"
      margin="none"
      helperText={false}
      fullWidth
      {...extra}
    />
  );
  return (
    <Stack spacing={1.5}>
      {text('product_name')}
      <PickerInput
        name="unit"
        kind="unit"
        reference="product_units"
        optionText="unitname"
        sort={BY_UNIT}
        noMatch="components.pickers.noUnit"
      />
      <PickerInput
        name="product_category"
        kind="category"
        reference="product_categories"
        optionText="name"
        sort={BY_NAME}
        noMatch="components.pickers.noCategory"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {(['unit_buying_price', 'unit_selling_price', 'discount_percentage'] as const).map((name) => (
          <Box key={name} sx={{ flex: 1 }}>
            {text(name, {
              type: 'number',
              slotProps: { htmlInput: { min: 0, max: name === 'discount_percentage' ? 100 : undefined } },
            })}
          </Box>
        ))}
      </Stack>
      {text('productDescription', { multiline: true, minRows: 2 })}
      <PhotoInput />
      <Stack direction="row" spacing={1}>
        {/* a submit button (Enter in a field adds too), adding at once: the form itself only stages */}
        <Button
          type="submit"
          variant="contained"
          onClick={(e) => {
            e.preventDefault();
            onAdd();
          }}
        >
          {translate(editing !== null ? 'resources.products.batch.update' : 'resources.products.batch.add')}
        </Button>
        {editing !== null ? (
          <Button onClick={() => reset({ ...getValues(), draft: EMPTY_DRAFT, editing: null })}>
            {translate('resources.products.batch.cancelEdit')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}

/** The 'PRODUCT LIST' of staged lines (the ArrayInput's iterator): edit and remove a line. */
function StagedLines({
  onEdit,
  onRemove,
}: {
  onEdit: (item: StagedItem) => void;
  onRemove: (item: StagedItem) => void;
}) {
  const translate = useTranslate();
  const { fields } = useArrayInput();
  const items = fields as unknown as (StagedItem & { id: string })[];
  const editing = useWatch<BatchValues, 'editing'>({ name: 'editing' });
  const names = useWatch<BatchValues, 'names'>({ name: 'names' }) ?? {};
  const f = (name: keyof ItemDraft) => translate(fieldLabel(name));
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('resources.products.batch.listTitle')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.products.batch.itemnumber')}</TableCell>
            <TableCell>{f('product_name')}</TableCell>
            <TableCell>{f('unit')}</TableCell>
            <TableCell>{f('product_category')}</TableCell>
            <TableCell align="right">{f('unit_buying_price')}</TableCell>
            <TableCell align="right">{f('unit_selling_price')}</TableCell>
            <TableCell align="right">{f('discount_percentage')}</TableCell>
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
              <TableRow key={item.id} selected={item.key === editing}>
                <TableCell>{item.itemnumber}</TableCell>
                <TableCell>{item.product_name}</TableCell>
                <TableCell>{names[`unit:${item.unit}`] ?? item.unit}</TableCell>
                <TableCell>{names[`category:${item.product_category}`] ?? item.product_category}</TableCell>
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
                    aria-label={translate('resources.products.batch.editItem', { number: item.itemnumber })}
                    onClick={() => onEdit(item)}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={translate('resources.products.batch.deleteItem', { number: item.itemnumber })}
                    onClick={() => onRemove(item)}
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
  );
}

/** The draft's fields that have a validator, in the spec's order (name, unit and category first). */
const DRAFT_FIELDS = [
  'product_name',
  'unit',
  'product_category',
  'unit_buying_price',
  'unit_selling_price',
  'discount_percentage',
] as const;

const renumber = (list: StagedItem[]) => list.map((it, i) => ({ ...it, itemnumber: i + 1 }));

/** The form's body: sets what the form's submit (Add item / Update item) does, and sends the staged lines. */
function BatchEntryBody() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { reset, getValues, setValue, setError, clearErrors } = useFormContext<BatchValues>();
  const nextKey = useRef(1);

  // Add item / Update item: the draft's validators, then the line staged (or updated) and the draft emptied
  const add = () => {
    const values = getValues();
    const { draft, items, editing } = values;
    clearErrors('draft');
    const problems = DRAFT_FIELDS.map((name) => [name, draftValidators[name](draft[name])] as const).filter(
      ([, problem]) => problem,
    );
    if (problems.length > 0) {
      for (const [name, problem] of problems) {
        setValue(`draft.${name}`, draft[name], { shouldTouch: true });
        setError(`draft.${name}`, { type: 'validate', message: problem });
      }
      return;
    }
    const next =
      editing !== null
        ? items.map((it) => (it.key === editing ? draftToItem(draft, it.key, it.itemnumber) : it))
        : [...items, draftToItem(draft, String(nextKey.current++), items.length + 1)];
    reset({ ...values, items: next, draft: EMPTY_DRAFT, editing: null }, { keepDefaultValues: true });
  };

  const submit = useFormMutation(
    (items: StagedItem[]) => dataProvider.submitProductBatch(batchFormData(items)),
    {
      success: 'resources.products.batch.success',
      failure: 'resources.products.batch.failed',
      // the staged items stay on failure: the user fixes the one the server names and submits again
      onSuccess: () => {
        reset(DEFAULTS);
        refresh();
      },
    },
  );

  const send = () => {
    const items = getValues('items');
    if (items.length === 0) {
      setError('items', { type: 'manual', message: 'resources.products.batch.noItems' });
      return;
    }
    clearErrors('items');
    submit.mutate(items);
  };

  const edit = (item: StagedItem) =>
    reset({ ...getValues(), draft: itemToDraft(item), editing: item.key }, { keepDefaultValues: true });

  const remove = (item: StagedItem) => {
    const values = getValues();
    const items = renumber(values.items.filter((it) => it.key !== item.key));
    const editing = values.editing === item.key ? null : values.editing;
    reset(
      {
        ...values,
        items,
        editing,
        draft: editing === null && values.editing !== null ? EMPTY_DRAFT : values.draft,
      },
      { keepDefaultValues: true },
    );
  };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {translate('resources.products.batch.formTitle')}
        </Typography>
        {/* the add/update item form (a landmark of its own inside the batch form) */}
        <Box role="form" aria-label={translate('resources.products.batch.formTitle')}>
          <DraftFields onAdd={add} />
        </Box>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {translate('resources.products.batch.listTitle')}
        </Typography>
        <ArrayInput source="items" label={false} helperText={false} margin="none">
          <StagedLines onEdit={edit} onRemove={remove} />
        </ArrayInput>
        {submit.serverError ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {submit.serverError}
          </Alert>
        ) : null}
        <Button
          variant="contained"
          color="primary"
          sx={{ mt: 2 }}
          onClick={send}
          disabled={submit.isPending}
          startIcon={submit.isPending ? <CircularProgress size={16} /> : null}
        >
          {translate('resources.products.batch.submit')}
        </Button>
      </Grid>
    </Grid>
  );
}

/** The batch entry of spec 2.11/4: an add/update item form, the 'PRODUCT LIST' of staged items, 'SUBMIT PRODUCTS'. */
export function BatchEntry() {
  return (
    <Form defaultValues={DEFAULTS} noValidate>
      <BatchEntryBody />
    </Form>
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
