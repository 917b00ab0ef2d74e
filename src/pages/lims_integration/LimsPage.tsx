/**
 * /lims_integration/ : four tabs (Dashboard, API Tokens, Sample Confirmations, Integration Logs). The open tab is
 * in the address (/lims_integration/ the dashboard, /lims_integration/logs ...), so that a reload, Back and
 * Forward keep it; each tab's list keeps its page, sort and filters in the address and the store.
 */
import { type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { LimsErrorBoundary } from './LimsErrorBoundary';
import { LimsDashboard } from './LimsDashboard';
import { TokensTab } from './TokensTab';
import { ConfirmationsTab } from './ConfirmationsTab';
import { LogsTab } from './LogsTab';

const TABS = ['dashboard', 'tokens', 'confirmations', 'logs'] as const;
type TabKey = (typeof TABS)[number];
const BASE = 'lims_integration';

/** '/lims_integration/logs' → 'logs'; the screen's own address (or an unknown tab) → the dashboard */
function tabOf(pathname: string): TabKey | undefined {
  const [base, tab] = pathname.split('/').filter(Boolean);
  if (base !== BASE) return undefined;
  return (TABS as readonly string[]).includes(tab) ? (tab as TabKey) : 'dashboard';
}

export function LimsPage({ initialTab = 'dashboard' }: { initialTab?: TabKey }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab = tabOf(pathname) ?? initialTab;
  // the default tab is the menu's address; a tab's list puts its own page, sort and filters after it
  const setTab = (next: TabKey) => navigate(next === 'dashboard' ? `/${BASE}/` : `/${BASE}/${next}`);
  const panels: Record<TabKey, ReactNode> = {
    dashboard: <LimsDashboard />,
    tokens: <TokensTab />,
    confirmations: <ConfirmationsTab />,
    logs: <LogsTab />,
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('pages.lims.title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('pages.lims.title')}
      </Typography>
      <LimsErrorBoundary
        texts={{
          title: translate('pages.lims.boundary.title'),
          text: translate('pages.lims.boundary.text'),
          refresh: translate('pages.lims.boundary.refresh'),
        }}
      >
        <Tabs
          value={tab}
          onChange={(_, value: TabKey) => setTab(value)}
          variant="scrollable"
          scrollButtons="auto"
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {TABS.map((key) => (
            <Tab key={key} value={key} label={translate(`pages.lims.tabs.${key}`)} />
          ))}
        </Tabs>
        <Box role="tabpanel">{panels[tab]}</Box>
      </LimsErrorBoundary>
    </Box>
  );
}

export default LimsPage;
