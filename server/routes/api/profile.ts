/** GET /current_user_profile: the caller's profile with the name and logo of their coordinated hub. */
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { collectionHubs } from '../../db/schema';
import { getAuth } from '../../auth/guards';
import type { CurrentUserProfile } from '../../../contract/types';

export function registerProfile(app: FastifyInstance) {
  app.get('/current_user_profile', async (req) => {
    const auth = getAuth(req);
    const a = auth.account;
    let hubName: string | null = null;
    let hubLogo: string | null = null;
    if (a.coodinated_hub !== null) {
      const [hub] = await app.db
        .select({
          name: collectionHubs.name,
          hasLogo: sql<boolean>`(${collectionHubs.hub_logo} is not null)`,
        })
        .from(collectionHubs)
        .where(eq(collectionHubs.id, a.coodinated_hub));
      hubName = hub?.name ?? null;
      hubLogo = hub?.hasLogo ? `/customqueries/getfile/${a.coodinated_hub}/hub_logo` : null;
    }
    const profile: CurrentUserProfile & { email: string; is_superuser: boolean } = {
      id: a.id,
      username: a.username,
      email: a.email,
      first_name: a.first_name,
      last_name: a.last_name,
      hub_name: hubName,
      hub_logo: hubLogo,
      coodinated_hub: a.coodinated_hub,
      branch_manager: a.branch_manager,
      is_superuser: a.is_superuser,
    };
    return profile;
  });
}
