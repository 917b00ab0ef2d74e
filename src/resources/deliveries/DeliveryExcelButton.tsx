/**
 * Excel download of ALL filtered deliveries with visible progress (a two-week national report holds
 * ~70,000 rows): on the server-paged path the rows are loaded in pages of 500 ("Loading rows 1,000 of
 * 70,000", Cancel stops it). Where the browser has Web Workers the workbook is built in one while the pages
 * load (../../lib/excelStream), else the rows are turned into sheet rows in chunks once all are in, the page
 * painting the percentage between them.
 */
import { useState } from 'react';
import { Box, CircularProgress, LinearProgress } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useTranslate } from 'react-admin';
import { useExcelExport } from '../../components/ExcelExportButton';
import { RowsProgressNote } from '../../components/RowsProgressNote';
import type { DeliveryRow } from '../../lib/deliveries';
import type { ExcelColumn } from '../../lib/excel';

const T = 'resources.deliveries.excel';

export function DeliveryExcelButton({ columns }: { columns: ExcelColumn<DeliveryRow>[] }) {
  const translate = useTranslate();
  // the main-thread path's progress of turning rows into sheet rows, and whether the file is being written
  const [progress, setProgress] = useState<number | null>(null);
  const [writing, setWriting] = useState(false);
  const excel = useExcelExport<DeliveryRow>(undefined, columns, () => ({
    fileBase: translate(`${T}.fileBase`),
    sheetName: translate(`${T}.sheetName`),
    audit: { resource_type: 'Delivery' },
    onProgress: setProgress,
    // let the page paint 'Writing…' before the file is written
    onWrite: async () => {
      setWriting(true);
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  }));
  const run = async () => {
    setProgress(0);
    try {
      await excel.run();
    } finally {
      setProgress(null);
      setWriting(false);
    }
  };
  const loading = excel.progress;

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
        <RowsProgressNote progress={loading} onCancel={excel.cancel} />
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
