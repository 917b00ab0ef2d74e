import { lazy } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { shellFor, type Permissions } from '../../access';

const AdminDashboard = lazy(() => import('./AdminDashboard'));
const HubDashboard = lazy(() => import('./HubDashboard'));

/** '/': the hub dashboard in the hub shell, the admin dashboard otherwise. */
export function ShellDashboard() {
  const { permissions, isPending } = usePermissions<Permissions>();
  if (isPending) return <Loading />;
  return shellFor(permissions) === 'hub' ? <HubDashboard /> : <AdminDashboard />;
}

export default ShellDashboard;
