/**
 * /data_import_export/ (administration.md 2.13, 5 'Import', 8 'Import', 9): choose what to import,
 * download its template, upload an Excel file (or, for barcodes, a PDF the server extracts barcodes from), check
 * and preview the rows, import them through /customqueries/import_data and show the outcome of every row.
 */
import { useReducer, type ChangeEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { exportToExcel } from '../../lib/excel';
import {
  BARCODE_IMPORT_TYPES,
  IMPORT_TYPES,
  MAX_IMPORT_ROWS,
  PREVIEW_ROWS,
  TEMPLATE_COLUMNS,
  rowsFromBarcodes,
  rowsFromSheet,
  type BarcodeImportType,
  type ImportRow,
  type ImportType,
  type RowProblem,
} from '../../../contract/importRows';
import { parseSpreadsheet } from './spreadsheet';
import { acceptFor, checkUpload, fileKind } from './upload';
import { ImportResults } from './ImportResults';
import { ManualBarcodeEntry } from './ManualBarcodeEntry';
import { importReducer, INITIAL_IMPORT, type Source } from './importSteps';
import { errorMessage, useFormMutation } from '../../components/useFormMutation';

export default function DataImportPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`pages.data_import.${key}`, options);

  const [state, dispatch] = useReducer(importReducer, INITIAL_IMPORT);
  const { type, source, pdfType, fileName, rows, skipped, error, result } = state;

  const pdfMode = type === 'barcodes' && source === 'pdf';
  const columns: readonly string[] = TEMPLATE_COLUMNS[type];

  const problemText = (p: RowProblem) =>
    t(`problems.${p.code}`, {
      limit: p.limit,
      field: p.field ? t(`fields.${p.field}`, { _: p.field }) : '',
    });

  const downloadTemplate = async () => {
    try {
      await exportToExcel(
        [] as Record<string, never>[],
        columns.map((c) => ({ header: c, value: () => '' })),
        { fileBase: `${type}_import_template`, sheetName: type, audit: false },
      );
      notify(t('template_downloaded'), { type: 'success' });
    } catch {
      notify(t('template_failed'), { type: 'error' });
    }
  };

  const readExcel = async (file: File, run: number) => {
    dispatch({ kind: 'reading', run, step: 'parsing' });
    let sheet: unknown[][];
    try {
      sheet = await parseSpreadsheet(file);
    } catch {
      dispatch({ kind: 'readFailed', run, error: t('errors.parse') });
      return;
    }
    if (sheet.length - 1 > MAX_IMPORT_ROWS) {
      dispatch({ kind: 'readFailed', run, error: t('errors.too_many_rows', { max: MAX_IMPORT_ROWS }) });
      return;
    }
    const parsed = rowsFromSheet(type, sheet);
    if (!parsed.ok) dispatch({ kind: 'readFailed', run, error: t(`errors.${parsed.error}`) });
    else
      dispatch({
        kind: 'read',
        run,
        rows: parsed.rows,
        skipped: parsed.skipped,
        error: parsed.rows.length === 0 ? t('errors.no_valid_rows') : null,
      });
  };

  const readPdf = async (file: File, run: number) => {
    dispatch({ kind: 'reading', run, step: 'pdf' });
    try {
      const answer = await dataProvider.extractPdfBarcodes({
        pdf_file: file,
        barcode_type: pdfType,
      });
      const barcodes = Array.isArray(answer.barcodes) ? answer.barcodes : [];
      if (!answer.success || barcodes.length === 0)
        dispatch({ kind: 'readFailed', run, error: answer.message || t('errors.pdf') });
      else dispatch({ kind: 'read', run, rows: rowsFromBarcodes(barcodes, pdfType) });
    } catch (e) {
      dispatch({ kind: 'readFailed', run, error: errorMessage(e) ?? t('errors.pdf') });
    }
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    dispatch({ kind: 'file', name: file.name });
    const run = state.run + 1;
    const problem = checkUpload(file, type);
    if (problem) {
      dispatch({
        kind: 'refused',
        error: t(`errors.${problem.key}`, problem.key === 'too_big' ? { size: problem.size } : undefined),
      });
      return;
    }
    if (fileKind(file.name) === 'pdf') await readPdf(file, run);
    else await readExcel(file, run);
  };

  // one import per click: a second click while the import is in flight starts no second write
  const importing = useFormMutation(
    (toImport: ImportRow[]) => {
      dispatch({ kind: 'importing' });
      return dataProvider.importData({ import_type: type, data: JSON.stringify(toImport) });
    },
    {
      failure: 'pages.data_import.errors.import',
      failureOnly: true,
      onSuccess: (answer) => {
        dispatch({ kind: 'imported', result: answer });
        notify(answer.message, { type: answer.success ? 'success' : 'warning' });
      },
      onError: () => dispatch({ kind: 'importFailed', error: t('errors.import') }),
    },
  );

  const runImport = () => {
    if (!rows || rows.length === 0) {
      notify(t('errors.no_file'), { type: 'warning' });
      return;
    }
    importing.mutate(rows);
  };

  const phase = importing.isPending ? 'importing' : state.reading;
  const busy = phase !== null;
  const progressLabel =
    phase === 'parsing'
      ? t('parsing')
      : phase === 'pdf'
        ? t('processing_pdf')
        : phase === 'importing'
          ? t('importing', { count: rows?.length ?? 0 })
          : '';
  const cell = (row: ImportRow, c: string) => {
    const v = (row as unknown as Record<string, unknown>)[c];
    return v === null || v === undefined ? '' : String(v);
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={t('title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {t('intro')}
      </Typography>

      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              select
              label={t('type')}
              value={type}
              onChange={(e) => dispatch({ kind: 'type', type: e.target.value as ImportType })}
              fullWidth={false}
              size="small"
              sx={{ minWidth: 200 }}
              disabled={busy}
            >
              {IMPORT_TYPES.map((it) => (
                <MenuItem key={it} value={it}>
                  {t(`types.${it}`)}
                </MenuItem>
              ))}
            </TextField>
            {type === 'barcodes' && (
              <ToggleButtonGroup
                exclusive
                size="small"
                value={source}
                aria-label={t('source')}
                onChange={(_e, v: Source | null) => {
                  if (v) dispatch({ kind: 'source', source: v });
                }}
                disabled={busy}
              >
                <ToggleButton value="excel">{t('sources.excel')}</ToggleButton>
                <ToggleButton value="pdf">{t('sources.pdf')}</ToggleButton>
              </ToggleButtonGroup>
            )}
            {pdfMode && (
              <TextField
                select
                label={t('barcode_type')}
                value={pdfType}
                onChange={(e) => dispatch({ kind: 'pdfType', pdfType: e.target.value as BarcodeImportType })}
                fullWidth={false}
                size="small"
                sx={{ minWidth: 180 }}
                disabled={busy}
              >
                {BARCODE_IMPORT_TYPES.map((b) => (
                  <MenuItem key={b} value={b}>
                    {t(`barcode_types.${b}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void downloadTemplate()}>
              {t('download_template')}
            </Button>
            <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={busy}>
              {t('choose_file')}
              <input
                hidden
                type="file"
                accept={acceptFor(pdfMode)}
                onChange={(e) => void onFile(e)}
                data-testid="import-file"
              />
            </Button>
            <Button variant="contained" onClick={runImport} disabled={!rows?.length || busy}>
              {t('import')}
            </Button>
          </Stack>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {pdfMode ? t('file_hint_pdf', { size: 10 }) : t('file_hint_excel', { size: 5 })}
          </Typography>
          {fileName && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('selected_file', { name: fileName })}
            </Typography>
          )}
          {busy && (
            <Box sx={{ mt: 2 }} role="status">
              <Typography variant="body2" gutterBottom>
                {progressLabel}
              </Typography>
              <LinearProgress aria-label={progressLabel} />
            </Box>
          )}
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
          {skipped.length > 0 && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              <strong>{t('skipped_title', { count: skipped.length })}</strong>
              <Box component="ul" sx={{ m: 0, pl: 2, maxHeight: 200, overflow: 'auto' }}>
                {skipped.map((s) => (
                  <li key={s.row}>{t('skipped_row', { row: s.row, reason: problemText(s.problem) })}</li>
                ))}
              </Box>
            </Alert>
          )}
        </CardContent>
      </Card>

      {rows && rows.length > 0 && (
        <Card variant="outlined" sx={{ mt: 2 }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {t('preview')}
            </Typography>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {t('preview_count', { shown: Math.min(PREVIEW_ROWS, rows.length), total: rows.length })}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('preview')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('columns.row')}</TableCell>
                    {columns.map((c) => (
                      <TableCell key={c}>{t(`fields.${c}`)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.slice(0, PREVIEW_ROWS).map((r) => (
                    <TableRow key={r.row}>
                      <TableCell>{r.row}</TableCell>
                      {columns.map((c) => (
                        <TableCell key={c}>{cell(r, c)}</TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </CardContent>
        </Card>
      )}

      {result && <ImportResults result={result} />}

      {type === 'barcodes' && (
        <ManualBarcodeEntry onResult={(answer) => dispatch({ kind: 'result', result: answer })} />
      )}
    </Box>
  );
}
