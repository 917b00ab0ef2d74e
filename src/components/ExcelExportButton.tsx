import { useCallback, useRef, useState } from 'react';
import { Button, useNotify, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { CircularProgress } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { auditResourceFor } from '../lib/auditClient';
import type { ExcelColumn } from '../lib/excel';
import { ExcelStreamCancelled, exportLoadedRows } from '../lib/excelStream';
import { RowsProgressNote } from './RowsProgressNote';
import { RowsLoadCancelled, useAllListRows, type RowsProgress } from './useAllListRows';

export interface ExcelExportButtonProps<T extends RaRecord> {
  /** Columns of the sheet: header text and how to read the cell from a row. */
  columns: ExcelColumn<T>[];
  /** File name start; a timestamp and .xlsx are appended. */
  fileBase: string;
  sheetName?: string;
  /** Rows to export; without it every row of the surrounding list (its filters and sort) is exported. */
  rows?: readonly T[];
  label?: string;
  /** Audit resource type of the EXPORT entry; default: derived from the surrounding react-admin resource. */
  auditResource?: string;
}

/**
 * Exports all filtered rows (not just the page on screen) to a timestamped Excel file; the workbook is built
 * in a Web Worker while the rows load where the browser has one (../lib/excelStream).
 */
export function ExcelExportButton<T extends RaRecord>({
  columns,
  fileBase,
  sheetName,
  rows,
  label = 'components.excel.button',
  auditResource,
}: ExcelExportButtonProps<T>) {
  const notify = useNotify();
  const translate = useTranslate();
  const resource = useResourceContext();
  const loadRows = useAllListRows<T>(rows);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<RowsProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const run = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setBusy(true);
    try {
      const file = await exportLoadedRows(
        async (onRows) => {
          const data = await loadRows({ onProgress: setProgress, signal: abort.signal, onRows });
          setProgress(null);
          return data;
        },
        columns,
        {
          fileBase,
          sheetName,
          audit: { resource_type: auditResource ?? auditResourceFor(resource) },
          signal: abort.signal,
        },
      );
      if (file === null) notify('components.excel.empty', { type: 'warning' });
      else notify(translate('components.excel.success', { file }), { type: 'success' });
    } catch (error) {
      if (error instanceof RowsLoadCancelled || error instanceof ExcelStreamCancelled)
        notify('components.allRows.cancelled', { type: 'info' });
      else notify('components.excel.failed', { type: 'error' });
    } finally {
      controller.current = null;
      setProgress(null);
      setBusy(false);
    }
  };
  const cancel = useCallback(() => controller.current?.abort(), []);

  return (
    <>
      <Button label={label} onClick={run} disabled={busy}>
        {busy ? <CircularProgress size={16} /> : <DownloadIcon />}
      </Button>
      {progress ? <RowsProgressNote progress={progress} onCancel={cancel} /> : null}
    </>
  );
}
