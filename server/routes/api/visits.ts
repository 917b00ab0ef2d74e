/** /api/agent_facility_visits: agent facility visits (read and delete). */
import { agentFacilityVisits } from '../../db/schema';
import type { Resource } from './router';

export const facilityVisitsResource: Resource = {
  names: ['agent_facility_visits'],
  label: 'agent facility visit',
  table: agentFacilityVisits,
};
