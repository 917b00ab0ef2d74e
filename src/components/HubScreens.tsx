/**
 * The frame of the hub shell's lists and detail pages (hub agents, hub health centres): the coordinated hub,
 * the note shown where a hub list has no hub (admin shell), the list of the hub's records, one record of the
 * route's id ("not found" for another hub's record: the server answers 404) and its details table.
 */
import type { ReactElement, ReactNode } from 'react';
import { Alert, Box, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import {
  DataTable,
  List,
  Loading,
  SearchInput,
  Title,
  useGetOne,
  usePermissions,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Permissions } from '../access';
import { ListEmpty } from './ListEmpty';
import { ListLoading } from './ListLoading';

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

/** The hub's records (filter collection_hub) with a search, 25 a page; `texts` holds title, search and empty. */
export function HubList({
  resource,
  texts,
  sortField,
  actions,
  rowClick = false,
  children,
}: {
  resource: string;
  texts: string;
  sortField: string;
  actions: ReactElement;
  rowClick?: false | ((id: RaRecord['id']) => string);
  children: ReactNode;
}) {
  const translate = useTranslate();
  const { hub, isPending } = useCoordinatedHub();
  if (isPending) return <Loading />;
  if (hub === null) return <NoHubNote title={translate(`${texts}.title`)} />;
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate(`${texts}.search`)} fullWidth={false} />,
  ];
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        {translate(`${texts}.title`)}
      </Typography>
      <List
        resource={resource}
        title={`${texts}.title`}
        filter={{ collection_hub: hub }}
        filters={filters}
        actions={actions}
        sort={{ field: sortField, order: 'ASC' }}
        perPage={25}
        debounce={400}
        empty={false}
      >
        <ListLoading />
        <DataTable
          rowClick={rowClick}
          bulkActionButtons={false}
          empty={
            <ListEmpty
              what={resource === 'hub_healthcenters' ? 'hub_healthcenters' : 'hub_agents'}
              canCreate={false}
            />
          }
        >
          {children}
        </DataTable>
      </List>
    </Box>
  );
}

/**
 * The record of the route's numeric id, and the body to show while it loads or when it is not there
 * (`texts`.notFound); `render` draws the record.
 */
export function HubRecord<T extends RaRecord>({
  resource,
  texts,
  back,
  render,
  maxWidth,
}: {
  resource: string;
  texts: string;
  back: ReactNode;
  render: (record: T) => ReactNode;
  maxWidth?: number;
}) {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const { data, isPending, error } = useGetOne<T>(
    resource,
    { id: valid ? Number(id) : 0 },
    { enabled: valid, retry: false },
  );
  let body: ReactNode;
  if (valid && isPending) body = <Loading />;
  else if (!valid || error || !data)
    body = (
      <Alert severity="warning" role="alert">
        {translate(`${texts}.notFound`)}
      </Alert>
    );
  else body = render(data);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth }}>
      <Title title={translate(`${texts}.title`)} />
      <Stack spacing={2}>
        <Box>{back}</Box>
        {body}
      </Stack>
    </Box>
  );
}

/** Label / value rows; an empty value shows '—'. */
export function DetailsTable({ label, rows }: { label: string; rows: [string, unknown][] }) {
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {rows.map(([name, value]) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row" sx={{ width: '40%', color: 'text.secondary' }}>
              {name}
            </TableCell>
            <TableCell>
              {value === null || value === undefined || value === '' ? '—' : String(value)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
