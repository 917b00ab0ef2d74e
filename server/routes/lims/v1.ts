/** The LIMS-facing side (/api/lims/v1, LIMS token): delivered samples, confirmations, a sample's journey (the LIMS integration: see ./index.ts). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { limsTokens, umojaDeliveries } from '../../db/schema';
import { HttpError, f, parseInput, readBody } from '../http';
import { journeyCode, journeyNotFound, sampleJourney } from '../customqueries/journey';

import {
  LIMS_MESSAGES,
  dayArg,
  deliveredSample,
  logLimsCall,
  queryOf,
  resolveLimsToken,
  storable,
  V1_RESULTS_CAP,
} from './common';
import { confirmationRow, recordConfirmation } from './confirmations';

// ---------------------------------------------------------------- v1 (LIMS-facing)

interface V1Context {
  token: { id: number; user: number };
  body: Record<string, unknown>;
}

/**
 * Runs one LIMS-facing call: authenticates the LIMS token, runs `handler`, answers, and writes the integration
 * log (always, whatever the outcome) and the token's last_used_at.
 */
async function v1Call(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  type: 'API_CALL' | 'SAMPLE_REGISTRATION',
  handler: (
    ctx: V1Context,
  ) => Promise<{ status: number; body: Record<string, unknown>; summary: unknown; description: string }>,
) {
  const started = process.hrtime.bigint();
  req.auditInfo = { skip: true };
  const db = app.db;
  let status = 500;
  let body: Record<string, unknown> = { detail: 'A server error occurred.' };
  let summary: unknown = null;
  let description = `${req.method} ${req.url.split('?')[0]}`;
  let user: number | null = null;
  let requestData: unknown = null;
  try {
    const parsed = req.method === 'GET' ? { fields: {} } : await readBody(req);
    requestData =
      req.method === 'GET' ? { query: req.query ?? {} } : storable((parsed as { fields: unknown }).fields);
    const token = await resolveLimsToken(db, req);
    if (!token) throw new HttpError(401, { detail: LIMS_MESSAGES.invalidToken });
    user = token.user;
    await db.update(limsTokens).set({ last_used_at: new Date() }).where(eq(limsTokens.id, token.id));
    const out = await handler({ token, body: parsed.fields });
    ({ status, body, summary, description } = out);
  } catch (err) {
    if (err instanceof HttpError) {
      status = err.statusCode;
      body = err.body;
    } else {
      req.log.error(err);
    }
    summary = body;
    description = `${description} failed`;
  }
  await logLimsCall(app, req, { type, user, status, body, summary, description, requestData, started });
  return reply.code(status).send(body);
}

const D = umojaDeliveries;
const v1ConfirmationSchema = z.object({
  barcode: f.str(80),
  lims_sample_id: f.optStr(80).optional(),
  notes: f.optStr(5000).optional(),
  confirmation_data: z
    .preprocess((v) => {
      if (typeof v !== 'string') return v;
      if (v.trim() === '') return null;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    }, z.record(z.unknown()).nullable())
    .optional(),
});

export function registerLimsV1(app: FastifyInstance): void {
  const db = app.db;
  // ------------------------------------------------------------ v1: the LIMS-facing side
  app.get('/api/lims/v1/samples/', (req, reply) =>
    v1Call(app, req, reply, 'API_CALL', async () => {
      const q = queryOf(req);
      const where: (SQL | undefined)[] = [deliveredSample];
      if (q.since) {
        const since = dayArg('since', q.since);
        where.push(gte(sql`coalesce(${D.time_of_dropoff}, ${D.date})`, since));
      }
      if (q.barcode) where.push(eq(D.barcode, q.barcode));
      const cond = and(...where);
      const [{ n }] = await db.select({ n: count() }).from(D).where(cond);
      const results = await db
        .select({
          barcode: sql<string>`${D.barcode}`,
          item_name: sql<string>`coalesce(${D.item_name}, '')`,
          delivery_number: D.delivery_number,
          date: D.date,
          patient_names: sql<string>`coalesce(${D.patient_name}, '')`,
          destination: D.destination,
          delivered_at: D.time_of_dropoff,
        })
        .from(D)
        .where(cond)
        .orderBy(desc(sql`coalesce(${D.time_of_dropoff}, ${D.date})`), desc(D.id))
        .limit(V1_RESULTS_CAP);
      return {
        status: 200,
        body: { count: n, results },
        summary: { status: 200, count: n, returned: results.length },
        description: `Delivered samples read by the LIMS (${n} found)`,
      };
    }),
  );

  // where is a sample the laboratory expects (the same answer as /customqueries/sample_journey/{barcode})
  app.get<{ Params: { barcode: string } }>('/api/lims/v1/samples/:barcode/journey/', (req, reply) =>
    v1Call(app, req, reply, 'API_CALL', async () => {
      const code = journeyCode(req.params.barcode);
      const journey = code ? await sampleJourney(app, code, null) : null;
      if (!journey) throw journeyNotFound();
      return {
        status: 200,
        body: journey as unknown as Record<string, unknown>,
        summary: { status: 200, barcode: journey.barcode, events: journey.events.length },
        description: `Sample journey read by the LIMS (${journey.barcode})`,
      };
    }),
  );

  app.post('/api/lims/v1/confirmations/', (req, reply) =>
    v1Call(app, req, reply, 'SAMPLE_REGISTRATION', async ({ body }) => {
      const input = parseInput(v1ConfirmationSchema, body);
      const created = await recordConfirmation(db, input);
      if (created === null) throw new HttpError(404, { detail: LIMS_MESSAGES.noSample });
      const row = await confirmationRow(db, created);
      return {
        status: 201,
        body: row,
        summary: { status: 201, id: row.id, barcode: row.barcode, confirmation_status: row.status },
        description: `Sample confirmation received for barcode ${input.barcode}`,
      };
    }),
  );
}
