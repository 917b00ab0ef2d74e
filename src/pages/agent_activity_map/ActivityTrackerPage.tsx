/**
 * /agent_activity_map/ : Agent Activity Tracker (operations.md 2, 5, 7, 9). Choose an agent and a date and
 * press Search Activities: POST /customqueries/getagent_dayactivities {date: DD/MM/YYYY, selected_acccount}
 * → the day's points on a map (numbered, dashed route with arrows), a summary and a list of the points.
 */
import { lazy, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import {
  AutocompleteInput,
  Form,
  ReferenceInput,
  required,
  Title,
  useDataProvider,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { DateInput } from '../../components/DateInput';
import { MapSuspense } from '../../components/MapView';
import { formatDate, parseDisplayDate } from '../../../contract/dates';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ACTIVITY_MAP_HEIGHT } from './constants';
import { buildRoute, formatTime, parseReport, routeSummary, type RoutePoint } from './route';

const ActivityMap = lazy(() => import('./ActivityMap'));

const T = (key: string) => `pages.agent_activity_map.${key}`;

interface SearchValues {
  agent: number | string | null;
  date: string | null;
}

type Result =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; route: RoutePoint[]; skipped: number; date: string };

const agentText = (r: RaRecord) =>
  [
    r.FullName || [r.first_name, r.second_name].filter(Boolean).join(' '),
    r.agent_code ? `(${r.agent_code})` : '',
  ]
    .filter(Boolean)
    .join(' ');
const agentQuery = (q: string) => (q ? { q } : {});
/** A real DD/MM/YYYY date, else the message (operations.md 5: 'Please select a date'). */
export const dateRequiredWith = (message: string) => (value: unknown) =>
  typeof value === 'string' && parseDisplayDate(value) ? undefined : message;
export const dateRequired = dateRequiredWith(T('dateRequired'));
const ADMIN_MESSAGES = { date: dateRequired, agent: required(T('agentRequired')) };
/** The hub shell's words (administration.md 5): 'Date missing', 'Agent account missing'. */
const HUB_MESSAGES = {
  date: dateRequiredWith('pages.hub.activity.dateRequired'),
  agent: required('pages.hub.activity.agentRequired'),
};

/**
 * `titleKey`: the hub shell's own title (the agents and activities are scoped to the hub by the server); `hub`: the
 * hub shell's validation messages.
 */
export function ActivityTrackerPage({
  titleKey = T('title'),
  hub = false,
}: {
  titleKey?: string;
  hub?: boolean;
}) {
  const messages = hub ? HUB_MESSAGES : ADMIN_MESSAGES;
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [result, setResult] = useState<Result>({ status: 'idle' });
  const latest = useRef(0);

  const search = async (values: SearchValues) => {
    const request = ++latest.current;
    const date = String(values.date ?? '');
    setResult({ status: 'loading' });
    try {
      const answer = await dataProvider.agentDayActivities({
        date,
        selected_acccount: values.agent,
      });
      const raw = parseReport(answer?.report);
      const route = buildRoute(raw);
      if (request === latest.current)
        setResult({ status: 'done', route, skipped: raw.length - route.length, date });
    } catch {
      if (request === latest.current) setResult({ status: 'error' });
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate(titleKey)} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(titleKey)}
      </Typography>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Form
            defaultValues={{ agent: null, date: formatDate(new Date()) }}
            onSubmit={(values: Record<string, unknown>) => search(values as unknown as SearchValues)}
          >
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'flex-start' }}>
              <ReferenceInput
                source="agent"
                reference="deliveryagents"
                sort={{ field: 'first_name', order: 'ASC' }}
                perPage={25}
              >
                <AutocompleteInput
                  label={T('agent')}
                  optionText={agentText}
                  filterToQuery={agentQuery}
                  validate={messages.agent}
                  sx={{ minWidth: 300 }}
                  helperText={false}
                />
              </ReferenceInput>
              <Box sx={{ pt: 1 }}>
                <DateInput
                  source="date"
                  valueFormat="DD/MM/YYYY"
                  label={T('date')}
                  validate={messages.date}
                />
              </Box>
              <Box sx={{ pt: 1 }}>
                <Button
                  type="submit"
                  variant="contained"
                  startIcon={<SearchIcon />}
                  disabled={result.status === 'loading'}
                >
                  {translate(T('search'))}
                </Button>
              </Box>
            </Stack>
          </Form>
        </CardContent>
      </Card>
      <ActivityResult result={result} />
    </Box>
  );
}

function ActivityResult({ result }: { result: Result }) {
  const translate = useTranslate();
  switch (result.status) {
    case 'idle':
      return <Alert severity="info">{translate(T('selectPrompt'))}</Alert>;
    case 'loading':
      return (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress />
        </Box>
      );
    case 'error':
      return <Alert severity="error">{translate(T('loadFailed'))}</Alert>;
  }
  const { route, skipped, date } = result;
  const skippedNote =
    skipped > 0 ? (
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate(T('skipped'), { smart_count: skipped })}
      </Alert>
    ) : null;
  if (route.length === 0)
    return (
      <>
        {skippedNote}
        <Alert severity="info">{translate(T('empty'))}</Alert>
      </>
    );
  const summary = routeSummary(route);
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate(T('summaryTitle'))}
          </Typography>
          <Typography data-testid="activity-summary-count">
            {translate(T('count'), { smart_count: summary.count, date })}
          </Typography>
          {summary.first ? (
            <Typography variant="body2">
              {translate(T('first'), { time: formatTime(summary.first) })}
            </Typography>
          ) : null}
          {summary.last ? (
            <Typography variant="body2">
              {translate(T('last'), { time: formatTime(summary.last) })}
            </Typography>
          ) : null}
        </CardContent>
      </Card>
      {skippedNote}
      <Card data-testid="activity-map">
        <MapSuspense height={ACTIVITY_MAP_HEIGHT}>
          <ActivityMap points={route} />
        </MapSuspense>
      </Card>
      <TableContainer component={Card}>
        <Table size="small" data-testid="activity-points">
          <TableHead>
            <TableRow>
              <TableCell>{translate(T('columns.number'))}</TableCell>
              <TableCell>{translate(T('columns.time'))}</TableCell>
              <TableCell>{translate(T('columns.activity'))}</TableCell>
              <TableCell>{translate(T('columns.coordinates'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {route.map((p) => (
              <TableRow key={p.key} data-testid="activity-point">
                <TableCell data-testid="activity-point-number">{p.number}</TableCell>
                <TableCell>{formatTime(p.time)}</TableCell>
                <TableCell>{p.activity_name}</TableCell>
                <TableCell>
                  {p.lat.toFixed(6)}, {p.lng.toFixed(6)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

export default ActivityTrackerPage;
