/**
 * Live feeds over WebSocket: /ws/agents and /ws/notifications, token in the `token` query parameter.
 * An unknown token closes the socket with code 4401 right after connect.
 * `app.live.publish(channel, message, {hub})` pushes a JSON message to every subscriber; hub coordinators
 * only receive agent messages of their own hub.
 */
import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { resolveToken } from '../auth/tokens';
import { hubScope } from '../auth/guards';

export type Channel = 'agents' | 'notifications';

export interface LiveHub {
  publish(channel: Channel, message: unknown, opts?: { hub?: number | null }): void;
  /** Number of open subscribers of a channel. */
  subscribers(channel: Channel): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}

interface Subscriber {
  socket: WebSocket;
  /** Hub the subscriber is limited to, or null. */
  hub: number | null;
}

export async function registerLive(app: FastifyInstance) {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const channels: Record<Channel, Set<Subscriber>> = { agents: new Set(), notifications: new Set() };

  const hub: LiveHub = {
    publish(channel, message, opts = {}) {
      const data = JSON.stringify(message);
      for (const sub of channels[channel]) {
        if (channel === 'agents' && sub.hub !== null && opts.hub !== sub.hub) continue;
        if (sub.socket.readyState === sub.socket.OPEN) sub.socket.send(data);
      }
    },
    subscribers: (channel) => channels[channel].size,
  };
  app.decorate('live', hub);

  const ping = setInterval(() => {
    for (const set of Object.values(channels))
      for (const sub of set) if (sub.socket.readyState === sub.socket.OPEN) sub.socket.ping();
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
        const sub: Subscriber = { socket, hub: hubScope(check.auth) };
        channels[channel].add(sub);
        socket.on('close', () => channels[channel].delete(sub));
        socket.on('error', () => channels[channel].delete(sub));
      },
    );
  }
}
