/** Custom queries of this area: manual_agentregistration, updateagentpassword. */
import type { FastifyInstance } from 'fastify';

export function registerAgentQueries(app: FastifyInstance) {
  void app;
}
