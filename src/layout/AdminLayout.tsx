import { Suspense, type ReactNode } from 'react';
import { Layout, Loading } from 'react-admin';
import { AppAppBar } from './AppBar';
import { Footer } from './Footer';
import { AdminMenu, HubMenu } from './Menu';
import { UserDrawersProvider } from './UserDrawers';
import { FocusOnNavigate } from './FocusOnNavigate';

/** Admin shell: grouped side menu, header, footer. Pages load lazily inside. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <UserDrawersProvider shell="admin">
      <Layout appBar={AppAppBar} menu={AdminMenu}>
        <FocusOnNavigate />
        <Suspense fallback={<Loading />}>{children}</Suspense>
        <Footer />
      </Layout>
    </UserDrawersProvider>
  );
}

/** Hub shell: the hub menu only; profile and password drawers say coming soon. */
export function HubLayout({ children }: { children: ReactNode }) {
  return (
    <UserDrawersProvider shell="hub">
      <Layout appBar={AppAppBar} menu={HubMenu}>
        <FocusOnNavigate />
        <Suspense fallback={<Loading />}>{children}</Suspense>
        <Footer />
      </Layout>
    </UserDrawersProvider>
  );
}
