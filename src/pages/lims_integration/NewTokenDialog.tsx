/** Shows a just-created or regenerated token once, with a copy button. */
import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useTranslate } from 'react-admin';
import { DetailsDialog } from '../../components/DetailsDialog';

export function NewTokenDialog({ token, onClose }: { token: string | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(token ?? '');
      setCopied(true);
      notify('pages.lims.tokens.copied', { type: 'success' });
    } catch {
      notify('pages.lims.tokens.copyFailed', { type: 'warning' });
    }
  };

  const close = () => {
    setCopied(false);
    onClose();
  };

  return (
    <DetailsDialog
      open={!!token}
      onClose={close}
      title={translate('pages.lims.tokens.newTokenTitle')}
      closeLabel="pages.lims.common.close"
      maxWidth="sm"
      dividers={false}
      actionsBefore={
        <Button startIcon={<ContentCopyIcon />} variant="contained" onClick={() => void copy()}>
          {translate('pages.lims.tokens.copy')}
        </Button>
      }
    >
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate('pages.lims.tokens.newTokenText')}
      </Alert>
      <Box
        sx={{
          p: 1.5,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: 'monospace',
          wordBreak: 'break-all',
        }}
      >
        <Typography component="code" data-testid="lims-new-token" sx={{ fontFamily: 'inherit' }}>
          {token}
        </Typography>
      </Box>
      {copied ? (
        <Typography variant="body2" color="success.main" sx={{ mt: 1 }}>
          {translate('pages.lims.tokens.copied')}
        </Typography>
      ) : null}
    </DetailsDialog>
  );
}
