/** Who may do what on the server: the checks every route uses. */
import type { FastifyRequest } from 'fastify';
import type { RightName } from '../../contract/types';
import { HttpError, forbidden } from '../routes/http';
import type { AuthInfo } from './tokens';

/** The signed-in caller; 401 when the route was reached without authentication. */
export function getAuth(req: FastifyRequest): AuthInfo {
  if (!req.auth) throw new HttpError(401, { detail: 'Authentication credentials were not provided.' });
  return req.auth;
}

/** Branch manager with no coordinated hub, or superuser: may write master data. */
export function isMasterDataWriter(auth: AuthInfo): boolean {
  return auth.isSuperuser || (auth.isBranchManager && auth.coordinatedHub === null);
}

/** The hub a caller is limited to (hub coordinators), or null for everyone else. */
export function hubScope(auth: AuthInfo): number | null {
  return auth.isSuperuser ? null : auth.coordinatedHub;
}

export function requireMasterDataWriter(req: FastifyRequest): AuthInfo {
  const auth = getAuth(req);
  if (!isMasterDataWriter(auth)) throw forbidden();
  return auth;
}

export function requireRight(req: FastifyRequest, name: RightName): AuthInfo {
  const auth = getAuth(req);
  if (!auth.isSuperuser && !auth.rights[name]) throw forbidden();
  return auth;
}
