/**
 * The accounts that coordinate the hub (GET /customqueries/get_hubaccounts/{hub} → {report: JSON text of
 * [{id, username, email, first_name, last_name}]}, administration.md 7 Agents), shown under the hub's agents in
 * the hub shell. Nothing in the admin shell (no hub).
 */
import { Alert, Card, CardContent, CardHeader, List, ListItem, ListItemText, Skeleton } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { useCoordinatedHub } from '../../components/HubScreens';
import { reportRows } from '../../lib/hubDashboard';
import type { AppDataProvider } from '../../providers/dataProvider';

const T = 'pages.hubAccounts';

export interface HubAccount {
  id: number;
  username: string;
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}

export function HubAccounts() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { hub } = useCoordinatedHub();
  const query = useQuery({
    queryKey: ['hub', 'accounts', hub],
    queryFn: async () => reportRows<HubAccount>(await dataProvider.hubAccounts({ hub: hub! })),
    enabled: hub !== null,
    retry: false,
  });
  if (hub === null) return null;
  const rows = query.data ?? [];
  return (
    <Card sx={{ mt: 2 }} component="section" aria-label={translate(`${T}.title`)}>
      <CardHeader title={translate(`${T}.title`)} titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
      <CardContent sx={{ pt: 0 }}>
        {query.isPending ? (
          <Skeleton variant="rectangular" height={48} />
        ) : query.isError ? (
          <Alert severity="error">{translate(`${T}.failed`)}</Alert>
        ) : rows.length === 0 ? (
          <Alert severity="info">{translate(`${T}.empty`)}</Alert>
        ) : (
          <List dense>
            {rows.map((a) => {
              const name = [a.first_name, a.last_name].filter(Boolean).join(' ');
              return (
                <ListItem key={a.id} disableGutters>
                  <ListItemText
                    primary={name ? `${a.username} (${name})` : a.username}
                    secondary={a.email || undefined}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
