/**
 * Custom queries of the facility visits screen (administration.md 2.14, 7):
 *   GET /customqueries/list_facility_visits → {report: JSON text of every visit, newest first}
 * Each visit: id, agent, agent_name, agent_code, facility_type (as stored), health_center, health_center_name,
 * collection_hub, collection_hub_name, addres, location_latitude, location_longitude, visit_date (YYYY-MM-DD),
 * visit_time (HH:MM:SS), visit_notes, and the derived facility_kind ('health_center' | 'hub') and facility_name,
 * so the browser can filter the six spellings of facility_type as two kinds.
 * Needs view_agent_activities (403 {detail}); a hub coordinator gets only the visits of their hub's agents.
 */
import type { FastifyInstance } from 'fastify';
import { desc, getTableColumns } from 'drizzle-orm';
import { agentFacilityVisits } from '../../db/schema';
import { getAuth } from '../../auth/guards';
import type { Row } from '../api/router';
import { serializeVisit, visitExtras, visitScope } from '../api/visits';

export function registerVisitQueries(app: FastifyInstance) {
  const db = app.db;

  app.get('/customqueries/list_facility_visits', async (req) => {
    const where = visitScope(getAuth(req));
    const rows = await db
      .select({ ...getTableColumns(agentFacilityVisits), ...visitExtras() })
      .from(agentFacilityVisits)
      .where(where)
      .orderBy(
        desc(agentFacilityVisits.visit_date),
        desc(agentFacilityVisits.visit_time),
        desc(agentFacilityVisits.id),
      );
    const visits = rows.map((row) => serializeVisit(row as Row));
    return { report: JSON.stringify(visits), count: visits.length };
  });
}
