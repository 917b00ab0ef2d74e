/**
 * The Turnaround tab's daily trend: median and P90 hours per day, grouped bars, with the target in the title.
 * @nivo/bar is heavy: this module is only reached through React.lazy (TurnaroundReport).
 */
import { Box } from '@mui/material';
import { ResponsiveBar } from '@nivo/bar';
import { useTranslate } from 'react-admin';
import type { DayStats } from './turnaroundData';

interface Datum {
  day: string;
  median: number;
  p90: number;
  [key: string]: string | number;
}

export function TurnaroundTrendChart({ days }: { days: readonly DayStats[] }) {
  const translate = useTranslate();
  const median = translate('turnaround.report.chart.median');
  const p90 = translate('turnaround.report.chart.p90');
  const data: Datum[] = days.map((d) => ({
    day: d.day.slice(5).split('-').reverse().join('/'),
    median: d.median_hours ?? 0,
    p90: d.p90_hours ?? 0,
    [median]: d.median_hours ?? 0,
    [p90]: d.p90_hours ?? 0,
  }));
  const many = data.length > 10;
  return (
    <Box sx={{ height: 360, width: '100%', minWidth: 480 }} data-testid="turnaround-trend-chart">
      <ResponsiveBar<Datum>
        data={data}
        keys={[median, p90]}
        indexBy="day"
        groupMode="grouped"
        margin={{ top: 20, right: 130, bottom: many ? 70 : 50, left: 60 }}
        padding={0.25}
        colors={['#1976d2', '#ef6c00']}
        axisLeft={{
          legend: translate('turnaround.report.chart.axisHours'),
          legendPosition: 'middle',
          legendOffset: -48,
        }}
        axisBottom={{ tickRotation: many ? -45 : 0 }}
        valueFormat={(v) => `${v} h`}
        enableLabel={false}
        legends={[
          {
            dataFrom: 'keys',
            anchor: 'top-right',
            direction: 'column',
            translateX: 120,
            itemWidth: 110,
            itemHeight: 20,
            symbolSize: 12,
          },
        ]}
        animate={false}
        role="img"
        ariaLabel={translate('turnaround.report.chart.label')}
      />
    </Box>
  );
}

export default TurnaroundTrendChart;
