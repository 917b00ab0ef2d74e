/**
 * The Statistical Data chart: percent of served facilities visited, one bar per hub. @nivo/bar is heavy, so
 * this module is only reached through React.lazy (see TrackingReport).
 */
import { Box } from '@mui/material';
import { ResponsiveBar } from '@nivo/bar';
import { useTranslate } from 'react-admin';
import type { TrackingRow } from '../../../contract/types';

export function TrackingChart({ rows }: { rows: readonly TrackingRow[] }) {
  const translate = useTranslate();
  const data = rows.map((r) => ({ hub: r.name, percentage_vist: r.percentage_vist }));
  const height = 420;
  return (
    <Box sx={{ height, width: '100%' }} data-testid="tracking-chart">
      <ResponsiveBar
        data={data}
        keys={['percentage_vist']}
        indexBy="hub"
        margin={{ top: 20, right: 20, bottom: 110, left: 60 }}
        padding={0.3}
        valueScale={{ type: 'linear', min: 0, max: 100 }}
        colors={['#1976d2']}
        valueFormat={(v) => `${v}%`}
        labelSkipHeight={14}
        labelTextColor="#fff"
        axisBottom={{ tickRotation: -40, tickSize: 5, tickPadding: 5 }}
        axisLeft={{
          legend: translate('pages.analytics.chartAxis'),
          legendPosition: 'middle',
          legendOffset: -48,
          format: (v) => `${v}%`,
        }}
        tooltip={({ indexValue, value }) => (
          <Box sx={{ bgcolor: 'background.paper', p: 1, boxShadow: 2, borderRadius: 1, fontSize: 13 }}>
            <strong>{indexValue}</strong>: {value}%
          </Box>
        )}
        role="img"
        ariaLabel={translate('pages.analytics.chartLabel')}
      />
    </Box>
  );
}

export default TrackingChart;
