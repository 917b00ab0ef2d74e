/**
 * 'Discrepancies' (issue 21): every receipt whose receiving check found missing or unexpected codes, over a date
 * range of the day received and a hub (a hub coordinator always sees only their hub: the server scopes it), with
 * print and Excel export. One call: POST /customqueries/getreceiving_discrepancies {dateone, datetwo, hub} (our server's
 * extension) → plain array, newest first.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  CircularProgress,
  Link,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useGetList, usePermissions, useTranslate } from 'react-admin';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { ExcelExportButton } from '../../components/ExcelExportButton';
import { PrintButton } from '../../components/PrintButton';
import { fileTimestamp } from '../../lib/excel';
import { formatDateTime, toIsoDate, type DateRange } from '../../../contract/dates';
import type { Permissions } from '../../access';
import type { AppDataProvider } from '../../providers/dataProvider';
import { serverMessage } from '../../providers/http';
import { LoadError } from '../../components/LoadError';
import { journeyPath } from '../sample_journey/journey';

const T = 'custody.discrepancies';

export interface DiscrepancyRow {
  id: number;
  delivery_number: string;
  barcode: string | null;
  collection_hub: number | null;
  collection_hub_name: string | null;
  received_by: string | null;
  time_of_receiving: string;
  expected: string[];
  missing: string[];
  unexpected: string[];
}

function Codes({ codes }: { codes: string[] }) {
  return (
    <>
      {codes.map((code, i) => (
        <span key={code}>
          {i > 0 ? ', ' : ''}
          <Link component={RouterLink} to={journeyPath(code)}>
            {code}
          </Link>
        </span>
      ))}
    </>
  );
}

export function DiscrepanciesPage({ today = new Date() }: { today?: Date }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { permissions } = usePermissions<Permissions>();
  const hubBound = permissions?.coordinatedHub != null;
  const weekAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6);
  const [range, setRange] = useState<DateRange>({ from: toIsoDate(weekAgo), to: toIsoDate(today) });
  const [hub, setHub] = useState('');
  const [args, setArgs] = useState({ dateone: toIsoDate(weekAgo), datetwo: toIsoDate(today), hub: '' });
  const hubs = useGetList(
    'collectionhubs',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: permissions !== undefined && !hubBound },
  );
  const query = useQuery({
    queryKey: ['getreceiving_discrepancies', args],
    queryFn: () => dataProvider.receivingDiscrepancies<DiscrepancyRow[]>(args),
    retry: false,
  });
  const rows = Array.isArray(query.data) ? query.data : [];
  const c = (k: string) => translate(`${T}.columns.${k}`);
  const columns = [
    { header: c('time_of_receiving'), value: (r: DiscrepancyRow) => formatDateTime(r.time_of_receiving) },
    { header: c('delivery_number'), value: (r: DiscrepancyRow) => r.delivery_number },
    { header: c('barcode'), value: (r: DiscrepancyRow) => r.barcode ?? '' },
    { header: c('collection_hub_name'), value: (r: DiscrepancyRow) => r.collection_hub_name ?? '' },
    { header: c('received_by'), value: (r: DiscrepancyRow) => r.received_by ?? '' },
    { header: c('expected'), value: (r: DiscrepancyRow) => r.expected.join(', ') },
    { header: c('missing'), value: (r: DiscrepancyRow) => r.missing.join(', ') },
    { header: c('unexpected'), value: (r: DiscrepancyRow) => r.unexpected.join(', ') },
  ];

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate(`${T}.title`)} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate(`${T}.title`)}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <DateRangeFilter value={range} onChange={setRange} today={today} />
        {hubBound ? null : (
          <TextField
            select
            size="small"
            label={translate(`${T}.hub`)}
            value={hub}
            onChange={(e) => setHub(e.target.value)}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{translate(`${T}.allHubs`)}</MenuItem>
            {(hubs.data ?? []).map((h) => (
              <MenuItem key={h.id} value={String(h.id)}>
                {String(h.name ?? h.id)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button
          variant="contained"
          onClick={() => setArgs({ dateone: range.from ?? '', datetwo: range.to ?? '', hub })}
        >
          {translate(`${T}.search`)}
        </Button>
        <Box sx={{ ml: 'auto' }}>
          <PrintButton<DiscrepancyRow>
            title={translate(`${T}.title`)}
            columns={columns}
            rows={rows}
            auditResource="Delivery"
          />
          <ExcelExportButton
            columns={columns}
            rows={rows as (DiscrepancyRow & { id: number })[]}
            fileBase={translate(`${T}.excelBase`, { date: fileTimestamp(today) })}
            auditResource="Delivery"
          />
        </Box>
      </Stack>
      {query.isError ? (
        <LoadError error={serverMessage(query.error, translate(`${T}.failed`))} onRetry={query.refetch} />
      ) : null}
      <Card variant="outlined">
        {query.isPending ? (
          <Box sx={{ p: 2 }}>
            <CircularProgress size={24} />
          </Box>
        ) : query.isError && rows.length === 0 ? null : rows.length === 0 ? (
          <Typography sx={{ p: 2 }}>{translate(`${T}.empty`)}</Typography>
        ) : (
          <Table size="small" data-testid="discrepancies-table">
            <TableHead>
              <TableRow>
                {columns.map((col) => (
                  <TableCell key={col.header}>{col.header}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id} data-testid="discrepancy-row">
                  <TableCell>{formatDateTime(r.time_of_receiving)}</TableCell>
                  <TableCell>{r.delivery_number}</TableCell>
                  <TableCell>{r.barcode ? <Codes codes={[r.barcode]} /> : null}</TableCell>
                  <TableCell>{r.collection_hub_name ?? ''}</TableCell>
                  <TableCell>{r.received_by ?? ''}</TableCell>
                  <TableCell>{r.expected.join(', ')}</TableCell>
                  <TableCell>
                    <Codes codes={r.missing} />
                  </TableCell>
                  <TableCell>
                    <Codes codes={r.unexpected} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
    </Box>
  );
}

export default function DiscrepanciesRoute() {
  return <DiscrepanciesPage />;
}
