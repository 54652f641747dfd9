import { describe, expect, it } from 'vitest';
import { formatRange, formatRangeNumber, parseNumericText, parseRange, rangeFromInputs } from '../../../shared/list/ranges';
import { autoFormatDate, dateBounds, dateInputError } from '../../../shared/dates';
import { isCalendarDate, japanDate } from '../../../shared/japan-time';

describe('ranges', () => {
  it('turn typed text into numbers, ignoring digit grouping', () => {
    expect(parseNumericText('50 000')).toBe(50000);
    expect(parseNumericText('1\u00a0500.5')).toBe(1500.5);
    expect(parseNumericText('')).toBeNull();
    expect(parseNumericText('12a')).toBeNull();
    expect(parseNumericText('-5')).toBeNull();
  });

  it("travel as 'from,to', where 0,0 and empty mean no filter", () => {
    expect(parseRange('10000,50000')).toEqual({ from: 10000, to: 50000 });
    expect(parseRange(',50000')).toEqual({ from: 0, to: 50000 });
    expect(parseRange('2010,')).toEqual({ from: 2010, to: 0 });
    expect(parseRange('0,0')).toBeNull();
    expect(parseRange(',')).toBeNull();
    expect(parseRange('5')).toBeNull();
    expect(parseRange('1,2,3')).toBeNull();
    expect(parseRange(null)).toBeNull();
    expect(formatRange({ from: 0, to: 50000 })).toBe('0,50000');
  });

  it('come from two inputs, an empty side being 0', () => {
    expect(rangeFromInputs('10 000', '')).toEqual({ from: 10000, to: 0 });
    expect(rangeFromInputs('', '')).toBeNull();
    expect(rangeFromInputs('x', '5')).toBeNull();
  });

  it('show with space thousands separators, years without grouping', () => {
    expect(formatRangeNumber(1250000, true)).toBe('1 250 000');
    expect(formatRangeNumber(999, true)).toBe('999');
    expect(formatRangeNumber(12500.75, true)).toBe('12 500.75');
    expect(formatRangeNumber(2015, false)).toBe('2015');
  });
});

describe('date inputs', () => {
  it('format typed digits 4-2-2 with hyphens', () => {
    expect(autoFormatDate('2024')).toBe('2024');
    expect(autoFormatDate('20240')).toBe('2024-0');
    expect(autoFormatDate('202401')).toBe('2024-01');
    expect(autoFormatDate('2024011')).toBe('2024-01-1');
    expect(autoFormatDate('20240115')).toBe('2024-01-15');
    expect(autoFormatDate('2024-01-15')).toBe('2024-01-15');
    expect(autoFormatDate('2024/01/15999')).toBe('2024-01-15');
    expect(autoFormatDate('')).toBe('');
  });

  it('accept only real YYYY-MM-DD dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-13-01')).toBe(false);
    expect(isCalendarDate('2024-1-01')).toBe(false);
  });

  it('take today in Japan time (UTC+9)', () => {
    expect(japanDate(new Date('2024-05-31T14:59:00Z'))).toBe('2024-05-31');
    expect(japanDate(new Date('2024-05-31T15:00:00Z'))).toBe('2024-06-01');
  });

  it('are bounded from 3 months before to 1 day after the Japan date', () => {
    expect(dateBounds(new Date('2024-05-15T03:00:00Z'))).toEqual({ min: '2024-02-15', max: '2024-05-16' });
    // May 31 in Japan: three months back is the end of February; a leap year has the 29th
    expect(dateBounds(new Date('2024-05-31T01:00:00Z'))).toEqual({ min: '2024-02-29', max: '2024-06-01' });
    // across a year end
    expect(dateBounds(new Date('2024-12-31T16:00:00Z'))).toEqual({ min: '2024-10-01', max: '2025-01-02' });
  });

  it("flag a wrong format or a date out of bounds with 'Errors.Invalid', never an empty input", () => {
    const now = new Date('2024-05-15T03:00:00Z');
    expect(dateInputError('', now)).toBeNull();
    expect(dateInputError('2024-05-16', now)).toBeNull();
    expect(dateInputError('2024-02-15', now)).toBeNull();
    expect(dateInputError('2024-05-17', now)).toBe('Errors.Invalid');
    expect(dateInputError('2024-02-14', now)).toBe('Errors.Invalid');
    expect(dateInputError('2024-05', now)).toBe('Errors.Invalid');
  });
});
