/**
 * Excel download of ALL filtered deliveries with visible progress (a two-week national report holds
 * ~70,000 rows): the rows are turned into sheet rows in chunks, the page paints the percentage between them.
 */
import { useState } from 'react';
import { Box, CircularProgress, LinearProgress } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useNotify, useTranslate } from 'react-admin';
import { useAllListRows } from '../../components/useAllListRows';
import type { DeliveryRow } from '../../lib/deliveries';
import { exportToExcel, type ExcelColumn } from '../../lib/excel';

const T = 'resources.deliveries.excel';

export function DeliveryExcelButton({ columns }: { columns: ExcelColumn<DeliveryRow>[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const loadRows = useAllListRows<DeliveryRow>();
  const [progress, setProgress] = useState<number | null>(null);
  const [writing, setWriting] = useState(false);

  const run = async () => {
    setProgress(0);
    try {
      const rows = await loadRows();
      if (rows.length === 0) {
        notify('components.excel.empty', { type: 'warning' });
        return;
      }
      const file = await exportToExcel(rows, columns, {
        fileBase: translate(`${T}.fileBase`),
        sheetName: translate(`${T}.sheetName`),
        audit: { resource_type: 'Delivery' },
        onProgress: setProgress,
        // let the page paint 'Writing…' before the library blocks for a moment
        onWrite: async () => {
          setWriting(true);
          await new Promise((resolve) => setTimeout(resolve, 0));
        },
      });
      notify(translate('components.excel.success', { file }), { type: 'success' });
    } catch {
      notify('components.excel.failed', { type: 'error' });
    } finally {
      setProgress(null);
      setWriting(false);
    }
  };

  const busy = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'stretch' }}>
      <Button
        label={
          busy
            ? writing
              ? `${T}.writing`
              : translate(`${T}.progress`, { percent })
            : 'components.excel.button'
        }
        onClick={run}
        disabled={busy}
      >
        {busy ? <CircularProgress size={16} /> : <DownloadIcon />}
      </Button>
      {busy ? (
        <LinearProgress
          variant={writing ? 'indeterminate' : 'determinate'}
          value={percent}
          aria-label={translate(`${T}.progress`, { percent })}
        />
      ) : null}
    </Box>
  );
}
