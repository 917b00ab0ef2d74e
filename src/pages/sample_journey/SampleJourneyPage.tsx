/**
 * The sample journey of a barcode, route /sample_journey/{barcode}: every event that touched it,
 * oldest first (who, when, where, the agent's position), a map of the route between positioned events (the
 * activity tracker's lazily loaded map), links to the batch it travelled in and to its children, Print with the
 * company stamp and Excel export. One request: GET /customqueries/sample_journey/{barcode}.
 */
import { lazy, Suspense, useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, usePermissions, useTranslate } from 'react-admin';
import { shellFor, type Permissions } from '../../access';
import { ExcelExportButton } from '../../components/ExcelExportButton';
import { PrintButton } from '../../components/PrintButton';
import type { AppDataProvider } from '../../providers/dataProvider';
import { serverMessage } from '../../providers/http';
import { eventTime, numbered, routeOf, type JourneyEvent, type NumberedEvent } from './journey';
import { JourneyCodeLinks } from '../../components/JourneyLink';

const ActivityMap = lazy(() => import('../agent_activity_map/ActivityMap'));

const T = 'custody.journey';

function CodeLinks({ label, codes, testId }: { label: string; codes: string[]; testId: string }) {
  if (codes.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      data-testid={testId}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <JourneyCodeLinks codes={codes} />
    </Stack>
  );
}

/**
 * Why there is no journey, and what to do: a code the server does not know (404, or none given) gets the way to
 * find the sample on the deliveries screen of the user's shell; another failure says so with the server's message.
 */
function JourneyProblem({ error }: { error: unknown }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  const status = (error as { status?: number } | null)?.status;
  if (error && status !== undefined && status !== 404) {
    return (
      <Alert severity="error" data-testid="journey-failed">
        <AlertTitle>{translate(`${T}.failed`)}</AlertTitle>
        {serverMessage(error, '')}
      </Alert>
    );
  }
  const deliveries = shellFor(permissions) === 'hub' ? '/hub_deliveries/' : '/deliveries/';
  return (
    <Alert
      severity="warning"
      data-testid="journey-not-found"
      action={
        <Button component={RouterLink} to={deliveries} color="inherit" size="small">
          {translate(`${T}.searchDeliveries`)}
        </Button>
      }
    >
      <AlertTitle>{serverMessage(error, translate(`${T}.notFound`))}</AlertTitle>
      {translate(`${T}.notFoundHint`)}
    </Alert>
  );
}

