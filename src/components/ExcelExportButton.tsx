import { Button, useNotify, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { CircularProgress } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { auditResourceFor } from '../lib/auditClient';
import { exportToExcel, type ExcelColumn } from '../lib/excel';
import { RowsProgressNote } from './RowsProgressNote';
import { useAllRowsAction } from './useAllListRows';

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

/** Exports all filtered rows (not just the page on screen) to a timestamped Excel file. */
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
  const { busy, run, progress, cancel } = useAllRowsAction<T>(
    rows,
    { empty: 'components.excel.empty', failed: 'components.excel.failed' },
    async (data) => {
      const file = await exportToExcel(data, columns, {
        fileBase,
        sheetName,
        audit: { resource_type: auditResource ?? auditResourceFor(resource) },
      });
      notify(translate('components.excel.success', { file }), { type: 'success' });
    },
  );

  return (
    <>
      <Button label={label} onClick={run} disabled={busy}>
        {busy ? <CircularProgress size={16} /> : <DownloadIcon />}
      </Button>
      {progress ? <RowsProgressNote progress={progress} onCancel={cancel} /> : null}
    </>
  );
}
