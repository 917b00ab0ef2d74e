import { lazy } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { shellFor, type Permissions } from '../../access';
import { NeedsConnection } from '../../pwa/NeedsConnection';

const AdminDashboard = lazy(() => import('./AdminDashboard'));
const HubDashboard = lazy(() => import('./HubDashboard'));

/**
 * '/': the hub dashboard in the hub shell (it works offline with its last data: src/offline/), the admin dashboard
 * otherwise (it needs a connection: 'You are offline' in its place while offline, as every registry screen).
 */
export function ShellDashboard() {
  const { permissions, isPending } = usePermissions<Permissions>();
  if (isPending) return <Loading />;
  return shellFor(permissions) === 'hub' ? (
    <HubDashboard />
  ) : (
    <NeedsConnection>
      <AdminDashboard />
    </NeedsConnection>
  );
}

export default ShellDashboard;
