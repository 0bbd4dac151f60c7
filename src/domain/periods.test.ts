import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentPeriod,
  isCurrent,
  isFuture,
  isoWeek,
  isoWeeksInYear,
  parsePeriodSlug,
  periodBounds,
  periodOf,
  periodStartDate,
  periodsUntil,
  quarterOfMonth,
} from './periods';

describe('isoWeek', () => {
  it('puts 4 January in week 1 and starts weeks on Monday', () => {
    expect(isoWeek(new Date('2021-01-04T00:00:00Z'))).toEqual({ year: 2021, week: 1 });
    expect(isoWeek(new Date('2021-01-03T23:59:59Z'))).toEqual({ year: 2020, week: 53 });
    expect(isoWeek(new Date('2019-12-30T10:00:00Z'))).toEqual({ year: 2020, week: 1 });
    expect(isoWeek(new Date('2024-12-29T00:00:00Z'))).toEqual({ year: 2024, week: 52 });
  });

  it('knows which ISO years have 53 weeks', () => {
    expect(isoWeeksInYear(2020)).toBe(53);
    expect(isoWeeksInYear(2026)).toBe(53);
    expect(isoWeeksInYear(2024)).toBe(52);
  });

  it('always returns a week whose Monday start contains the date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2019-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
        (date) => {
          const { year, week } = isoWeek(date);
          const bounds = periodBounds({ kind: 'weekly', year, number: week });
          expect(new Date(bounds.start).getUTCDay()).toBe(1);
          if (week <= 52) {
            expect(date.getTime()).toBeGreaterThanOrEqual(Date.parse(bounds.start));
            expect(date.getTime()).toBeLessThan(Date.parse(bounds.end));
          }
        },
      ),
    );
  });
});

describe('periodOf', () => {
  it('computes quarters as ceil(month / 3)', () => {
    expect([1, 3, 4, 6, 7, 12].map(quarterOfMonth)).toEqual([1, 1, 2, 2, 3, 4]);
    expect(periodOf('quarterly', new Date('2024-05-10T12:00:00Z'))).toEqual({
      kind: 'quarterly',
      year: 2024,
      number: 2,
    });
  });

  it('folds ISO week 53 into week 52 of the same ISO year', () => {
    expect(periodOf('weekly', new Date('2021-01-01T00:00:00Z'))).toEqual({
      kind: 'weekly',
      year: 2020,
      number: 52,
    });
    const bounds = periodBounds({ kind: 'weekly', year: 2020, number: 52 });
    expect(bounds).toEqual({ start: '2020-12-21T00:00:00.000Z', end: '2021-01-04T00:00:00.000Z' });
  });

  it('gives yearly periods number 0 and calendar-year bounds', () => {
    expect(currentPeriod('yearly', new Date('2023-07-01T00:00:00Z'))).toEqual({
      kind: 'yearly',
      year: 2023,
      number: 0,
    });
    expect(periodStartDate({ kind: 'yearly', year: 2023, number: 0 })).toBe('2023-01-01');
    expect(periodStartDate({ kind: 'monthly', year: 2023, number: 11 })).toBe('2023-11-01');
    expect(periodStartDate({ kind: 'quarterly', year: 2023, number: 3 })).toBe('2023-07-01');
    expect(periodStartDate({ kind: 'weekly', year: 2023, number: 1 })).toBe('2023-01-02');
  });
});

describe('parsePeriodSlug', () => {
  it('reads each period kind', () => {
    expect(parsePeriodSlug(['yearly', '2022'])).toEqual({ kind: 'yearly', year: 2022, number: 0 });
    expect(parsePeriodSlug(['weekly', '2022', '52'])).toEqual({ kind: 'weekly', year: 2022, number: 52 });
  });

  it("raises 'Invalid period' when the first element is not a period kind", () => {
    expect(() => parsePeriodSlug(['daily', '2022'])).toThrow('Invalid period');
    expect(() => parsePeriodSlug([])).toThrow('Invalid period');
  });

  it('rejects out-of-range numbers and years before 2019', () => {
    expect(() => parsePeriodSlug(['weekly', '2022', '53'])).toThrow();
    expect(() => parsePeriodSlug(['monthly', '2022', '13'])).toThrow();
    expect(() => parsePeriodSlug(['quarterly', '2022', '0'])).toThrow();
    expect(() => parsePeriodSlug(['yearly', '2018'])).toThrow();
  });
});

describe('isCurrent / isFuture', () => {
  const now = new Date('2025-05-14T09:00:00Z'); // ISO week 20, month 5, Q2

  it('recognises the period containing now', () => {
    expect(isCurrent(['weekly', '2025', '20'], now)).toBe(true);
    expect(isCurrent(['monthly', '2025', '5'], now)).toBe(true);
    expect(isCurrent(['quarterly', '2025', '2'], now)).toBe(true);
    expect(isCurrent(['yearly', '2025'], now)).toBe(true);
    expect(isCurrent(['monthly', '2025', '4'], now)).toBe(false);
  });

  it('tells future periods from past ones', () => {
    expect(isFuture(['weekly', '2025', '21'], now)).toBe(true);
    expect(isFuture(['quarterly', '2026', '1'], now)).toBe(true);
    expect(isFuture(['monthly', '2025', '4'], now)).toBe(false);
    expect(isFuture(['yearly', '2025'], now)).toBe(false);
  });
});

describe('periodsUntil', () => {
  it('lists periods from 2019 up to the current one', () => {
    const quarters = periodsUntil('quarterly', new Date('2020-05-01T00:00:00Z'));
    expect(quarters.map((p) => `${p.year}-${p.number}`)).toEqual([
      '2019-1',
      '2019-2',
      '2019-3',
      '2019-4',
      '2020-1',
      '2020-2',
    ]);
  });
});
