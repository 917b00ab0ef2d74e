/** Manual Barcode Entry card (barcodes only): one barcode plus its type, posted as a manual import. */
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import {
  Form,
  SelectInput,
  TextInput,
  required,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { BARCODE_IMPORT_TYPES, type BarcodeImportType } from '../../../contract/importRows';
import { useFormMutation } from '../../components/useFormMutation';
import type { ImportAnswer } from '../../../contract/importAnswers';

interface ManualValues {
  barcode: string;
  type: BarcodeImportType;
}

/** Required, and not only blanks ('Please enter a barcode value'). */
const barcodeRequired = Object.assign(
  (value: unknown) =>
    String(value ?? '').trim() === '' ? 'pages.data_import.errors.barcode_required' : undefined,
  { isRequired: true },
);

const typeRequired = required();
const typeChoices = BARCODE_IMPORT_TYPES.map((id) => ({ id, name: `pages.data_import.barcode_types.${id}` }));

function ManualFields({ onResult }: { onResult: (answer: ImportAnswer) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { handleSubmit, resetField } = useFormContext<ManualValues>();
  const create = useFormMutation(
    ({ barcode, type }: ManualValues) =>
      dataProvider.importData({
        import_type: 'barcodes',
        data: JSON.stringify([{ barcode: barcode.trim(), type }]),
        is_manual_entry: true,
      }),
    {
      failure: 'pages.data_import.errors.manual',
      failureOnly: true,
      onSuccess: (answer) => {
        onResult(answer);
        notify(answer.message, { type: answer.success ? 'success' : 'warning' });
        if (answer.success) resetField('barcode');
      },
    },
  );
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextInput
        source="barcode"
        label="pages.data_import.manual.barcode"
        validate={barcodeRequired}
        parse={(v: string) => v}
        fullWidth={false}
        size="small"
        variant="outlined"
        margin="none"
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
      <SelectInput
        source="type"
        label="pages.data_import.manual.type"
        choices={typeChoices}
        validate={typeRequired}
        size="small"
        variant="outlined"
        margin="none"
        sx={{ minWidth: 180 }}
        helperText={false}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={create.isPending}
        onClick={(e) => void handleSubmit((values) => create.mutate(values))(e)}
      >
        {translate('pages.data_import.manual.submit')}
      </Button>
    </Box>
  );
}

export function ManualBarcodeEntry({ onResult }: { onResult: (answer: ImportAnswer) => void }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('pages.data_import.manual.title')}
        </Typography>
        <Form defaultValues={{ barcode: '', type: 'single_entry' }} noValidate>
          <ManualFields onResult={onResult} />
        </Form>
      </CardContent>
    </Card>
  );
}
