import { z } from 'zod';

/**
 * The one date schema and the one date-time schema of every request field. A pattern alone lets
 * 2026-02-30 or 23:60 through to PostgreSQL, which then fails the statement (SQLSTATE 22008, a 500):
 * these check that the day and the time exist, within years a school's records can hold.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2999;

export const DATE_MESSAGE = 'The date must be a real day as YYYY-MM-DD, in the years 1900 to 2999';
export const DATE_TIME_MESSAGE = 'The date and time must be real, as YYYY-MM-DD HH:mm, in the years 1900 to 2999';

/** What a form says of a day typed that has no place in the calendar (31/02), or typed only in part. */
export const IMPOSSIBLE_DATE_MESSAGE = 'This date does not exist';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** As the forms join a date and a time; a 'T' and seconds are accepted too. */
const DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
/** An instant: a date-time with its offset from UTC ('Z' or ±HH:mm), fractions of a second allowed. */
const INSTANT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

function isRealDay(year: number, month: number, day: number) {
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day >= 1 && day <= daysInMonth;
}

/** True when the text's parts (year, month, day, then hour, minute, second when present) name a moment that exists. */
function isRealMoment(pattern: RegExp, text: string) {
  const parts = pattern
    .exec(text)
    ?.slice(1, 7)
    .map((part) => Number(part ?? 0));
  if (!parts) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = parts;
  return isRealDay(year, month, day) && hour <= 23 && minute <= 59 && second <= 59;
}

/** Missing, null or blank is `required`; anything else that is not a real moment of `pattern` is `message`. */
const calendarText = (pattern: RegExp, message: string, required: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : message) })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(pattern, { error: message, abort: true })
    .refine((text) => isRealMoment(pattern, text), { error: message });

/** A day as 'YYYY-MM-DD' that exists (no 2026-02-30, no month 13), in the years MIN_YEAR to MAX_YEAR. */
export const dateField = (required = 'The date is required') =>
  calendarText(DATE_PATTERN, DATE_MESSAGE, required).meta({ format: 'date' });

/**
 * A local date and time as 'YYYY-MM-DD HH:mm' (or with a 'T', or seconds) that exists: hours 00–23,
 * minutes 00–59, a real day in the years MIN_YEAR to MAX_YEAR. With `offset`, an instant instead:
 * 'YYYY-MM-DDTHH:mm[:ss[.fff]]' followed by 'Z' or ±HH:mm.
 */
export const dateTimeField = (required = 'The date and time are required', { offset = false } = {}) =>
  calendarText(offset ? INSTANT_PATTERN : DATE_TIME_PATTERN, DATE_TIME_MESSAGE, required);
