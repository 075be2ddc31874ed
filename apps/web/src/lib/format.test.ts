import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDuration, formatMonth, formatNumber, formatWeekday } from './format';
import { i18n } from './i18n';

afterEach(() => i18n.changeLanguage('en'));

describe('format', () => {
  it('writes dates day month year, never broken across lines', () => {
    expect(formatDate('2010-06-15')).toBe('15\u00a0Jun\u00a02010');
    expect(formatDateTime(new Date(2026, 8, 23, 16, 5))).not.toMatch(/ /);
  });

  it('uses Arabic month and day names with Western digits in Arabic', async () => {
    await i18n.changeLanguage('ar');
    expect(formatDate('2010-06-15')).toMatch(/^15\u00a0يونيو\u00a02010$/);
    expect(formatMonth(new Date(2026, 10, 1))).toContain('نوفمبر 2026');
    expect(formatWeekday(new Date(2026, 10, 21), 'long')).toBe('السبت');
  });

  it('writes scores with two fixed decimals and durations as hours:minutes:seconds, Western digits in Arabic too', async () => {
    expect(formatNumber(85.5, 2, { fixed: true })).toBe('85.50');
    expect(formatNumber(85.5)).toBe('85.5');
    expect(formatDuration(5400)).toBe('01:30:00');
    await i18n.changeLanguage('ar');
    expect(formatNumber(7, 2, { fixed: true })).toBe('7.00');
    expect(formatDuration(3725)).toBe('01:02:05');
  });
});
