import { describe, expect, it, vi } from 'vitest';
import { screen, fireEvent } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { DateRangeFilter, isValidRange, presetRange, withDay } from '../../src/components/DateRangeFilter';
import { MoneyField } from '../../src/components/MoneyField';
import { DateField } from '../../src/components/DateField';
import { StatusChip } from '../../src/components/StatusChip';
import { GREEN, ORANGE, RED } from '../../src/components/statusColors';
import {
  validPoints,
  MAP_CENTER,
  MAP_ZOOM,
  MAP_MIN_ZOOM,
  MAP_MAX_ZOOM,
  FIT_MAX_ZOOM,
} from '../../src/components/mapPoints';
import { renderWithAdmin } from './helpers';

// Saturday 21 November 2026
const today = new Date(2026, 10, 21, 10, 0, 0);

describe('DateRangeFilter', () => {
  it('shows both dates as DD/MM/YYYY and the presets fill the range back from today', () => {
    const onChange = vi.fn();
    renderWithAdmin(
      <DateRangeFilter value={{ from: '2026-11-09', to: '2026-11-21' }} onChange={onChange} today={today} />,
    );
    const from = screen.getByRole('group', { name: 'From' });
    expect(from.textContent?.replace(/[^\d/]/g, '')).toBe('09/11/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-14', to: '2026-11-21' });
    fireEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-10-22', to: '2026-11-21' });
  });

  it('knows Monday of last week and refuses a range that runs backwards or is half empty', () => {
    expect(presetRange('lastWeek', today)).toEqual({ from: '2026-11-09', to: '2026-11-21' });
    expect(isValidRange({ from: '2026-11-21', to: '2026-11-01' })).toBe(false);
    expect(isValidRange({ from: null, to: '2026-11-01' })).toBe(false);
    expect(isValidRange({ from: '2026-11-01', to: '2026-11-01' })).toBe(true);
  });

  it('never lets the range run backwards: an end moved past the other takes it along', () => {
    const range = { from: '2026-11-09', to: '2026-11-21' };
    expect(withDay(range, 'from', '2026-11-25')).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(withDay(range, 'to', '2026-11-01')).toEqual({ from: '2026-11-01', to: '2026-11-01' });
    expect(withDay(range, 'from', '2026-11-12')).toEqual({ from: '2026-11-12', to: '2026-11-21' });
    expect(withDay(range, 'to', null)).toEqual({ from: '2026-11-09', to: null });
    expect(withDay({ from: null, to: '2026-11-01' }, 'from', '2026-11-05')).toEqual({
      from: '2026-11-05',
      to: '2026-11-05',
    });
  });
});

describe('fields', () => {
  it('money has thousands separators and totals two decimals', () => {
    renderWithAdmin(
      <RecordContextProvider value={{ id: 1, order_total: '1234567', items_total: 1234.5 }}>
        <MoneyField source="order_total" data-testid="plain" />
        <MoneyField source="items_total" total data-testid="total" />
      </RecordContextProvider>,
    );
    expect(screen.getByTestId('plain')).toHaveTextContent('1,234,567');
    expect(screen.getByTestId('total')).toHaveTextContent('1,234.50');
  });

  it('dates show as DD/MM/YYYY', () => {
    renderWithAdmin(
      <RecordContextProvider value={{ id: 1, date: '2026-03-07T09:15:00' }}>
        <DateField source="date" data-testid="date" />
      </RecordContextProvider>,
    );
    expect(screen.getByTestId('date')).toHaveTextContent('07/03/2026');
  });

  it('status chips use the spec colours', () => {
    renderWithAdmin(
      <>
        <StatusChip kind="order" value="pending" data-testid="pending" />
        <StatusChip kind="order" value="cancelled" data-testid="cancelled" />
        <StatusChip kind="order" value="success" data-testid="success" />
        <StatusChip kind="barcode" value="used" data-testid="used" />
        <StatusChip kind="barcode" value="active" data-testid="active" />
      </>,
    );
    const colour = (id: string) => screen.getByTestId(id).getAttribute('data-color');
    expect(colour('pending')).toBe(ORANGE);
    expect(colour('cancelled')).toBe(RED);
    expect(colour('success')).toBe(GREEN);
    expect(colour('used')).toBe(GREEN);
    expect(colour('active')).toBe(ORANGE);
  });
});

describe('map points', () => {
  it('skips points whose coordinates are not numeric, keeps numeric strings', () => {
    const points = validPoints([
      { id: 1, latitude: 0.31, longitude: 32.58 },
      { id: 2, latitude: '2.77', longitude: '32.3' },
      { id: 3, latitude: 'n/a', longitude: 32 },
      { id: 4, latitude: null, longitude: 32 },
      { id: 5, latitude: '', longitude: '' },
      { id: 6, latitude: 95, longitude: 32 },
    ]);
    expect(points.map((p) => [p.id, p.lat, p.lng])).toEqual([
      [1, 0.31, 32.58],
      [2, 2.77, 32.3],
    ]);
  });

  it('uses the spec map constants', () => {
    expect(MAP_CENTER).toEqual([0.3476, 32.5825]);
    expect([MAP_ZOOM, MAP_MIN_ZOOM, MAP_MAX_ZOOM, FIT_MAX_ZOOM]).toEqual([12, 6, 18, 15]);
  });
});
