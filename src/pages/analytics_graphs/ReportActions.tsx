/**
 * The Excel and Print buttons of an analytics report (tracking tables, turnaround): one busy state, the
 * report's own success and failure toasts (`<prefix>.excelSuccess`, `.excelFailed`, `.printSuccess`,
 * `.printFailed`), and 'No data available to export' when the report is empty and says so.
 */
import { useState, type ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { useNotify, useTranslate } from 'react-admin';
import { printStamped } from '../../components/PrintLayout';

export function ReportActions({
  prefix,
  empty = false,
  exportExcel,
  printTitle,
  printContent,
}: {
  /** the i18n section holding excel, print and their toasts */
  prefix: string;
  /** when true, both buttons only say `<prefix>.noData` */
  empty?: boolean;
  exportExcel: () => Promise<unknown>;
  printTitle: string;
  printContent: () => ReactNode;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<boolean>, success: string, failure: string) => {
    if (empty) {
      notify(`${prefix}.noData`, { type: 'warning' });
      return;
    }
    setBusy(true);
    try {
      const ok = await work();
      notify(ok ? `${prefix}.${success}` : `${prefix}.${failure}`, { type: ok ? 'success' : 'error' });
    } catch {
      notify(`${prefix}.${failure}`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} justifyContent="flex-end">
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        disabled={busy}
        onClick={() =>
          run(
            async () => {
              await exportExcel();
              return true;
            },
            'excelSuccess',
            'excelFailed',
          )
        }
      >
        {translate(`${prefix}.excel`)}
      </Button>
      <Button
        size="small"
        startIcon={<PrintIcon />}
        disabled={busy}
        onClick={() =>
          run(() => printStamped(printTitle, printContent(), translate), 'printSuccess', 'printFailed')
        }
      >
        {translate(`${prefix}.print`)}
      </Button>
    </Stack>
  );
}
