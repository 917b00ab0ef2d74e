import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import {
  AdminContext,
  memoryStore,
  ResourceContextProvider,
  SaveButton,
  SimpleForm,
  testDataProvider,
  Toolbar,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import en from '../../src/i18n/en';
import { canAccess, type Permissions } from '../../src/access';
import { saveSession } from '../../src/providers/session';
import { RIGHT_NAMES, type Rights } from '../../contract/types';

export const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, ...en }), 'en', {
  allowMissing: true,
});

const rights = (...names: string[]): Rights =>
  Object.fromEntries(RIGHT_NAMES.map((r) => [r, names.length === 0 ? true : names.includes(r)])) as Rights;

/** The four demo accounts' permissions (common brief). */
export const DEMO: Record<'admin' | 'manager' | 'staff' | 'hubcoordinator', Permissions> = {
  admin: { isSuperuser: true, isBranchManager: true, coordinatedHub: null, rights: rights() },
  manager: { isSuperuser: false, isBranchManager: true, coordinatedHub: null, rights: rights() },
  staff: {
    isSuperuser: false,
    isBranchManager: false,
    coordinatedHub: null,
    rights: rights('view_umoja_deliveries', 'view_pending_umoja_pickups'),
  },
  hubcoordinator: {
    isSuperuser: false,
    isBranchManager: false,
    coordinatedHub: 1,
    rights: rights('view_umoja_deliveries', 'view_online_riders', 'view_agent_activities', 'view_statistics'),
  },
};

export function fakeAuthProvider(
  permissions: Permissions = DEMO.manager,
  overrides: Partial<AuthProvider> = {},
) {
  return {
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    checkAuth: vi.fn(async () => undefined),
    checkError: vi.fn(async () => undefined),
    getPermissions: vi.fn(async () => permissions),
    getIdentity: vi.fn(async () => ({ id: 1, fullName: 'Demo Manager' })),
    canAccess: vi.fn(async ({ resource, action }: { resource: string; action: string }) =>
      canAccess(permissions, { resource, action }),
    ),
    ...overrides,
  } satisfies AuthProvider;
}

export function renderWithAdmin(
  ui: ReactNode,
  {
    dataProvider = testDataProvider(),
    authProvider = fakeAuthProvider(),
  }: { dataProvider?: DataProvider; authProvider?: AuthProvider } = {},
) {
  return render(
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      {ui}
    </AdminContext>,
  );
}

/** A fake print window (window.open spied on): the HTML the page writes into it. */
export function fakePrintWindow() {
  const written: string[] = [];
  const view = {
    document: { open: vi.fn(), write: (html: string) => written.push(html), close: vi.fn() },
    focus: vi.fn(),
    print: vi.fn(),
  };
  vi.spyOn(window, 'open').mockReturnValue(view as unknown as Window);
  return written;
}

/** A resource's inputs in a bare form whose Save can always be pressed: the form's checks without its page. */
export function bareForm(
  resource: string,
  inputs: ReactNode,
  onSubmit: (values: Record<string, unknown>) => void,
  record?: Record<string, unknown>,
) {
  return (
    <ResourceContextProvider value={resource}>
      <SimpleForm
        record={record}
        onSubmit={onSubmit}
        toolbar={
          <Toolbar>
            <SaveButton alwaysEnable />
          </Toolbar>
        }
      >
        {inputs}
      </SimpleForm>
    </ResourceContextProvider>
  );
}

/** Saves the session of a signed-in user (token 'tok', an hour before expiry) whose company profile is `company`. */
export function saveSignedIn(
  company: unknown,
  account: { id: number; username: string } = { id: 2, username: 'manager' },
) {
  saveSession({
    token: 'tok',
    expiresAt: Date.now() + 3600_000,
    logoutAt: Date.now() + 518400_000,
    account: account as never,
    rights: {} as never,
    profile: null,
    company: company as never,
  });
}
