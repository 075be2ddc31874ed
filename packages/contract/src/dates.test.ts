import { describe, expect, it } from 'vitest';
import { DATE_MESSAGE, DATE_TIME_MESSAGE, dateField, dateTimeField } from './dates';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

describe('the one date schema', () => {
  it('takes real days from 1900 to 2999, leap days included', () => {
    for (const day of ['1900-01-01', '2024-02-29', '2026-12-31', '2999-12-31']) expect(dateField().parse(day)).toBe(day);
    expect(dateField().parse(' 2026-03-01 ')).toBe('2026-03-01');
  });

  it('refuses days that do not exist, years out of range and other shapes, with one message', () => {
    for (const bad of [
      '2026-02-30',
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '0000-01-01',
      '1899-12-31',
      '3000-01-01',
      '9999-99-99',
      '2026-3-1',
      '2026-03-01 10:00',
      '20260301',
      'a\u0000b',
      20260301,
    ]) {
      expect(messagesOf(dateField().safeParse(bad)), String(bad)).toEqual([DATE_MESSAGE]);
    }
  });

  it('says the field is required when it is missing, null or blank', () => {
    for (const missing of [undefined, null, '', '  ']) {
      expect(messagesOf(dateField('Birth date is required').safeParse(missing))).toEqual(['Birth date is required']);
    }
  });

  it('is described as a date in the OpenAPI document', () => {
    expect(dateField().toJSONSchema()).toMatchObject({ type: 'string', format: 'date' });
  });
});

describe('the one date-time schema', () => {
  it('takes a real local date and time, with a space or a T, seconds optional', () => {
    for (const moment of ['2026-11-23 10:30', '2026-11-23T10:30', '2024-02-29 23:59:59', '1900-01-01 00:00']) {
      expect(dateTimeField().parse(moment)).toBe(moment);
    }
  });

  it('refuses impossible days, hours and minutes, years out of range and offsets', () => {
    for (const bad of [
      '2026-02-30 10:00',
      '2026-13-01 10:00',
      '2026-12-01 23:60',
      '2026-12-01 24:00',
      '2026-12-01 10:00:60',
      '0000-01-01 00:00',
      '9999-99-99 99:99',
      '3000-01-01 00:00',
      '2026-12-01',
      '2026-12-01 10:00Z',
      '2026-12-01 9:00',
    ]) {
      expect(messagesOf(dateTimeField().safeParse(bad)), bad).toEqual([DATE_TIME_MESSAGE]);
    }
    expect(messagesOf(dateTimeField('Due date is required').safeParse(''))).toEqual(['Due date is required']);
  });

  it('takes an instant with its offset when asked to, and still checks the calendar', () => {
    const instant = dateTimeField(undefined, { offset: true });
    for (const moment of ['2026-03-02T12:00:00Z', '2026-03-02T12:00+02:00', '2026-03-02T12:00:00.123-05:30']) {
      expect(instant.parse(moment)).toBe(moment);
    }
    for (const bad of ['2026-03-02T12:00:00', '2026-02-30T12:00:00Z', '2026-03-02T24:00:00Z', '0000-01-01T00:00:00Z']) {
      expect(instant.safeParse(bad).success, bad).toBe(false);
    }
  });
});
