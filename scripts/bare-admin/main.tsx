/**
 * A bare react-admin app: the yardstick for the login page's JavaScript (scripts/bare-admin/measure.ts).
 * `<Admin>` with an auth provider, the default login page and one dummy resource over a fake data provider.
 */
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource, type AuthProvider, type DataProvider } from 'react-admin';

const none = () => Promise.reject(new Error('no data'));
const dataProvider = {
  getList: () => Promise.resolve({ data: [], total: 0 }),
  getOne: none,
  getMany: () => Promise.resolve({ data: [] }),
  getManyReference: () => Promise.resolve({ data: [], total: 0 }),
  create: none,
  update: none,
  updateMany: none,
  delete: none,
  deleteMany: none,
} as unknown as DataProvider;

const authProvider: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.reject(new Error('signed out')),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(),
};

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} authProvider={authProvider} disableTelemetry>
    <Resource name="things" list={ListGuesser} />
  </Admin>,
);
