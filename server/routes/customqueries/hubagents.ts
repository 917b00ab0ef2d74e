/** Custom queries of this area: get_hubagents/{hub}, get_hubaccounts/{hub}. */
import type { FastifyInstance } from 'fastify';

export function registerHubAgentQueries(app: FastifyInstance) {
  void app;
}
