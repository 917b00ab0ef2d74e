import { useState } from 'react';
import { Button, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { CircularProgress } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { exportToExcel, type ExcelColumn } from '../lib/excel';
import { useAllListRows } from './useAllListRows';

export interface ExcelExportButtonProps<T extends RaRecord> {
  /** Columns of the sheet: header text and how to read the cell from a row. */
  columns: ExcelColumn<T>[];
  /** File name start; a timestamp and .xlsx are appended. */
  fileBase: string;
  sheetName?: string;
  /** Rows to export; without it every row of the surrounding list (its filters and sort) is exported. */
  rows?: readonly T[];
  label?: string;
}

/** Exports all filtered rows (not just the page on screen) to a timestamped Excel file. */
export function ExcelExportButton<T extends RaRecord>({
  columns,
  fileBase,
  sheetName,
  rows,
  label = 'components.excel.button',
}: ExcelExportButtonProps<T>) {
  const notify = useNotify();
  const translate = useTranslate();
  const loadRows = useAllListRows<T>(rows);
  const [busy, setBusy] = useState(false);

  const handleClick = async () => {
    setBusy(true);
    try {
      const data = await loadRows();
      if (data.length === 0) {
        notify('components.excel.empty', { type: 'warning' });
        return;
      }
      const file = await exportToExcel(data, columns, { fileBase, sheetName });
      notify(translate('components.excel.success', { file }), { type: 'success' });
    } catch {
      notify('components.excel.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label={label} onClick={handleClick} disabled={busy}>
      {busy ? <CircularProgress size={16} /> : <DownloadIcon />}
    </Button>
  );
}
