import type { ReactNode } from 'react';
import { Loading, useAuthState, usePermissions } from 'react-admin';
import { shellFor, type Permissions } from '../access';
import { AdminLayout, HubLayout } from './AdminLayout';

/**
 * Picks the hub shell for users with a coordinated hub, the admin shell for everyone else.
 * Nothing of the shell (menus, the notification bell) renders before the session is confirmed:
 * a signed-out visitor goes straight to the sign-in page.
 */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { authenticated, isPending: authPending } = useAuthState(undefined, true);
  const { permissions, isPending } = usePermissions<Permissions>();
  if (authPending || isPending || !authenticated) return <Loading />;
  return shellFor(permissions) === 'hub' ? (
    <HubLayout>{children}</HubLayout>
  ) : (
    <AdminLayout>{children}</AdminLayout>
  );
}
