import { Suspense, type ReactNode } from 'react';
import { Layout, Loading, type LayoutProps } from 'react-admin';
import { AppAppBar } from './AppBar';
import { Footer } from './Footer';
import { AdminMenu, HubMenu } from './Menu';
import { UserDrawersProvider, type ShellKind } from './UserDrawers';
import { FocusOnNavigate } from './FocusOnNavigate';
import { OfflineBar } from '../offline/OfflineBar';

/** One shell: the side menu, header, footer and the offline bar around the lazily loaded pages. */
function Shell({
  shell,
  menu,
  children,
}: {
  shell: ShellKind;
  menu: LayoutProps['menu'];
  children: ReactNode;
}) {
  return (
    <UserDrawersProvider shell={shell}>
      <Layout appBar={AppAppBar} menu={menu}>
        <FocusOnNavigate />
        <OfflineBar />
        <Suspense fallback={<Loading />}>{children}</Suspense>
        <Footer />
      </Layout>
    </UserDrawersProvider>
  );
}

/** Admin shell: grouped side menu, header, footer, the offline bar (receipts kept on the device). Pages load lazily inside. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Shell shell="admin" menu={AdminMenu}>
      {children}
    </Shell>
  );
}

/** Hub shell: the hub menu only, the offline bar ('Offline, as of', receipts waiting); profile and password drawers say coming soon. */
export function HubLayout({ children }: { children: ReactNode }) {
  return (
    <Shell shell="hub" menu={HubMenu}>
      {children}
    </Shell>
  );
}
