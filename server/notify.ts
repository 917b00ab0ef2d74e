/**
 * Admin notifications raised by the server itself (a receiving discrepancy, an account deactivation request, the
 * simulator's deliveries): stored unread, then pushed on the notification feed of every instance.
 */
import type { FastifyInstance } from 'fastify';
import { adminNotifications } from './db/schema';
import type { NotificationMessage } from '../contract/types';

export async function raiseAdminNotification(
  app: FastifyInstance,
  title: string,
  message: string,
): Promise<number> {
  const [row] = await app.db
    .insert(adminNotifications)
    .values({ title: title.slice(0, 200), message: message.slice(0, 5000), read: false })
    .returning({
      id: adminNotifications.id,
      title: adminNotifications.title,
      message: adminNotifications.message,
    });
  const msg: NotificationMessage = {
    type: 'notification',
    id: row.id,
    title: row.title,
    message: row.message,
  };
  app.live.publish('notifications', msg);
  return row.id;
}
