import type { ReactNode } from 'react';
import { Authenticated, Loading, usePermissions } from 'react-admin';
import { canAccess, missingHubRight, type Permissions } from '../../access';
import { AccessDenied } from './AccessDenied';
import { MissingRight } from './MissingRight';

/**
 * Guards a custom route: signed-in users only, then the access table's answer for `access`
 * (the route's name without slashes); a refusal shows the access-refused message, and a hub-shell screen whose
 * right the account lacks names that right.
 */
export function RouteGuard({
  access,
  action = 'list',
  children,
}: {
  access: string;
  action?: string;
  children: ReactNode;
}) {
  return (
    <Authenticated>
      <AccessCheck access={access} action={action}>
        {children}
      </AccessCheck>
    </Authenticated>
  );
}

function AccessCheck({ access, action, children }: { access: string; action: string; children: ReactNode }) {
  const { permissions, isPending } = usePermissions<Permissions>();
  if (isPending) return <Loading />;
  if (!canAccess(permissions, { resource: access, action })) return <AccessDenied />;
  const missing = missingHubRight(permissions, access);
  if (missing) return <MissingRight right={missing} />;
  return <>{children}</>;
}
