/**
 * The Excel and Print buttons of an analytics report (tracking tables, turnaround): one busy state (a mutation), the
 * report's own success and failure toasts (`<prefix>.excelSuccess`, `.excelFailed`, `.printSuccess`,
 * `.printFailed`), and 'No data available to export' when the report is empty and says so.
 */
import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
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
  // one busy state for both buttons: the running export or print
  const action = useMutation({
    mutationFn: ({ work }: { work: () => Promise<boolean>; success: string; failure: string }) => work(),
    onSuccess: (ok, { success, failure }) =>
      notify(ok ? `${prefix}.${success}` : `${prefix}.${failure}`, { type: ok ? 'success' : 'error' }),
    onError: (_e, { failure }) => notify(`${prefix}.${failure}`, { type: 'error' }),
  });
  const busy = action.isPending;

  const run = (work: () => Promise<boolean>, success: string, failure: string) => {
    if (empty) {
      notify(`${prefix}.noData`, { type: 'warning' });
      return;
    }
    action.mutate({ work, success, failure });
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
