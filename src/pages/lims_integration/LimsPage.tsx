/** /lims_integration/ : four tabs (Dashboard, API Tokens, Sample Confirmations, Integration Logs). */
import { useState, type ReactNode } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { LimsErrorBoundary } from './LimsErrorBoundary';
import { LimsDashboard } from './LimsDashboard';
import { TokensTab } from './TokensTab';
import { ConfirmationsTab } from './ConfirmationsTab';
import { LogsTab } from './LogsTab';

const TABS = ['dashboard', 'tokens', 'confirmations', 'logs'] as const;
type TabKey = (typeof TABS)[number];

export function LimsPage({ initialTab = 'dashboard' }: { initialTab?: TabKey }) {
  const translate = useTranslate();
  const [tab, setTab] = useState<TabKey>(initialTab);
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
