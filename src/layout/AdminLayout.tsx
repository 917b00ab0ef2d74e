import { Suspense, type ReactNode } from 'react';
import { Layout, Loading } from 'react-admin';
import { AppAppBar } from './AppBar';
import { Footer } from './Footer';
import { AdminMenu, HubMenu } from './Menu';
import { UserDrawersProvider } from './UserDrawers';
import { FocusOnNavigate } from './FocusOnNavigate';
import { OfflineBar } from '../offline/OfflineBar';

/** Admin shell: grouped side menu, header, footer, the offline bar (receipts kept on the device). Pages load lazily inside. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <UserDrawersProvider shell="admin">
      <Layout appBar={AppAppBar} menu={AdminMenu}>
        <FocusOnNavigate />
        <OfflineBar />
        <Suspense fallback={<Loading />}>{children}</Suspense>
        <Footer />
      </Layout>
    </UserDrawersProvider>
  );
}

/** Hub shell: the hub menu only, the offline bar ('Offline, as of', receipts waiting); profile and password drawers say coming soon. */
export function HubLayout({ children }: { children: ReactNode }) {
  return (
    <UserDrawersProvider shell="hub">
      <Layout appBar={AppAppBar} menu={HubMenu}>
        <FocusOnNavigate />
        <OfflineBar />
        <Suspense fallback={<Loading />}>{children}</Suspense>
        <Footer />
      </Layout>
    </UserDrawersProvider>
  );
}
