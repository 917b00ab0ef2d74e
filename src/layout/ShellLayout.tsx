import type { ReactNode } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { shellFor, type Permissions } from '../access';
import { AdminLayout, HubLayout } from './AdminLayout';

/** Picks the hub shell for users with a coordinated hub, the admin shell for everyone else. */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { permissions, isPending } = usePermissions<Permissions>();
  if (isPending) return <Loading />;
  return shellFor(permissions) === 'hub' ? (
    <HubLayout>{children}</HubLayout>
  ) : (
    <AdminLayout>{children}</AdminLayout>
  );
}
