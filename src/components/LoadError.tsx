/**
 * A failed load, never shown as 'no data': a lasting error with the server's reason and a
 * Retry button. The list loading machinery (ListLoading) shows it for every list; totals, counters and cards
 * show `LOAD_PLACEHOLDER` instead of 0 while they load and after a failure.
 * Texts: en.loading.failed (title and fallback reason) and en.loading.retry.
 */
import { Alert, AlertTitle, Button } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';
import { serverMessage } from '../providers/http';

/** What a total or counter reads while it loads or after its call failed (never 0). */
export const LOAD_PLACEHOLDER = '–';

export interface LoadErrorProps {
  /** the failed call's error (an HttpError carries the server's reason as its message) */
  error: unknown;
  /** asks again (a list context's or react-query's refetch) */
  onRetry: () => unknown;
  /** a smaller alert, for a card or a counter row */
  dense?: boolean;
  /** the screen's own heading for the failure (default: en.loading.failed.title) */
  title?: string;
}

export function LoadError({ error, onRetry, dense = false, title }: LoadErrorProps) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ my: dense ? 0.5 : 1, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => void onRetry()}>
          {translate('loading.retry')}
        </Button>
      }
    >
      <AlertTitle sx={dense ? { mb: 0 } : undefined}>{title ?? translate('loading.failed.title')}</AlertTitle>
      {serverMessage(error, translate('loading.failed.reason'))}
    </Alert>
  );
}
