/**
 * Custom queries of the hub shell's agent views (administration.md 7, Agents):
 *   GET /customqueries/get_hubagents/{hub}   → {report: JSON text of the hub's agents}
 *        [{id, FullName, agent_code, RegisteredPhoneNumber1, is_online, active, location_latitude,
 *          location_longitude, location_address, login_at, location_updated_at (our extension)}] ordered by
 *          first and second name.
 *   GET /customqueries/get_hubaccounts/{hub} → {report: JSON text of the accounts coordinating the hub}
 *        [{id, username, email, first_name, last_name}] ordered by username.
 * Any signed-in user; a hub coordinator only for their own hub (403 {detail} otherwise). A hub id that is not
 * a positive integer answers 400 {message}; a hub that does not exist answers 404 {detail: 'Not found.'}.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { accounts, collectionHubs, deliveryAgents } from '../../db/schema';
import { getAuth, hubScope } from '../../auth/guards';
import { badRequest, forbidden, notFound } from '../http';

export const HUB_MESSAGES = { invalidHub: 'Invalid hub' } as const;

export interface HubAgentRow {
  id: number;
  FullName: string;
  agent_code: string;
  RegisteredPhoneNumber1: string;
  is_online: boolean;
  active: boolean;
  location_latitude: number | null;
  location_longitude: number | null;
  location_address: string | null;
  login_at: string | null;
  /** our extension: when the agent's position last changed, for the hub map's stale agents */
  location_updated_at: string | null;
}

export interface HubAccountRow {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
}

/** The hub asked for, once the caller is known to be allowed to see it and it exists. */
async function allowedHub(app: FastifyInstance, req: FastifyRequest<{ Params: { hub: string } }>) {
  const auth = getAuth(req);
  const raw = req.params.hub;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 2_147_483_647)
    throw badRequest({ message: HUB_MESSAGES.invalidHub });
  const hub = Number(raw);
  const scope = hubScope(auth);
  if (scope !== null && scope !== hub) throw forbidden();
  const [found] = await app.db
    .select({ id: collectionHubs.id })
    .from(collectionHubs)
    .where(eq(collectionHubs.id, hub));
  if (!found) throw notFound();
  return hub;
}

export function registerHubAgentQueries(app: FastifyInstance) {
  app.get<{ Params: { hub: string } }>('/customqueries/get_hubagents/:hub', async (req) => {
    const hub = await allowedHub(app, req);
    const rows = await app.db
      .select({
        id: deliveryAgents.id,
        first_name: deliveryAgents.first_name,
        second_name: deliveryAgents.second_name,
        agent_code: deliveryAgents.agent_code,
        RegisteredPhoneNumber1: deliveryAgents.RegisteredPhoneNumber1,
        is_online: deliveryAgents.is_online,
        active: deliveryAgents.active,
        location_latitude: deliveryAgents.location_latitude,
        location_longitude: deliveryAgents.location_longitude,
        location_address: deliveryAgents.location_address,
        login_at: deliveryAgents.login_at,
        location_updated_at: deliveryAgents.location_updated_at,
      })
      .from(deliveryAgents)
      .where(eq(deliveryAgents.collection_hub, hub))
      .orderBy(asc(deliveryAgents.first_name), asc(deliveryAgents.second_name), asc(deliveryAgents.id));
    const report: HubAgentRow[] = rows.map(
      ({ first_name, second_name, login_at, location_updated_at, ...r }) => ({
        id: r.id,
        FullName: `${first_name ?? ''} ${second_name ?? ''}`.trim(),
        agent_code: r.agent_code,
        RegisteredPhoneNumber1: r.RegisteredPhoneNumber1,
        is_online: r.is_online,
        active: r.active,
        location_latitude: r.location_latitude,
        location_longitude: r.location_longitude,
        location_address: r.location_address,
        login_at: login_at ? new Date(login_at).toISOString() : null,
        location_updated_at: location_updated_at ? new Date(location_updated_at).toISOString() : null,
      }),
    );
    return { report: JSON.stringify(report) };
  });

  app.get<{ Params: { hub: string } }>('/customqueries/get_hubaccounts/:hub', async (req) => {
    const hub = await allowedHub(app, req);
    const rows: HubAccountRow[] = await app.db
      .select({
        id: accounts.id,
        username: accounts.username,
        email: accounts.email,
        first_name: accounts.first_name,
        last_name: accounts.last_name,
      })
      .from(accounts)
      .where(eq(accounts.coodinated_hub, hub))
      .orderBy(asc(accounts.username));
    return { report: JSON.stringify(rows) };
  });
}
