/**
 * Custom queries of the activity tracker (operations.md 2, 3, 7):
 *   POST /customqueries/getagent_dayactivities  date (DD/MM/YYYY, or YYYY-MM-DD), selected_acccount (spelled so:
 *        the agent id) → {report: JSON text of [{id, lat, lng, activity_name, timestamp}] in time order}
 * The day is the server's local calendar day (the demo seed writes its points in local time too).
 * Needs view_agent_activities (403 {detail}); a hub coordinator may read only the agents of their hub (403);
 * a bad date or a missing/unknown agent answers 400 {message, field: [messages]}.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { agentActivities, deliveryAgents } from '../../db/schema';
import { hubScope, requireRight } from '../../auth/guards';
import { HttpError, forbidden, readBody, text } from '../http';
import { parseDay } from '../params';
import type { AgentDayAnswer } from '../../../contract/types';

export const ACTIVITY_MESSAGES = {
  dateMissing: 'Please select a date',
  dateInvalid: 'The date must be a date (DD/MM/YYYY)',
  agentMissing: 'Please select an agent',
  agentNotFound: 'The selected agent does not exist',
} as const;

export interface ActivityPoint {
  id: number;
  lat: number;
  lng: number;
  activity_name: string;
  timestamp: string;
}

/** `day` at the time of day of `old` (moving a record to another day keeps its hour). */
export function onDayAtTimeOf(day: Date, old: Date): Date {
  return new Date(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    old.getHours(),
    old.getMinutes(),
    old.getSeconds(),
    old.getMilliseconds(),
  );
}

const bad = (field: string, message: string) => new HttpError(400, { message, [field]: [message] });

export function registerActivityQueries(app: FastifyInstance) {
  const db = app.db;

  app.post('/customqueries/getagent_dayactivities', async (req) => {
    const auth = requireRight(req, 'view_agent_activities');
    const { fields } = await readBody(req);

    const dateRaw = text(fields, 'date');
    if (!dateRaw) throw bad('date', ACTIVITY_MESSAGES.dateMissing);
    const day = parseDay(dateRaw);
    if (!day) throw bad('date', ACTIVITY_MESSAGES.dateInvalid);

    const agentRaw = text(fields, 'selected_acccount');
    if (!agentRaw || agentRaw === 'null' || agentRaw === 'undefined')
      throw bad('selected_acccount', ACTIVITY_MESSAGES.agentMissing);
    if (!/^\d{1,9}$/.test(agentRaw)) throw bad('selected_acccount', ACTIVITY_MESSAGES.agentNotFound);
    const agentId = Number(agentRaw);

    const [agent] = await db
      .select({ id: deliveryAgents.id, hub: deliveryAgents.collection_hub })
      .from(deliveryAgents)
      .where(eq(deliveryAgents.id, agentId));
    if (!agent) throw bad('selected_acccount', ACTIVITY_MESSAGES.agentNotFound);
    const hub = hubScope(auth);
    if (hub !== null && agent.hub !== hub) throw forbidden();

    const next = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);
    const rows = await db
      .select({
        id: agentActivities.id,
        lat: agentActivities.lat,
        lng: agentActivities.lng,
        activity_name: agentActivities.activity_name,
        timestamp: agentActivities.timestamp,
      })
      .from(agentActivities)
      .where(
        and(
          eq(agentActivities.agent, agentId),
          gte(agentActivities.timestamp, day),
          lt(agentActivities.timestamp, next),
        ),
      )
      .orderBy(asc(agentActivities.timestamp), asc(agentActivities.id));

    const report: ActivityPoint[] = rows.map((r) => ({ ...r, timestamp: r.timestamp.toISOString() }));
    return { report: JSON.stringify(report) } satisfies AgentDayAnswer;
  });
}
