import { memo } from 'react';
import dayjs from 'dayjs';
import { Button, Stack } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useTranslate } from 'react-admin';
import { daysBack, lastWeekRange, toIsoDate, type DateRange } from '../../contract/dates';
import { DatePickerProvider, DISPLAY_FORMAT } from './DatePickerProvider';

export type { DateRange };

export type DateRangePreset = 7 | 14 | 30 | 'lastWeek';

export interface DateRangeFilterProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Preset buttons: days back from today, or 'lastWeek' (Monday of the previous week to today). */
  presets?: DateRangePreset[];
  /** Today, for tests. */
  today?: Date;
}

const presetLabel: Record<string, string> = {
  '7': 'components.dateRange.last7',
  '14': 'components.dateRange.last14',
  '30': 'components.dateRange.last30',
  lastWeek: 'components.dateRange.lastWeek',
};

export function presetRange(preset: DateRangePreset, today: Date = new Date()): DateRange {
  if (preset === 'lastWeek') return lastWeekRange(today);
  return { from: toIsoDate(daysBack(preset, today)), to: toIsoDate(today) };
}

export function isValidRange(range: DateRange): boolean {
  return !!range.from && !!range.to && range.from <= range.to;
}

/**
 * The range with one end set to `day` (YYYY-MM-DD, or null when cleared). A range never runs backwards: a from-date
 * moved past the to-date takes the to-date with it, and a to-date moved before the from-date takes the from-date, so
 * a list is never asked for an empty or refused range.
 */
export function withDay(range: DateRange, key: 'from' | 'to', day: string | null): DateRange {
  const next = { ...range, [key]: day };
  if (next.from && next.to && next.from > next.to) return { from: day, to: day };
  return next;
}

const DEFAULT_PRESETS: DateRangePreset[] = [7, 14, 30];

/** The preset buttons alone (a filter bar folds them away from its date pickers): each sets its range. */
export function RangePresetButtons({
  presets,
  onPick,
  today,
}: {
  presets: readonly DateRangePreset[];
  onPick: (range: DateRange) => void;
  today?: Date;
}) {
  const translate = useTranslate();
  return (
    <>
      {presets.map((p) => (
        <Button key={String(p)} size="small" variant="outlined" onClick={() => onPick(presetRange(p, today))}>
          {translate(presetLabel[String(p)])}
        </Button>
      ))}
    </>
  );
}

/**
 * Two DD/MM/YYYY date pickers with preset buttons. Memoised: the pickers are costly to render, so they re-render
 * only when the range (or a handler) changes, not with the list around them — pass stable handlers and presets.
 */
export const DateRangeFilter = memo(function DateRangeFilter({
  value,
  onChange,
  presets = DEFAULT_PRESETS,
  today,
}: DateRangeFilterProps) {
  const translate = useTranslate();
  const set = (key: 'from' | 'to') => (next: dayjs.Dayjs | null) =>
    onChange(withDay(value, key, next && next.isValid() ? next.format('YYYY-MM-DD') : null));
  return (
    <DatePickerProvider>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        alignItems={{ sm: 'center' }}
        flexWrap="wrap"
      >
        <DatePicker
          label={translate('components.dateRange.from')}
          format={DISPLAY_FORMAT}
          value={value.from ? dayjs(value.from) : null}
          onChange={set('from')}
          slotProps={{ textField: { size: 'small', fullWidth: false } }}
        />
        <DatePicker
          label={translate('components.dateRange.to')}
          format={DISPLAY_FORMAT}
          value={value.to ? dayjs(value.to) : null}
          onChange={set('to')}
          slotProps={{ textField: { size: 'small', fullWidth: false } }}
        />
        <RangePresetButtons presets={presets} onPick={onChange} today={today} />
      </Stack>
    </DatePickerProvider>
  );
});
