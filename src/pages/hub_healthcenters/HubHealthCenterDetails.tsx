/**
 * /hub_healthcenter_details/{id}: a health centre of the coordinated hub (GET /api/healthcentres/{id}/; the
 * server answers 404 for another hub's centre, shown as "not found") and its hub patient screen.
 */
import { Button, Card, CardContent, CardHeader } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DetailsTable, HubRecord } from '../../components/HubScreens';
import type { HealthCentre } from '../../../contract/types';
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
  return (
    <HubRecord<HealthCentre>
      resource="hub_healthcenter_details"
      texts={T}
      back={
        <Button component={Link} to="/hub_healthcenters/" startIcon={<ArrowBackIcon />}>
          {translate(`${T}.back`)}
        </Button>
      }
      render={(data) => (
        <>
          <Card>
            <CardHeader
              title={data.name}
              subheader={data.HC_code}
              action={<StatusChip status={data.status} />}
            />
            <CardContent sx={{ pt: 0 }}>
              <DetailsTable
                label={translate(`${T}.title`)}
                rows={[
                  ...FIELDS.map((field): [string, unknown] => [translate(`${F}.${field}`), data[field]]),
                  [
                    translate(`${F}.sub_hub`),
                    translate(data.sub_hub ? 'ra.boolean.true' : 'ra.boolean.false'),
                  ],
                ]}
              />
            </CardContent>
          </Card>
          <HubPatients healthCenter={data.id} />
        </>
      )}
    />
  );
}

export default HubHealthCenterDetails;
