/**
 * /hub_agent_details/{id}: one agent of the coordinated hub (GET /api/delivery_agents/{id}/). The server answers
 * 404 for an agent of another hub, so typing another hub's id shows "not found", never the agent. A coordinator
 * may not write master data (the server answers 403), so the details are read only, with the agent's rights.
 */
import { useState } from 'react';
import { Alert, Avatar, Button, Card, CardContent, CardHeader } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SecurityIcon from '@mui/icons-material/Security';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DetailsTable, HubRecord } from '../../components/HubScreens';
import { formatDate } from '../../../contract/dates';
import { AGENT_COLUMNS } from '../../resources/deliveryagents/agentColumns';
import { fileUrl } from '../../providers/http';
import type { DeliveryAgent } from '../../../contract/types';
import { HubAgentRightsDialog } from './HubAgentRightsDialog';

const T = 'pages.hubFacilities.agentDetails';
const F = 'resources.deliveryagents.fields';

/** The agents' column list's text of a field (the admin list's and the hub list's words). */
const textOf = (source: string) => AGENT_COLUMNS.find((c) => c.source === source)?.text;

const ROWS: {
  field: keyof DeliveryAgent;
  value?: (a: DeliveryAgent, t: (k: string) => string) => unknown;
}[] = [
  { field: 'FullName' },
  { field: 'agent_code' },
  { field: 'agent_type', value: textOf('agent_type') },
  { field: 'gender' },
  { field: 'RegisteredPhoneNumber1' },
  { field: 'Nationality' },
  { field: 'IDNumber' },
  { field: 'AreaOfResidence' },
  { field: 'District' },
  { field: 'hub_name' },
  { field: 'active', value: textOf('active') },
  { field: 'is_online', value: textOf('is_online') },
  { field: 'login_at', value: textOf('login_at') },
  { field: 'logout_at', value: textOf('logout_at') },
  { field: 'date_of_registration', value: (a) => formatDate(a.date_of_registration) },
];

export function HubAgentDetails() {
  const translate = useTranslate();
  const [rightsOf, setRightsOf] = useState<DeliveryAgent | null>(null);
  return (
    <>
      <HubRecord<DeliveryAgent>
        resource="hub_agent_details"
        texts={T}
        maxWidth={900}
        back={
          <Button component={Link} to="/hub_deliveryagents/" startIcon={<ArrowBackIcon />}>
            {translate(`${T}.back`)}
          </Button>
        }
        render={(data) => (
          <Card>
            <CardHeader
              avatar={
                <Avatar src={fileUrl(data.Photo)} alt="" sx={{ width: 56, height: 56 }}>
                  {data.first_name?.[0] ?? ''}
                </Avatar>
              }
              title={data.FullName}
              subheader={data.agent_code}
              action={
                <Button startIcon={<SecurityIcon />} onClick={() => setRightsOf(data)}>
                  {translate('pages.hubFacilities.agents.rights')}
                </Button>
              }
            />
            <CardContent sx={{ pt: 0 }}>
              <DetailsTable
                label={translate(`${T}.title`)}
                rows={ROWS.map(({ field, value }) => [
                  translate(`${F}.${field}`),
                  value ? value(data, translate) : data[field],
                ])}
              />
              <Alert severity="info" sx={{ mt: 2 }}>
                {translate(`${T}.readOnly`)}
              </Alert>
            </CardContent>
          </Card>
        )}
      />
      <HubAgentRightsDialog agent={rightsOf} onClose={() => setRightsOf(null)} />
    </>
  );
}

export default HubAgentDetails;
