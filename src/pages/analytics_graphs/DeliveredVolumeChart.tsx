/**
 * The monthly stacked bar chart of delivered samples (one series per sample type). @nivo/bar is heavy: this module
 * is only reached through React.lazy (DeliveredVolume is lazily loaded by the report and the hub volume dialog).
 */
import { Box, Typography } from '@mui/material';
import { ResponsiveBar, type BarTooltipProps } from '@nivo/bar';
import { useTranslate } from 'react-admin';
import { integerTicks, MONTH_KEY, TOTAL_KEY, type VolumeChartData, type VolumeDatum } from '../../lib/volume';

const LEGEND_WIDTH = 190;
const ROW_HEIGHT = 20;

/** The chart's height: room for every legend row. */
export function chartHeight(series: number): number {
  return Math.max(420, series * ROW_HEIGHT + 140);
}

/** The tooltip of a bar: the sample's count that month and the month's total. */
export function VolumeTooltip({
  id,
  value,
  color,
  indexValue,
  data,
}: Pick<BarTooltipProps<VolumeDatum>, 'id' | 'value' | 'color' | 'indexValue' | 'data'>) {
  const translate = useTranslate();
  return (
    <Box
      role="tooltip"
      sx={{ bgcolor: 'background.paper', p: 1, boxShadow: 2, borderRadius: 1, fontSize: 13, minWidth: 160 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ width: 12, height: 12, bgcolor: color, display: 'inline-block' }} />
        <strong>{translate('pages.analytics.volume.tooltipValue', { sample: String(id), value })}</strong>
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {translate('pages.analytics.volume.tooltipTotal', {
          month: String(indexValue),
          total: data[TOTAL_KEY] ?? 0,
        })}
      </Typography>
    </Box>
  );
}

export function DeliveredVolumeChart({ chart }: { chart: VolumeChartData }) {
  const translate = useTranslate();
  const ticks = integerTicks(chart.maxStack);
  const many = chart.rows.length > 8;
  const height = chartHeight(chart.keys.length);
  return (
    <Box sx={{ height, width: '100%', minWidth: 480 }} data-testid="delivered-volume-chart">
      <ResponsiveBar<VolumeDatum>
        data={chart.rows}
        keys={chart.keys}
        indexBy={MONTH_KEY}
        groupMode="stacked"
        margin={{ top: 20, right: LEGEND_WIDTH + 20, bottom: many ? 90 : 60, left: 70 }}
        padding={0.3}
        valueScale={{ type: 'linear', min: 0, max: ticks[ticks.length - 1] }}
        indexScale={{ type: 'band', round: true }}
        colors={({ id }) => chart.colors[String(id)] ?? '#999999'}
        gridYValues={ticks}
        axisLeft={{
          tickValues: ticks,
          format: (v: number) => (Number.isInteger(v) ? String(v) : ''),
          legend: translate('pages.analytics.volume.axisSamples'),
          legendPosition: 'middle',
          legendOffset: -56,
        }}
        axisBottom={{
          tickRotation: many ? -40 : 0,
          legend: translate('pages.analytics.volume.axisMonth'),
          legendPosition: 'middle',
          legendOffset: many ? 76 : 44,
        }}
        valueFormat={(v) => String(Math.round(v))}
        labelSkipHeight={14}
        labelSkipWidth={16}
        labelTextColor="#ffffff"
        tooltip={(props) => <VolumeTooltip {...props} />}
        legends={[
          {
            dataFrom: 'keys',
            anchor: 'top-right',
            direction: 'column',
            translateX: LEGEND_WIDTH + 10,
            itemWidth: LEGEND_WIDTH - 10,
            itemHeight: ROW_HEIGHT,
            itemsSpacing: 0,
            symbolSize: 12,
          },
        ]}
        animate={false}
        role="img"
        ariaLabel={translate('pages.analytics.volume.chartLabel')}
      />
    </Box>
  );
}

export default DeliveredVolumeChart;
