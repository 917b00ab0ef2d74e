/**
 * Every user-facing text of the SPA, in the spec's words where it gives them, one file per area under ./en/
 * (pages and resources: one file per screen). react-admin's own English messages are merged in by
 * providers/i18nProvider.ts. Each area keeps its texts under its own key; add to your area, leave the others alone.
 */
import { app } from './en/app';
import { auth } from './en/auth';
import { menu } from './en/menu';
import { layout } from './en/layout';
import { pages } from './en/pages';
import { components } from './en/components';
import { resources } from './en/resources';
import { custody } from './en/custody';
import { turnaround } from './en/turnaround';
import { a11y } from './en/a11y';
import { density } from './en/density';
import { loading } from './en/loading';
import { maps } from './en/maps';
import { pwa } from './en/pwa';
import { offline } from './en/offline';

export const en = {
  app,
  auth,
  menu,
  layout,
  pages,
  components,
  resources,
  custody,
  turnaround,
  a11y,
  density,
  loading,
  maps,
  pwa,
  offline,
};

export type Messages = typeof en;
export default en;
