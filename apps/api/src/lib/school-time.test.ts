import { isTimeZone } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  dueInstant,
  lastWeeklySlot,
  schoolTimeZone,
  todayIn,
  wallClockText,
  weekdayOf,
  zonedInstant,
} from './school-time';

// Cairo is UTC+2, and UTC+3 from Friday 24 April 2026 00:00 (clocks jump to 01:00) to Thursday 29 October 2026
// 24:00 (clocks go back to 23:00), as the runtime's time zone data says.
const CAIRO = 'Africa/Cairo';

describe('the school clock', () => {
  it('is Cairo by default and knows real zones from made-up ones', () => {
    expect(schoolTimeZone()).toBe(CAIRO);
    expect(isTimeZone('Asia/Riyadh')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('tells the day in Cairo at 23:30 and at 00:30, whatever the UTC date', () => {
    // 23:30 Cairo on Monday 23 November is 21:30 UTC the same day; 00:30 on Tuesday is 22:30 UTC on Monday.
    expect(todayIn(new Date('2026-11-23T21:30:00Z'), CAIRO)).toBe('2026-11-23');
    expect(todayIn(new Date('2026-11-23T22:30:00Z'), CAIRO)).toBe('2026-11-24');
    expect(wallClockText(new Date('2026-11-23T22:30:00Z'), CAIRO)).toBe('2026-11-24 00:30:00');
    // in summer time 00:30 is 21:30 UTC of the day before
    expect(todayIn(new Date('2026-07-01T21:30:00Z'), CAIRO)).toBe('2026-07-02');
  });

  it('adds calendar days across daylight-saving changes', () => {
    expect(addCalendarDays('2026-04-20', 7)).toBe('2026-04-27');
    expect(addCalendarDays('2026-10-29', 1)).toBe('2026-10-30');
    expect(addCalendarDays('2026-11-01', -6)).toBe('2026-10-26');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekdayOf('2026-04-24')).toBe(5); // a Friday
  });

  it('finds the moment of a Cairo wall clock, in winter, in summer and at the changes', () => {
    expect(zonedInstant('2026-11-24', '00:30', CAIRO).toISOString()).toBe('2026-11-23T22:30:00.000Z');
    expect(zonedInstant('2026-07-02', '00:30', CAIRO).toISOString()).toBe('2026-07-01T21:30:00.000Z');
    // 00:30 on 24 April does not exist (00:00 jumps to 01:00): it falls half an hour after the jump
    expect(zonedInstant('2026-04-24', '00:30', CAIRO).toISOString()).toBe('2026-04-23T22:30:00.000Z');
    expect(zonedInstant('2026-04-24', '01:30', CAIRO).toISOString()).toBe('2026-04-23T22:30:00.000Z');
    // 23:30 on 29 October happens twice: the first one, still in summer time
    expect(zonedInstant('2026-10-29', '23:30', CAIRO).toISOString()).toBe('2026-10-29T20:30:00.000Z');
    expect(zonedInstant('2026-10-30', '00:30', CAIRO).toISOString()).toBe('2026-10-29T22:30:00.000Z');
  });

  it('reads a due date on the school clock, a date alone as the end of that day', () => {
    const due = dueInstant('2026-11-23 23:59:00', CAIRO);
    expect(new Date('2026-11-23T21:30:00Z') < due).toBe(true); // 23:30 Cairo: still open
    expect(new Date('2026-11-23T22:30:00Z') < due).toBe(false); // 00:30 Cairo the next day: passed
    expect(dueInstant('2026-11-23', CAIRO).toISOString()).toBe('2026-11-23T22:00:00.000Z');
    // the day the clocks jump forward is 23 hours long
    expect(dueInstant('2026-04-24', CAIRO).getTime() - dueInstant('2026-04-23', CAIRO).getTime()).toBe(23 * 3_600_000);
  });

  it('finds the last weekly slot on the school clock at 23:30 and 00:30', () => {
    // a Tuesday 00:30 slot, asked at 00:30 Cairo on Tuesday 24 November (22:30 UTC on Monday)
    const now = new Date('2026-11-23T22:30:00Z');
    expect(lastWeeklySlot(now, 2, '00:30', CAIRO).toISOString()).toBe('2026-11-23T22:30:00.000Z');
    // asked an hour earlier (23:30 Cairo on Monday) the slot is still a week back
    expect(lastWeeklySlot(new Date('2026-11-23T21:30:00Z'), 2, '00:30', CAIRO).toISOString()).toBe('2026-11-16T22:30:00.000Z');
    // a Friday 18:00 slot a week after the spring change keeps 18:00 Cairo (now UTC+3)
    expect(lastWeeklySlot(new Date('2026-04-25T12:00:00Z'), 5, '18:00', CAIRO).toISOString()).toBe('2026-04-24T15:00:00.000Z');
    expect(lastWeeklySlot(new Date('2026-04-30T12:00:00Z'), 5, '18:00', CAIRO).toISOString()).toBe('2026-04-24T15:00:00.000Z');
  });
});
