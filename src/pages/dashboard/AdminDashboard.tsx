import { lazy, Suspense, useState, type ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Card,
  CardActionArea,
  CardContent,
  CircularProgress,
  Grid,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { Loading, Title, useDataProvider, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { OverdueCard } from '../../components/Overdue';
import { canAccess, canSeeDashboardOverview, type Permissions } from '../../access';
import { adminMenu, screenIcon } from '../../screens';
import { CardLabel } from './CardLabel';
import { LOAD_PLACEHOLDER, LoadError } from '../../components/LoadError';
import { serverMessage } from '../../providers/http';
import type { AppDataProvider } from '../../providers/dataProvider';

/** The hub tracking report of /analytics_graphs/, loaded when the 'Tracking Overview' tab is opened. */
const TrackingReport = lazy(() => import('../analytics_graphs/TrackingReport'));

/** The count cards of 'Dashboard Overview': each its own resource, its own count, its own link. */
export const DASHBOARD_CARDS: { key: string; resource: string; to: string }[] = [
  { key: 'agents', resource: 'deliveryagents', to: '/deliveryagents/' },
  { key: 'app_clients', resource: 'app_clients', to: '/app_clients/' },
  { key: 'collectionhubs', resource: 'collectionhubs', to: '/collectionhubs/' },
  { key: 'healthcenters', resource: 'healthcenters', to: '/healthcenters/' },
  { key: 'supplies', resource: 'supplies', to: '/supplies/' },
  { key: 'samples', resource: 'samples', to: '/samples/' },
  { key: 'products', resource: 'products', to: '/products/' },
  // GET /api/pending_umoja_pickups/ (administration.md 7, 'dashboard count'); shown to those who may open the list
  { key: 'pending_pickups', resource: 'pending_pickups', to: '/pending_pickups/' },
];

function CountCard({ cardKey, resource, to }: { cardKey: string; resource: string; to: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, isError, error, refetch } = useQuery({
    queryKey: ['count', resource],
    queryFn: () => dataProvider.getCount(resource),
  });
  const label = translate(`pages.dashboard.cards.${cardKey}`);
  // the link is the card's visible label, stretched over the whole card; the count sits beside it, so the link's
  // name is its text (WCAG 2.5.3)
  return (
    <Card sx={{ height: '100%', position: 'relative', '&:hover': { bgcolor: 'action.hover' } }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box sx={{ color: 'primary.main', '& svg': { fontSize: 40 } }}>{screenIcon(resource)}</Box>
        <Box>
          <CardLabel label={label} to={to} />
          {isPending ? (
            <CircularProgress size={20} />
          ) : isError ? (
            <>
              <Typography variant="h5" color="error" data-testid={`count-${cardKey}`}>
                {LOAD_PLACEHOLDER}
              </Typography>
              {/* lasting, with the server's reason and Retry; above the card's stretched link */}
              <Box sx={{ position: 'relative', zIndex: 1 }}>
                <LoadError
                  error={serverMessage(error, translate('pages.dashboard.countFailed'))}
                  onRetry={refetch}
                  dense
                />
              </Box>
            </>
          ) : (
            <Typography variant="h5" data-testid={`count-${cardKey}`}>
              {(data ?? 0).toLocaleString('en-US')}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

function Overview({ permissions }: { permissions: Permissions | undefined }) {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  const cards = DASHBOARD_CARDS.filter((c) => canAccess(permissions, { resource: c.resource }));
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} variant="scrollable" allowScrollButtonsMobile>
        <Tab label={translate('pages.dashboard.overviewTab')} />
        <Tab label={translate('pages.dashboard.trackingTab')} />
      </Tabs>
      <Box sx={{ pt: 2 }}>
        {tab === 0 ? (
          <Grid container spacing={2}>
            {cards.map((c) => (
              <Grid key={c.key} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                <CountCard cardKey={c.key} resource={c.resource} to={c.to} />
              </Grid>
            ))}
            {canAccess(permissions, { resource: 'pending_pickups' }) ||
            canAccess(permissions, { resource: 'deliveries' }) ? (
              <Grid size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                <OverdueCard />
              </Grid>
            ) : null}
          </Grid>
        ) : (
          <Suspense fallback={<CircularProgress aria-label={translate('pages.analytics.loading')} />}>
            <TrackingReport />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}

function Welcome({ permissions }: { permissions: Permissions | undefined }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const links: { key: string; route: string; labelKey: string; icon: ReactElement }[] = adminMenu(permissions)
    .flatMap((g) => g.items)
    .filter((i) => i.route !== '/')
    .map((i) => ({ ...i, icon: screenIcon(i.key) }));
  return (
    <Box>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('pages.dashboard.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      <Typography variant="body1" gutterBottom>
        {translate('pages.dashboard.welcomeText')}
      </Typography>
      {links.length === 0 ? (
        <Alert severity="info">{translate('pages.dashboard.noLinks')}</Alert>
      ) : (
        <>
          <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
            {translate('pages.dashboard.quickLinks')}
          </Typography>
          <Grid container spacing={2}>
            {links.map((l) => (
              <Grid key={l.key} size={{ xs: 12, sm: 6, md: 4 }}>
                <Card>
                  <CardActionArea component={RouterLink} to={l.route}>
                    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                      <Box sx={{ color: 'primary.main', display: 'flex' }}>{l.icon}</Box>
                      <Typography>{translate(l.labelKey)}</Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        </>
      )}
    </Box>
  );
}

/** '/' and '/quickmenu/' in the admin shell. */
export function AdminDashboard() {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<Permissions>();
  if (isPending) return <Loading />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('pages.dashboard.title')} />
      {canSeeDashboardOverview(permissions) ? (
        <Overview permissions={permissions} />
      ) : (
        <Welcome permissions={permissions} />
      )}
    </Box>
  );
}

export default AdminDashboard;
