import { Alert, AlertTitle, Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import type { RightName } from '../../../contract/types';

/**
 * What a hub manager sees where a screen (or a part of one) needs a right their account lacks: the right by
 * name and who can grant it, instead of failing cards and the server's 403.
 */
export function MissingRight({ right, page = true }: { right: RightName; page?: boolean }) {
  const translate = useTranslate();
  const name = translate(`resources.useraccounts.rights.${right}`);
  const alert = (
    <Alert severity="warning" sx={page ? undefined : { mb: 2 }} data-testid="missing-right">
      <AlertTitle>{translate('layout.missingRight.title', { right: name })}</AlertTitle>
      {translate('layout.missingRight.message', { right: name })}
    </Alert>
  );
  if (!page) return alert;
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('layout.missingRight.title', { right: name })} />
      {alert}
    </Box>
  );
}
