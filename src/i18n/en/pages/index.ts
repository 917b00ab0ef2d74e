/** en.pages: one file per area. */
// signed-out pages, dashboard, account card
import { online_agents } from './online_agents';
import { agent_activity_map } from './agent_activity_map';
import { analytics } from './analytics';
import { companyprofile } from './companyprofile';
import { login } from './login';
import { privacy } from './privacy';
import { umotrack } from './umotrack';
import { deactivation } from './deactivation';
import { dashboard } from './dashboard';
import { hubDashboard } from './hubDashboard';
import { hub } from './hub';
import { hubAccounts } from './hubAccounts';
import { hubFacilities } from './hubFacilities';
import { audit_logs } from './audit_logs';
import { lims } from './lims';
import { data_import } from './data_import';
import { account } from './account';

export const pages = {
  online_agents,
  agent_activity_map,
  analytics,
  companyprofile,
  login,
  privacy,
  umotrack,
  deactivation,
  dashboard,
  hubDashboard,
  hub,
  hubAccounts,
  hubFacilities,
  audit_logs,
  lims,
  data_import,
  account,
};
