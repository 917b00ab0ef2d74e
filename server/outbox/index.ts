/**
 * The outbox of SMS and e-mail alerts (README 'Alerts: SMS and e-mail'): queue.ts writes the messages in the
 * transaction of the record that causes them, dispatcher.ts sends them through gateways.ts, routes.ts lists them
 * and retries a failed one. `registerOutbox` decorates the app with `outbox` (the dispatcher, for tests and the
 * bench: `app.outbox.dispatchOnce()`), registers the routes and the close hook (before the app is ready), and
 * `startOutbox` starts the dispatcher when the configuration says so (OUTBOX_DISPATCH; off under the test runner).
 */
import type { FastifyInstance } from 'fastify';
import { loadOutboxConfig, type OutboxConfig } from '../config';
import { createDispatcher, type Dispatcher } from './dispatcher';
import { gatewaysFromConfig, type Gateways } from './gateways';
import { registerOutboxRoutes } from './routes';

export { queueAlerts, type AlertRecord } from './queue';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Dispatcher & { config: OutboxConfig; gateways: Gateways };
  }
}

/** buildApp's `outbox` option: settings over the environment's, and (tests, bench) the gateways themselves. */
export interface OutboxOptions extends Partial<OutboxConfig> {
  gateways?: Gateways;
  /** where the log gateways print (default: the app's log at info level, else the console) */
  log?: (line: string) => void;
  instance?: string;
  batch?: number;
  concurrency?: number;
}

/** A line in the server's log: the app's logger when it has one, else the console (what `npm start` shows). */
function printLine(app: FastifyInstance, line: string): void {
  const level = app.log.level as string | undefined;
  if (!level || level === 'silent') console.log(line);
  else app.log.info(line);
}

export function registerOutbox(app: FastifyInstance, options: OutboxOptions = {}): void {
  const { gateways: given, log, instance, batch, concurrency, ...overrides } = options;
  const config: OutboxConfig = { ...loadOutboxConfig(process.env), ...overrides };
  const print = log ?? ((line: string) => printLine(app, line));
  const gateways = given ?? gatewaysFromConfig(config, print);
  const dispatcher = createDispatcher(app, { config, gateways, instance, batch, concurrency });
  app.decorate('outbox', { ...dispatcher, config, gateways });
  // registered now, before the app is ready (a hook added after ready is refused)
  app.addHook('onClose', async () => dispatcher.stop());
  registerOutboxRoutes(app);
}

/** Starts the dispatcher of a ready app when its configuration says so. */
export function startOutbox(app: FastifyInstance): void {
  if (app.outbox.config.dispatch) {
    app.outbox.start();
    printLine(
      app,
      `Outbox: dispatcher ${app.outbox.instance} (SMS: ${app.outbox.gateways.smsKind}, e-mail: ${app.outbox.gateways.emailKind})`,
    );
  }
}
