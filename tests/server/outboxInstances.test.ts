/**
 * Two server instances (two apps, two connection pools) on one PostgreSQL share the outbox (PostgreSQL only:
 * vitest.config.ts's POSTGRES_ONLY): 200 queued messages, both dispatchers running at once against one webhook stub
 * on 127.0.0.1 that counts what arrives; every message arrives exactly once and both instances did part of the work
 * (FOR UPDATE SKIP LOCKED: a row taken by one is skipped by the other while its lease runs).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/client';
import { buildApp } from '../../server/app';
import { rowsOf } from '../../server/db/rows';
import { loadOutboxConfig } from '../../server/config';
import { seedFixture } from './fixtures';
import { freePort } from './helpers';
import type { FastifyInstance } from 'fastify';

const name = `courier_outbox_${process.pid}_${randomBytes(5).toString('hex')}`;

async function admin(q: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(q);
  } finally {
    await client.end();
  }
}

const counts = new Map<string, number>();
let stub: Server;
let dbs: Database[] = [];
let apps: FastifyInstance[] = [];

beforeAll(async () => {
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(process.env.TEST_DATABASE_URL!);
  u.pathname = `/${name}`;
  const url = u.toString();
  const port = await freePort();
  stub = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      const { id } = JSON.parse(body) as { id: string };
      counts.set(id, (counts.get(id) ?? 0) + 1);
      // a little latency, as a real gateway has
      setTimeout(() => res.writeHead(200).end('{}'), 2);
    });
  });
  await new Promise<void>((resolve) => stub.listen(port, '127.0.0.1', resolve));
  const cfg = loadOutboxConfig({ SMS_GATEWAY: 'webhook', SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/sms` });
  dbs = [await openDatabase({ databaseUrl: url }), await openDatabase({ databaseUrl: url })];
  await seedFixture(dbs[0]);
  apps = [];
  for (const [i, database] of dbs.entries())
    apps.push(
      await buildApp({
        database,
        staticDir: '/nonexistent',
        outbox: { ...cfg, dispatch: false, pollMs: 20, batch: 10, instance: `instance-${i}` },
      }),
    );
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const d of dbs) await d.close();
  await new Promise<void>((resolve) => stub?.close(() => resolve()));
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

describe('two instances on one PostgreSQL', () => {
  it('send each of 200 messages exactly once', async () => {
    await dbs[0].db
      .execute(sql`insert into outbox (message_id, channel, event, record_type, record_id, recipient_name,
        recipient, message)
      select gen_random_uuid()::text, 'sms', 'pickup', 'Pickup', g::text, 'admins (company phone)', '+256700999000',
        'Message ' || g
      from generate_series(1, 200) g`);
    for (const app of apps) app.outbox.start();
    const end = Date.now() + 30_000;
    for (;;) {
      const [{ left }] = await rowsOf<{ left: number }>(
        dbs[0].db,
        sql`select count(*)::int as left from outbox where status <> 'sent'`,
      );
      if (left === 0) break;
      if (Date.now() > end) throw new Error(`${left} messages not sent in 30 s`);
      await new Promise((r) => setTimeout(r, 50));
    }
    await Promise.all(apps.map((a) => a.outbox.stop()));
    const ids = await rowsOf<{ message_id: string; attempts: number; locked_by: string }>(
      dbs[0].db,
      sql`select message_id, attempts, locked_by from outbox`,
    );
    expect(ids).toHaveLength(200);
    expect(counts.size).toBe(200);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(ids.every((r) => r.attempts === 1)).toBe(true);
    const byInstance = new Map<string, number>();
    for (const r of ids) byInstance.set(r.locked_by, (byInstance.get(r.locked_by) ?? 0) + 1);
    expect([...byInstance.keys()].sort()).toEqual(['instance-0', 'instance-1']);
  });
});
