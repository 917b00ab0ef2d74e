/** Manual Barcode Entry card (barcodes only): one barcode plus its type, posted as a manual import. */
import { useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { BARCODE_IMPORT_TYPES, type BarcodeImportType } from '../../../contract/importRows';
import type { ImportAnswer } from './ImportResults';

export function ManualBarcodeEntry({ onResult }: { onResult: (answer: ImportAnswer) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [barcode, setBarcode] = useState('');
  const [type, setType] = useState<BarcodeImportType>('single_entry');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const t = (key: string) => translate(`pages.data_import.${key}`);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = barcode.trim();
    if (value === '') {
      setError(t('errors.barcode_required'));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const answer = await dataProvider.importData<ImportAnswer>({
        import_type: 'barcodes',
        data: JSON.stringify([{ barcode: value, type }]),
        is_manual_entry: true,
      });
      onResult(answer);
      notify(answer.message, { type: answer.success ? 'success' : 'warning' });
      if (answer.success) setBarcode('');
    } catch {
      notify(t('errors.manual'), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('manual.title')}
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            label={t('manual.barcode')}
            value={barcode}
            onChange={(e) => setBarcode(e.target.value)}
            error={error !== null}
            helperText={error ?? ' '}
            required
            fullWidth={false}
            size="small"
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
          <TextField
            select
            label={t('manual.type')}
            value={type}
            onChange={(e) => setType(e.target.value as BarcodeImportType)}
            fullWidth={false}
            size="small"
            sx={{ minWidth: 180 }}
          >
            {BARCODE_IMPORT_TYPES.map((b) => (
              <MenuItem key={b} value={b}>
                {translate(`pages.data_import.barcode_types.${b}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('manual.submit')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
