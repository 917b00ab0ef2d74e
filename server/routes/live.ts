/**
 * Live feeds over WebSocket: /ws/agents and /ws/notifications, token in the `token` query parameter.
 * An unknown token closes the socket with code 4401 right after connect.
 * `app.live.publish(channel, message, {hub})` pushes a JSON message to every subscriber of every server instance on
 * the same database (PostgreSQL: through NOTIFY on the `courier_live` channel, each instance delivering to its own
 * sockets once; PGlite: in process); hub coordinators only receive agent messages of their own hub.
 * `app.changes` is the cross-instance "data changed" signal (see `Changes`).
 * A feed lives no longer than its token: after a call that can end sessions (sign-out, a password change or reset,
 * an account edit or delete) and every 30 seconds (expiry, changes made elsewhere), each open feed's token is checked
 * again and a feed whose token no longer signs in is closed with 4401 (after such a call, in every instance).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { resolveToken } from '../auth/tokens';
import { hubScope } from '../auth/guards';
import type { Database } from '../db/client';

export type Channel = 'agents' | 'notifications';

export interface LiveHub {
  publish(channel: Channel, message: unknown, opts?: { hub?: number | null }): void;
  /** Number of open subscribers of a channel. */
  subscribers(channel: Channel): number;
  /** Checks every open feed's token again and closes those that no longer sign in; resolves when done. */
  revalidate(): Promise<void>;
}

/** Calls after which some session may have ended (method and path without the query). */
const SESSION_ENDING = [
  /^POST \/rest-auth\/logout\/?$/,
  /^POST \/customqueries\/(passwordchange|updatecompanyuserpassword)\/?$/,
  /^(PUT|PATCH|DELETE) \/api\/(accounts|useraccounts)\/\d+\/?$/,
];
export const endsSessions = (method: string, url: string) =>
  SESSION_ENDING.some((re) => re.test(`${method} ${url.split('?')[0]}`));

/**
 * "Data changed": `app.changes.publish()` after a write (the API's writes are published by a hook in app.ts);
 * `app.changes.subscribe(fn)` calls `fn` once for every write made through any server instance on the same database:
 * at once for a write of this process, through NOTIFY (`courier_changes`) for another's. Caches of query answers
 * subscribe to drop what they hold. Answers the function that unsubscribes.
 */
export interface Changes {
  /** `path`: the written URL's path (without the query), handed to the subscribers. */
  publish(path?: string): void;
  subscribe(fn: (path: string) => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
    changes: Changes;
  }
}

const LIVE_CHANNEL = 'courier_live';
const CHANGES_CHANNEL = 'courier_changes';

/** The "data changed" signal of `database`; this process's own writes are not heard twice. */
export function createChanges(database: Pick<Database, 'listen' | 'notify'>): Changes & { stop(): void } {
  const fns = new Set<(path: string) => void>();
  const self = randomUUID();
  const run = (path: string) => {
    for (const fn of [...fns]) {
      try {
        fn(path);
      } catch (err) {
        console.error('changes subscriber failed:', err);
      }
    }
  };
  // payload: '<origin> <path>'
  const stop = database.listen(CHANGES_CHANNEL, (payload) => {
    const space = payload.indexOf(' ');
    const origin = space < 0 ? payload : payload.slice(0, space);
    if (origin !== self) run(space < 0 ? '' : payload.slice(space + 1));
  });
  return {
    publish(path = '') {
      const clean = path.split('?')[0].slice(0, 500);
      run(clean);
      database.notify(CHANGES_CHANNEL, `${self} ${clean}`);
    },
    subscribe(fn) {
      fns.add(fn);
      return () => fns.delete(fn);
    },
    stop,
  };
}

interface LiveEnvelope {
  channel: Channel;
  message: unknown;
  hub?: number | null;
}
/** Sent after a call that may have ended sessions: the other instances check their feeds' tokens again at once. */
interface RevalidateEnvelope {
  revalidate: string;
}

interface Subscriber {
  socket: WebSocket;
  token: string;
  /** Hub the subscriber is limited to, or null. */
  hub: number | null;
}

export async function registerLive(app: FastifyInstance, database: Pick<Database, 'listen' | 'notify'>) {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const channels: Record<Channel, Set<Subscriber>> = { agents: new Set(), notifications: new Set() };

  /** Sends a message to this process's subscribers. */
  const deliver = ({ channel, message, hub }: LiveEnvelope) => {
    const set = channels[channel];
    if (!set) return;
    const data = JSON.stringify(message);
    for (const sub of set) {
      if (channel === 'agents' && sub.hub !== null && (hub ?? undefined) !== sub.hub) continue;
      if (sub.socket.readyState === sub.socket.OPEN) sub.socket.send(data);
    }
  };
  const self = randomUUID();
  const unlisten = database.listen(LIVE_CHANNEL, (payload) => {
    try {
      const envelope = JSON.parse(payload) as LiveEnvelope | RevalidateEnvelope;
      if ('revalidate' in envelope) {
        if (envelope.revalidate !== self) void hub.revalidate();
      } else deliver(envelope);
    } catch (err) {
      app.log.warn({ err }, 'unreadable live message');
    }
  });
  app.addHook('onClose', async () => unlisten());

  const hub: LiveHub = {
    publish(channel, message, opts = {}) {
      // every instance (this one too) delivers it to its own subscribers when the database passes it on
      database.notify(
        LIVE_CHANNEL,
        JSON.stringify({ channel, message, hub: opts.hub } satisfies LiveEnvelope),
      );
    },
    subscribers: (channel) => channels[channel].size,
    async revalidate() {
      const byToken = new Map<string, Subscriber[]>();
      for (const set of Object.values(channels))
        for (const sub of set) byToken.set(sub.token, [...(byToken.get(sub.token) ?? []), sub]);
      for (const [token, subs] of byToken) {
        const check = await resolveToken(app.db, token).catch(() => null);
        if (!check || check.ok) continue; // a failed lookup keeps the feed: only a refused token closes it
        for (const sub of subs) {
          for (const set of Object.values(channels)) set.delete(sub);
          sub.socket.close(4401, check.detail);
        }
      }
    },
  };
  app.decorate('live', hub);

  app.addHook('onResponse', async (req, reply) => {
    if (reply.statusCode < 400 && endsSessions(req.method, req.url)) {
      database.notify(LIVE_CHANNEL, JSON.stringify({ revalidate: self } satisfies RevalidateEnvelope));
      await hub.revalidate();
    }
  });

  const ping = setInterval(() => {
    for (const set of Object.values(channels))
      for (const sub of set) if (sub.socket.readyState === sub.socket.OPEN) sub.socket.ping();
    void hub.revalidate();
  }, 30_000);
  ping.unref();
  app.addHook('onClose', async () => clearInterval(ping));

  for (const channel of ['agents', 'notifications'] as const) {
    app.get<{ Querystring: { token?: string } }>(
      `/ws/${channel}`,
      { websocket: true },
      async (socket, req) => {
        const token = typeof req.query.token === 'string' ? req.query.token : '';
        const check = token ? await resolveToken(app.db, token) : null;
        if (!check || !check.ok) {
          socket.close(
            4401,
            check && !check.ok ? check.detail : 'Authentication credentials were not provided.',
          );
          return;
        }
        const sub: Subscriber = { socket, token, hub: hubScope(check.auth) };
        channels[channel].add(sub);
        socket.on('close', () => channels[channel].delete(sub));
        socket.on('error', () => channels[channel].delete(sub));
      },
    );
  }
}
