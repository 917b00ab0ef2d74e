/**
 * Excel download of ALL filtered deliveries with visible progress (a two-week national report holds
 * ~70,000 rows): on the server-paged path the rows are loaded in pages of 500 ("Loading rows 1,000 of
 * 70,000", Cancel stops it). Where the browser has Web Workers the workbook is built in one while the pages
 * load (../../lib/excelStream), else the rows are turned into sheet rows in chunks once all are in, the page
 * painting the percentage between them.
 */
import { useRef, useState } from 'react';
import { Box, CircularProgress, LinearProgress } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useNotify, useTranslate } from 'react-admin';
import { RowsProgressNote } from '../../components/RowsProgressNote';
import { RowsLoadCancelled, useAllListRows, type RowsProgress } from '../../components/useAllListRows';
import type { DeliveryRow } from '../../lib/deliveries';
import type { ExcelColumn } from '../../lib/excel';
import { ExcelStreamCancelled, exportLoadedRows } from '../../lib/excelStream';

const T = 'resources.deliveries.excel';

export function DeliveryExcelButton({ columns }: { columns: ExcelColumn<DeliveryRow>[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const loadRows = useAllListRows<DeliveryRow>();
  const [progress, setProgress] = useState<number | null>(null);
  const [writing, setWriting] = useState(false);
  const [loading, setLoading] = useState<RowsProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const run = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress(0);
    try {
      const file = await exportLoadedRows(
        async (onRows) => {
          const rows = await loadRows({ onProgress: setLoading, signal: abort.signal, onRows });
          setLoading(null);
          return rows;
        },
        columns,
        {
          fileBase: translate(`${T}.fileBase`),
          sheetName: translate(`${T}.sheetName`),
          audit: { resource_type: 'Delivery' },
          signal: abort.signal,
          onProgress: setProgress,
          // let the page paint 'Writing…' before the file is written
          onWrite: async () => {
            setWriting(true);
            await new Promise((resolve) => setTimeout(resolve, 0));
          },
        },
      );
      if (file === null) {
        notify('components.excel.empty', { type: 'warning' });
        return;
      }
      notify(translate('components.excel.success', { file }), { type: 'success' });
    } catch (error) {
      if (error instanceof RowsLoadCancelled || error instanceof ExcelStreamCancelled)
        notify('components.allRows.cancelled', { type: 'info' });
      else notify('components.excel.failed', { type: 'error' });
    } finally {
      controller.current = null;
      setLoading(null);
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
      {loading ? (
        <RowsProgressNote progress={loading} onCancel={() => controller.current?.abort()} />
      ) : busy ? (
        <LinearProgress
          variant={writing ? 'indeterminate' : 'determinate'}
          value={percent}
          aria-label={translate(`${T}.progress`, { percent })}
        />
      ) : null}
    </Box>
  );
}