export function SampleJourneyPage({ barcode: given }: { barcode?: string }) {
  const params = useParams();
  const barcode = given ?? params.barcode ?? '';
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['sample_journey', barcode],
    queryFn: () => dataProvider.sampleJourney({ barcode }),
    enabled: barcode !== '',
    retry: false,
  });
  const journey = query.data;
  const events = useMemo(() => numbered(journey?.events ?? []), [journey]);
  const label = (e: JourneyEvent) => translate(`${T}.events.${e.type}`, { _: e.type });
  const route = useMemo(() => routeOf(events, label), [events]); // eslint-disable-line react-hooks/exhaustive-deps
  const position = (e: JourneyEvent) =>
    e.lat !== null && e.lng !== null && e.position
      ? `${translate(`${T}.position.${e.position}`)} ${e.lat.toFixed(5)}, ${e.lng.toFixed(5)}`
      : '';
  const details = (e: JourneyEvent) =>
    [e.note, e.codes && e.codes.length ? translate(`${T}.codes`, { codes: e.codes.join(', ') }) : '']
      .filter(Boolean)
      .join(' · ');
  const c = (k: string) => translate(`${T}.columns.${k}`);
  // the print view numbers its rows itself; the Excel file gets the number as a column
  const printColumns = [
    { header: c('event'), value: (e: NumberedEvent) => label(e) },
    { header: c('time'), value: (e: NumberedEvent) => eventTime(e) },
    { header: c('who'), value: (e: NumberedEvent) => e.who ?? '' },
    { header: c('place'), value: (e: NumberedEvent) => e.place ?? '' },
    { header: c('position'), value: (e: NumberedEvent) => position(e) },
    { header: c('delivery'), value: (e: NumberedEvent) => e.delivery_number ?? '' },
    { header: c('note'), value: (e: NumberedEvent) => details(e) },
  ];
  const columns = [{ header: c('number'), value: (e: NumberedEvent) => e.number }, ...printColumns];
  const title = translate(`${T}.titleOf`, { barcode });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }} useFlexGap>
        <Typography variant="h5" component="h1" sx={{ mr: 'auto' }}>
          {title}
        </Typography>
        {journey ? (
          <>
            <PrintButton
              title={translate(`${T}.printTitle`, { barcode })}
              columns={printColumns}
              rows={events}
              auditResource="Delivery"
            />
            <ExcelExportButton
              columns={columns}
              rows={events}
              fileBase={translate(`${T}.excelBase`, { barcode })}
              auditResource="Delivery"
            />
          </>
        ) : null}
      </Stack>
      {query.isPending && barcode !== '' ? <CircularProgress size={24} /> : null}
      {query.isError || barcode === '' ? (
        <JourneyProblem error={barcode === '' ? null : query.error} />
      ) : null}
      {journey ? (
        <Stack spacing={2}>
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={1}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {journey.item_name ? <Chip size="small" label={journey.item_name} /> : null}
                  {journey.barcode_type ? (
                    <Chip size="small" variant="outlined" label={journey.barcode_type} />
                  ) : null}
                  {journey.repackaged ? (
                    <Chip
                      size="small"
                      color="warning"
                      label={translate(`${T}.repackaged`, { reason: journey.reason_for_repackage ?? '' })}
                    />
                  ) : null}
                  {journey.discrepancy ? (
                    <Chip
                      size="small"
                      color="error"
                      label={translate(`${T}.discrepancy`)}
                      data-testid="journey-discrepancy"
                    />
                  ) : null}
                </Stack>
                <CodeLinks
                  label={translate(`${T}.travelledIn`)}
                  codes={journey.parents}
                  testId="journey-parents"
                />
                <CodeLinks
                  label={translate(`${T}.children`)}
                  codes={journey.children}
                  testId="journey-children"
                />
                {journey.deliveries.length ? (
                  <Typography variant="body2" color="text.secondary">
                    {translate(`${T}.deliveries`)}: {journey.deliveries.join(', ')}
                  </Typography>
                ) : null}
              </Stack>
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2">
                {translate(`${T}.timeline`)}
              </Typography>
              {events.length === 0 ? (
                <Typography variant="body2">{translate(`${T}.noEvents`)}</Typography>
              ) : (
                <List dense data-testid="journey-timeline">
                  {events.map((e) => (
                    <ListItem
                      key={e.number}
                      divider
                      data-testid={`journey-event-${e.type}`}
                      alignItems="flex-start"
                    >
                      <Chip
                        size="small"
                        label={e.number}
                        color={
                          e.type.includes('receiving') || e.type === 'lims_rejected' ? 'error' : 'default'
                        }
                        sx={{ mr: 1.5, mt: 0.5 }}
                      />
                      <ListItemText
                        primary={`${label(e)} — ${eventTime(e)}`}
                        secondary={[e.who, e.place, e.delivery_number, position(e), details(e)]
                          .filter(Boolean)
                          .join(' · ')}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {translate(`${T}.map`)}
              </Typography>
              {route.length === 0 ? (
                <Typography variant="body2">{translate(`${T}.noPositions`)}</Typography>
              ) : (
                <Suspense fallback={<CircularProgress size={20} />}>
                  <ActivityMap points={route} />
                </Suspense>
              )}
            </CardContent>
          </Card>
        </Stack>
      ) : null}
    </Box>
  );
}

export default function SampleJourneyRoute() {
  const { barcode } = useParams();
  // a new barcode (a link to a child or the batch) starts a new page
  return <SampleJourneyPage key={barcode} barcode={barcode ?? ''} />;
}
