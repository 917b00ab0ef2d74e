/** The admin side's API tokens: list, create, read, update, delete, regenerate (the LIMS integration: see ./index.ts). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { accounts, limsTokens } from '../../db/schema';
import { badRequest, f, notFound, parseInput, readBody } from '../http';

import { LIMS_MESSAGES, requireLimsAdmin, idParam, newLimsToken } from './common';
import type { RegeneratedToken } from '../../../contract/lims';

// ---------------------------------------------------------------- tokens

const tokenColumns = {
  id: limsTokens.id,
  user: limsTokens.user,
  user_username: sql<string>`coalesce(${accounts.username}, '')`,
  user_email: sql<string>`coalesce(${accounts.email}, '')`,
  token_display: limsTokens.token_display,
  description: limsTokens.description,
  is_active: limsTokens.is_active,
  last_used_at: limsTokens.last_used_at,
  created_at: limsTokens.created_at,
};

async function tokenRows(db: Db, id?: number) {
  return db
    .select(tokenColumns)
    .from(limsTokens)
    .leftJoin(accounts, eq(accounts.id, limsTokens.user))
    .where(id === undefined ? undefined : eq(limsTokens.id, id))
    .orderBy(desc(limsTokens.created_at), desc(limsTokens.id));
}

async function tokenRow(db: Db, id: number) {
  const [row] = await tokenRows(db, id);
  if (!row) throw notFound();
  return row;
}

const tokenSchema = z.object({
  user: f.fk().refine((v) => v !== null, { message: 'This field may not be null.' }),
  description: f.str(300),
  is_active: f.bool().optional(),
});

/** The token form's fields as sent (create: all required but is_active; update: only those sent). */
async function tokenInput(db: Db, fields: Record<string, unknown>, partial: boolean) {
  const data: Record<string, unknown> = {};
  for (const k of ['user', 'description', 'is_active'] as const)
    if (fields[k] !== undefined) data[k] = fields[k];
  const parsed = parseInput(partial ? tokenSchema.partial() : tokenSchema, data);
  if (parsed.user !== undefined && parsed.user !== null) {
    const [acc] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, parsed.user));
    if (!acc) throw badRequest({ user: [`Invalid pk "${parsed.user}" - object does not exist.`] });
  }
  const out: { user?: number; description?: string; is_active?: boolean } = {};
  if (parsed.user !== undefined && parsed.user !== null) out.user = parsed.user;
  if (parsed.description !== undefined) out.description = parsed.description;
  if (parsed.is_active !== undefined) out.is_active = parsed.is_active;
  return out;
}

export function registerLimsTokens(app: FastifyInstance): void {
  const db = app.db;
  // ------------------------------------------------------------ tokens
  app.get('/api/lims/tokens/', async (req) => {
    requireLimsAdmin(req);
    return tokenRows(db);
  });

  app.post('/api/lims/tokens/', async (req, reply) => {
    requireLimsAdmin(req);
    const { fields } = await readBody(req);
    const input = await tokenInput(db, fields, false);
    const t = newLimsToken();
    const [created] = await db
      .insert(limsTokens)
      .values({
        user: input.user!,
        description: input.description!,
        is_active: input.is_active ?? true,
        token_hash: t.token_hash,
        token_display: t.token_display,
      })
      .returning({ id: limsTokens.id });
    const row = await tokenRow(db, created.id);
    req.auditInfo = {
      action: 'CREATE',
      resource_type: 'LIMS',
      resource_name: row.description,
      description: `Created LIMS API token ${row.token_display} for ${row.user_username}`,
      new_values: { user: row.user, description: row.description, is_active: row.is_active },
    };
    return reply.code(201).send({ ...row, token: t.token });
  });

  app.get<{ Params: { id: string } }>('/api/lims/tokens/:id', async (req) => {
    requireLimsAdmin(req);
    return tokenRow(db, idParam(req.params.id));
  });

  const updateToken = async (req: FastifyRequest<{ Params: { id: string } }>) => {
    requireLimsAdmin(req);
    const id = idParam(req.params.id);
    const before = await tokenRow(db, id);
    const { fields } = await readBody(req);
    const input = await tokenInput(db, fields, true);
    if (Object.keys(input).length) await db.update(limsTokens).set(input).where(eq(limsTokens.id, id));
    const row = await tokenRow(db, id);
    const changed = (Object.keys(input) as (keyof typeof input)[]).filter((k) => before[k] !== row[k]);
    req.auditInfo = {
      action: 'UPDATE',
      resource_type: 'LIMS',
      resource_name: row.description,
      description: `Updated LIMS API token ${row.token_display}`,
      old_values: Object.fromEntries(changed.map((k) => [k, before[k]])),
      new_values: Object.fromEntries(changed.map((k) => [k, row[k]])),
    };
    return row;
  };
  app.put<{ Params: { id: string } }>('/api/lims/tokens/:id', updateToken);
  app.patch<{ Params: { id: string } }>('/api/lims/tokens/:id', updateToken);

  app.delete<{ Params: { id: string } }>('/api/lims/tokens/:id', async (req, reply) => {
    requireLimsAdmin(req);
    const id = idParam(req.params.id);
    const before = await tokenRow(db, id);
    await db.delete(limsTokens).where(eq(limsTokens.id, id));
    req.auditInfo = {
      action: 'DELETE',
      resource_type: 'LIMS',
      resource_name: before.description,
      description: `Deleted LIMS API token ${before.token_display}`,
      old_values: { user: before.user, description: before.description, is_active: before.is_active },
    };
    return reply.code(204).send();
  });

  app.post<{ Params: { id: string } }>('/api/lims/tokens/:id/regenerate', async (req) => {
    requireLimsAdmin(req);
    const id = idParam(req.params.id);
    const before = await tokenRow(db, id);
    const t = newLimsToken();
    await db
      .update(limsTokens)
      .set({ token_hash: t.token_hash, token_display: t.token_display })
      .where(eq(limsTokens.id, id));
    req.auditInfo = {
      action: 'UPDATE',
      resource_type: 'LIMS',
      resource_name: before.description,
      description: `Regenerated LIMS API token (was ${before.token_display}, now ${t.token_display})`,
    };
    return {
      new_token: t.token,
      token_display: t.token_display,
      message: LIMS_MESSAGES.regenerated,
    } satisfies RegeneratedToken;
  });
}
