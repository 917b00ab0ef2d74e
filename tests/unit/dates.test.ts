import { describe, expect, it } from 'vitest';
import {
  daysBack,
  formatDate,
  formatDateTime,
  fromIsoDate,
  mondayOfLastWeek,
  parseDisplayDate,
  toIsoDate,
} from '../../contract/dates';

describe('dates', () => {
  it('shows dates as DD/MM/YYYY from ISO dates, ISO times, Date objects and display dates', () => {
    expect(formatDate('2024-06-10')).toBe('10/06/2024');
    expect(formatDate(new Date(2024, 0, 5))).toBe('05/01/2024');
    expect(formatDate('5/1/2024')).toBe('05/01/2024');
    expect(formatDate(new Date(2024, 11, 31, 23, 59).toISOString())).toBe('31/12/2024');
  });

  it('shows nothing for empty or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('31/02/2024')).toBe('');
  });

  it('shows date and time as DD/MM/YYYY HH:mm', () => {
    expect(formatDateTime(new Date(2024, 5, 10, 7, 5))).toBe('10/06/2024 07:05');
  });

  it('parses DD/MM/YYYY strictly', () => {
    expect(parseDisplayDate('10/06/2024')).toEqual(new Date(2024, 5, 10));
    expect(parseDisplayDate('31/02/2024')).toBeNull();
    expect(parseDisplayDate('2024-06-10')).toBeNull();
  });

  it('converts to and from YYYY-MM-DD in local time', () => {
    expect(toIsoDate(new Date(2024, 5, 9, 23, 30))).toBe('2024-06-09');
    expect(fromIsoDate('2024-06-09')).toEqual(new Date(2024, 5, 9));
    expect(fromIsoDate('2024-13-01')).toBeNull();
  });

  it('finds Monday of the previous week (weeks run Monday to Sunday)', () => {
    expect(toIsoDate(mondayOfLastWeek(new Date(2024, 5, 12)))).toBe('2024-06-03'); // Wednesday
    expect(toIsoDate(mondayOfLastWeek(new Date(2024, 5, 10)))).toBe('2024-06-03'); // Monday
    expect(toIsoDate(mondayOfLastWeek(new Date(2024, 5, 16)))).toBe('2024-06-03'); // Sunday
  });

  it('counts days back from today', () => {
    expect(toIsoDate(daysBack(7, new Date(2024, 2, 3, 15)))).toBe('2024-02-25');
    expect(toIsoDate(daysBack(30, new Date(2024, 5, 10)))).toBe('2024-05-11');
  });
});
