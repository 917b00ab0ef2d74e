/**
 * /data_import_export/ (administration.md 2.13, 5 'Import', 8 'Import', 9; issue 9 point 7): choose what to import,
 * download its template, upload an Excel file (or, for barcodes, a PDF the server extracts barcodes from), check
 * and preview the rows, import them through /customqueries/import_data and show the outcome of every row.
 */
import { useRef, useState, type ChangeEvent } from 'react';
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
  type SkippedRow,
} from '../../../contract/importRows';
import { parseSpreadsheet } from './spreadsheet';
import { acceptFor, checkUpload, fileKind } from './upload';
import { ImportResults, type ImportAnswer } from './ImportResults';
import { ManualBarcodeEntry } from './ManualBarcodeEntry';

type Phase = 'idle' | 'parsing' | 'pdf' | 'importing';
type Source = 'excel' | 'pdf';

interface PdfAnswer {
  success: boolean;
  message: string;
  barcodes?: string[];
}

export default function DataImportPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`pages.data_import.${key}`, options);

  const [type, setType] = useState<ImportType>('hubs');
  const [source, setSource] = useState<Source>('excel');
  const [pdfType, setPdfType] = useState<BarcodeImportType>('single_entry');
  const [fileName, setFileName] = useState<string | null>(null);
  const [rows, setRows] = useState<ImportRow[] | null>(null);
  const [skipped, setSkipped] = useState<SkippedRow[]>([]);
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportAnswer | null>(null);
  const runRef = useRef(0);

  const pdfMode = type === 'barcodes' && source === 'pdf';
  const columns: readonly string[] = TEMPLATE_COLUMNS[type];

  const reset = () => {
    runRef.current++;
    setFileName(null);
    setRows(null);
    setSkipped([]);
    setError(null);
    setResult(null);
    setPhase('idle');
  };

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
    setPhase('parsing');
    let sheet: unknown[][];
    try {
      sheet = await parseSpreadsheet(file);
    } catch {
      if (run === runRef.current) {
        setError(t('errors.parse'));
        setPhase('idle');
      }
      return;
    }
    if (run !== runRef.current) return;
    setPhase('idle');
    if (sheet.length - 1 > MAX_IMPORT_ROWS) {
      setError(t('errors.too_many_rows', { max: MAX_IMPORT_ROWS }));
      return;
    }
    const parsed = rowsFromSheet(type, sheet);
    if (!parsed.ok) {
      setError(t(`errors.${parsed.error}`));
      return;
    }
    setSkipped(parsed.skipped);
    setRows(parsed.rows);
    if (parsed.rows.length === 0) setError(t('errors.no_valid_rows'));
  };

  const readPdf = async (file: File, run: number) => {
    setPhase('pdf');
    try {
      const answer = await dataProvider.extractPdfBarcodes<PdfAnswer>({
        pdf_file: file,
        barcode_type: pdfType,
      });
      if (run !== runRef.current) return;
      const barcodes = Array.isArray(answer.barcodes) ? answer.barcodes : [];
      if (!answer.success || barcodes.length === 0) setError(answer.message || t('errors.pdf'));
      else setRows(rowsFromBarcodes(barcodes, pdfType));
    } catch (e) {
      if (run !== runRef.current) return;
      setError(e instanceof Error && e.message ? e.message : t('errors.pdf'));
    } finally {
      if (run === runRef.current) setPhase('idle');
    }
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    reset();
    const run = runRef.current;
    setFileName(file.name);
    const problem = checkUpload(file, type);
    if (problem) {
      setError(t(`errors.${problem.key}`, problem.key === 'too_big' ? { size: problem.size } : undefined));
      return;
    }
    if (fileKind(file.name) === 'pdf') await readPdf(file, run);
    else await readExcel(file, run);
  };

  const runImport = async () => {
    if (!rows || rows.length === 0) {
      notify(t('errors.no_file'), { type: 'warning' });
      return;
    }
    setPhase('importing');
    setResult(null);
    setError(null);
    try {
      const answer = await dataProvider.importData<ImportAnswer>({
        import_type: type,
        data: JSON.stringify(rows),
      });
      setResult(answer);
      notify(answer.message, { type: answer.success ? 'success' : 'warning' });
    } catch {
      setError(t('errors.import'));
      notify(t('errors.import'), { type: 'error' });
    } finally {
      setPhase('idle');
    }
  };

  const busy = phase !== 'idle';
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
              onChange={(e) => {
                setType(e.target.value as ImportType);
                setSource('excel');
                reset();
              }}
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
                  if (v) {
                    setSource(v);
                    reset();
                  }
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
                onChange={(e) => setPdfType(e.target.value as BarcodeImportType)}
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
            <Button variant="contained" onClick={() => void runImport()} disabled={!rows?.length || busy}>
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

      {type === 'barcodes' && <ManualBarcodeEntry onResult={setResult} />}
    </Box>
  );
}
