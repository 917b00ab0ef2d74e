import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RowsProgress } from './useAllListRows';

const number = (n: number) => n.toLocaleString('en-US');

/** "Loading rows 1,000 of 70,000" with a bar and a Cancel button, while every row of a list loads. */
export function RowsProgressNote({ progress, onCancel }: { progress: RowsProgress; onCancel: () => void }) {
  const translate = useTranslate();
  const text = translate('components.allRows.loading', {
    loaded: number(progress.loaded),
    total: number(progress.total),
  });
  const percent = progress.total > 0 ? Math.min(100, (progress.loaded / progress.total) * 100) : 0;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }} role="status">
      <Box sx={{ minWidth: 180 }}>
        <Typography variant="caption">{text}</Typography>
        <LinearProgress variant="determinate" value={percent} aria-label={text} />
      </Box>
      <Button size="small" onClick={onCancel}>
        {translate('components.allRows.cancel')}
      </Button>
    </Box>
  );
}
