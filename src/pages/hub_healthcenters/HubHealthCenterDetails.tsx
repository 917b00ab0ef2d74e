/**
 * /hub_healthcenter_details/{id}: a health centre of the coordinated hub (GET /api/healthcentres/{id}/; the
 * server answers 404 for another hub's centre, shown as "not found") and its hub patient screen.
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Loading, Title, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { HealthCentre } from '../../types';
import { StatusChip } from './HubHealthCentersPage';
import { HubPatients } from './HubPatients';

const T = 'pages.hubFacilities.healthcenterDetails';
const F = 'resources.healthcenters.fields';

const FIELDS: (keyof HealthCentre)[] = [
  'name',
  'HC_code',
  'hub_name',
  'district',
  'contactperson_name',
  'contactperson_phone',
  'location_latitude',
  'location_longitude',
];

export function HubHealthCenterDetails() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const { data, isPending, error } = useGetOne<HealthCentre>(
    'hub_healthcenter_details',
    { id: valid ? Number(id) : 0 },
    { enabled: valid, retry: false },
  );
  let body;
  if (valid && isPending) body = <Loading />;
  else if (!valid || error || !data)
    body = (
      <Alert severity="warning" role="alert">
        {translate(`${T}.notFound`)}
      </Alert>
    );
  else
    body = (
      <>
        <Card>
          <CardHeader
            title={data.name}
            subheader={data.HC_code}
            action={<StatusChip status={data.status} />}
          />
          <CardContent sx={{ pt: 0 }}>
            <Table size="small" aria-label={translate(`${T}.title`)}>
              <TableBody>
                {FIELDS.map((field) => {
                  const v = data[field];
                  return (
                    <TableRow key={field}>
                      <TableCell component="th" scope="row" sx={{ width: '40%', color: 'text.secondary' }}>
                        {translate(`${F}.${field}`)}
                      </TableCell>
                      <TableCell>{v === null || v === undefined || v === '' ? '—' : String(v)}</TableCell>
                    </TableRow>
                  );
                })}
                <TableRow>
                  <TableCell component="th" scope="row" sx={{ color: 'text.secondary' }}>
                    {translate(`${F}.sub_hub`)}
                  </TableCell>
                  <TableCell>{translate(data.sub_hub ? 'ra.boolean.true' : 'ra.boolean.false')}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </CardContent>
        </Card>
        <HubPatients healthCenter={data.id} />
      </>
    );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate(`${T}.title`)} />
      <Stack spacing={2}>
        <Box>
          <Button component={Link} to="/hub_healthcenters/" startIcon={<ArrowBackIcon />}>
            {translate(`${T}.back`)}
          </Button>
        </Box>
        {body}
      </Stack>
    </Box>
  );
}

export default HubHealthCenterDetails;
