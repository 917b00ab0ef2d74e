import { Button, useNotify, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { CircularProgress } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { auditResourceFor } from '../lib/auditClient';
import type { ExcelColumn } from '../lib/excel';
import { ExcelStreamCancelled, exportLoadedRows } from '../lib/excelStream';
import { RowsProgressNote } from './RowsProgressNote';
import { useRowsTask, type RowsProgress } from './useAllListRows';

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
 * Exports every filtered row to a timestamped Excel file, the workbook built in a Web Worker while the rows
 * load where the browser has one (../lib/excelStream): `busy`, the loading `progress` and `cancel` for the
 * button, 'empty', 'success' and 'failed' notified. `options` are exportLoadedRows' (file name, audit, the
 * writing progress).
 */
export function useExcelExport<T extends RaRecord>(
  rows: readonly T[] | undefined,
  columns: ExcelColumn<T>[],
  options: () => Omit<Parameters<typeof exportLoadedRows<T>>[2], 'signal'>,
): { busy: boolean; run: () => Promise<void>; progress: RowsProgress | null; cancel: () => void } {
  const notify = useNotify();
  const translate = useTranslate();
  const { busy, progress, cancel, start } = useRowsTask<T>(rows);
  const run = () =>
    start(
      async (load, signal) => {
        const file = await exportLoadedRows(load, columns, { ...options(), signal });
        if (file === null) notify('components.excel.empty', { type: 'warning' });
        else notify(translate('components.excel.success', { file }), { type: 'success' });
      },
      'components.excel.failed',
      (error) => error instanceof ExcelStreamCancelled,
    );
  return { busy, run, progress, cancel };
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
  const resource = useResourceContext();
  const { busy, run, progress, cancel } = useExcelExport<T>(rows, columns, () => ({
    fileBase,
    sheetName,
    audit: { resource_type: auditResource ?? auditResourceFor(resource) },
  }));

  return (
    <>
      <Button label={label} onClick={run} disabled={busy}>
        {busy ? <CircularProgress size={16} /> : <DownloadIcon />}
      </Button>
      {progress ? <RowsProgressNote progress={progress} onCancel={cancel} /> : null}
    </>
  );
}
