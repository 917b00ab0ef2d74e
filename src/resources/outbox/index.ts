import { lazyView } from '../../lib/lazyView';

/** Views of the outbox resource (System Settings): the list of SMS and e-mail alerts at /outbox/. */
const outbox = {
  list: lazyView(() => import('./OutboxList')),
  recordRepresentation: (record: Record<string, unknown>) => String(record.message_id ?? record.id),
};

export default outbox;
