/**
 * The pending pickups resource /api/pending_umoja_pickups and its date-range search
 * GET /api/pending_umoja_pickups/search_by_date_range/ (operations.md 3, 4, 5, 7).
 * (stub laid down by the lead; owner: server pickups/patients helper)
 */
import type { FastifyInstance } from 'fastify';
import { pendingPickups } from '../../db/schema';
import type { Resource } from './router';

export const pendingPickupsResource: Resource = {
  names: ['pending_umoja_pickups'],
  label: 'pending pickup',
  table: pendingPickups,
};

export function registerPickupSearch(app: FastifyInstance): void {
  void app;
}
