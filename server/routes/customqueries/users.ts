/** Custom queries of this area: createsystem_user, updatecompanyuserpassword, updateclientpassword. */
import type { FastifyInstance } from 'fastify';

export function registerUserQueries(app: FastifyInstance) {
  void app;
}
