/** The coordinated hub of the signed-in user, and the note shown where a hub list has no hub to show. */
import { Alert, Box, Typography } from '@mui/material';
import { Title, usePermissions, useTranslate } from 'react-admin';
import type { Permissions } from '../../access';

/** The coordinated hub id (null in the admin shell), and whether the permissions are still loading. */
export function useCoordinatedHub(): { hub: number | null; isPending: boolean } {
  const { permissions, isPending } = usePermissions<Permissions>();
  const hub = permissions?.coordinatedHub;
  return { hub: hub === undefined || hub === null ? null : Number(hub), isPending };
}

/** Admin shell (a manager without hub): the hub lists say what they are for and show nothing else. */
export function NoHubNote({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Alert severity="info">{translate('pages.hubFacilities.noHub')}</Alert>
    </Box>
  );
}
