import { addDays as addDaysToDate, differenceInCalendarDays, format, getDay, parseISO } from 'date-fns';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@backoffice/contract';

/**
 * The one time model of the API: "today", due dates, weeks, report and digest slots, session days and alert
 * windows are all read on the school's clock (an IANA zone), whatever zone the server or its database runs in.
 * Calendar dates are 'YYYY-MM-DD' text and days are added as calendar days, never as 86,400,000 ms, so a
 * daylight-saving change moves no date. The zone conversions use Intl (`@date-fns/tz` is not installed).
 */

let schoolZone = DEFAULT_TIME_ZONE;
/** One day either side of a wall clock, to find the offsets around it (not for adding days). */
const DAY_MS = 86_400_000;

/**
 * The school's zone: Africa/Cairo by default, SCHOOL_TIMEZONE from the start (server.ts), then the one saved
 * on the Settings screen (applied on saving, and by every process at its scheduled check).
 */
export const schoolTimeZone = () => schoolZone;

/** Sets the school's zone. */
export function useSchoolTimeZone(name: string) {
  if (!isTimeZone(name)) throw new Error(`Unknown time zone: ${name}`);
  schoolZone = name;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `instant` in `timeZone`: its date ('YYYY-MM-DD') and time ('HH:mm:ss'). */
export function wallClock(instant: Date, timeZone = schoolZone): { date: string; time: string } {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` };
}

/** The school's calendar day at `now`. */
export const todayIn = (now = new Date(), timeZone = schoolZone) => wallClock(now, timeZone).date;

/** The wall clock of `now` as stored wall-clock columns hold it ('YYYY-MM-DD HH:mm:ss'), for comparing in SQL. */
export function wallClockText(now = new Date(), timeZone = schoolZone) {
  const { date, time } = wallClock(now, timeZone);
  return `${date} ${time}`;
}

/** The calendar day `days` after `isoDate` (before it when negative). */
export const addCalendarDays = (isoDate: string, days: number) => format(addDaysToDate(parseISO(isoDate), days), 'yyyy-MM-dd');

/** Whole calendar days from `from` to `to` ('YYYY-MM-DD' both). */
export const calendarDaysBetween = (from: string, to: string) => differenceInCalendarDays(parseISO(to), parseISO(from));

/** The day of the week of a calendar date, Sunday 0. */
export const weekdayOf = (isoDate: string) => getDay(parseISO(isoDate));

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, timeZone: string) {
  const { date, time } = wallClock(new Date(instant), timeZone);
  return Date.parse(`${date}T${time}Z`) - Math.floor(instant / 1000) * 1000;
}

/**
 * The moment `timeZone`'s wall clock reads `isoDate` at `time` ('HH:mm' or 'HH:mm:ss'). A time that happens
 * twice (the hour repeated when daylight saving ends) is its first; one skipped when it begins is read on the
 * offset before the change, so it falls as far after the jump as the time was after it.
 */
export function zonedInstant(isoDate: string, time: string, timeZone = schoolZone): Date {
  const target = `${isoDate} ${time.length === 5 ? `${time}:00` : time}`;
  const asUtc = Date.parse(`${target.replace(' ', 'T')}Z`);
  // The offsets a day either side: no zone changes its offset twice within two days.
  const candidates = [offsetAt(asUtc - DAY_MS, timeZone), offsetAt(asUtc + DAY_MS, timeZone)].map((offset) => asUtc - offset);
  const matching = candidates.filter((instant) => wallClockText(new Date(instant), timeZone) === target);
  return new Date(matching.length > 0 ? Math.min(...matching) : candidates[0]);
}

/** The moment a calendar day begins in `timeZone`. */
export const startOfDayIn = (isoDate: string, timeZone = schoolZone) => zonedInstant(isoDate, '00:00:00', timeZone);

/**
 * The moment a stored due date falls: a wall clock ('YYYY-MM-DD HH:mm:ss') in the school's zone, and a
 * date alone is the end of that day there (the next day's start).
 */
export function dueInstant(dueDate: string, timeZone = schoolZone): Date {
  const [date, time] = dueDate.replace('T', ' ').split(' ');
  return time ? zonedInstant(date, time.slice(0, 8), timeZone) : startOfDayIn(addCalendarDays(date, 1), timeZone);
}

/** The latest moment at or before `now` that falls on `weekday` (Sunday 0) at `time`, on the school's clock. */
export function lastWeeklySlot(now: Date, weekday: number, time: string, timeZone = schoolZone): Date {
  const today = todayIn(now, timeZone);
  const day = addCalendarDays(today, -((weekdayOf(today) - weekday + 7) % 7));
  const slot = zonedInstant(day, time, timeZone);
  return slot > now ? zonedInstant(addCalendarDays(day, -7), time, timeZone) : slot;
}
