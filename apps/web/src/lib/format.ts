import type { Language } from '@backoffice/contract';
import { currentLanguage } from './i18n';

/**
 * One formatter per locale for every date, time and number on screen. Arabic uses Arabic month
 * and day names with Western digits (`-u-nu-latn`): scores, phone numbers and codes read the same
 * in both languages, as staff copy them between the two.
 */
const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG-u-nu-latn' };

/** Spaces inside a date or time never break a line: "23 Sep 2026" stays on one line in a narrow column. */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: (locale: string) => T): T {
  const locale = LOCALES[currentLanguage()];
  const id = `${locale}|${key}`;
  if (!cache.has(id)) cache.set(id, make(locale));
  return cache.get(id) as T;
}

/** A date-only value ('2026-09-23' or an ISO timestamp) as "23 Sep 2026". Date-only strings are not shifted by the time zone. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return unbroken(
    formatter('date', (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' })).format(
      date,
    ),
  );
}

/** A moment as "23 Sep 2026, 16:00" (24-hour clock in both languages). */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return unbroken(
    formatter(
      'datetime',
      (locale) =>
        new Intl.DateTimeFormat(locale, {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }),
    ).format(date),
  );
}

/** A wall-clock time 'HH:mm' or 'HH:mm:ss' as "16:00". */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '';
  const [hours, minutes] = value.split(':').map(Number);
  if (Number.isNaN(hours) || Number.isNaN(minutes)) return value;
  const date = new Date(2000, 0, 1, hours, minutes);
  return formatter(
    'time',
    (locale) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  ).format(date);
}

/**
 * A number with the locale's separators and at most `digits` decimals; with `fixed`, always `digits`
 * decimals (a ranking score reads 85.50, not 85.5).
 */
export function formatNumber(value: number | null | undefined, digits = 2, { fixed = false } = {}): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return formatter(
    `number${digits}${fixed ? 'fixed' : ''}`,
    (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: fixed ? digits : 0, maximumFractionDigits: digits }),
  ).format(value);
}

/** A length in seconds as hours:minutes:seconds, 5400 → "01:30:00" (the same in both languages). */
export function formatDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const parts = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const twoDigits = formatter(
    'two-digits',
    (locale) => new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false }),
  );
  return parts.map((part) => twoDigits.format(part)).join(':');
}

/** A month title for calendars: "September 2026" / "سبتمبر 2026". */
export function formatMonth(date: Date): string {
  return formatter('month', (locale) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' })).format(date);
}

/** The weekday of `date` ("Sat" / "السبت"; "Saturday" with `long`), for calendar headers. */
export function formatWeekday(date: Date, width: 'short' | 'long' = 'short'): string {
  return formatter(`weekday-${width}`, (locale) => new Intl.DateTimeFormat(locale, { weekday: width })).format(date);
}

/**
 * Builds the formatters a screen will use while it still waits for its data, each in a task of its own: a phone
 * takes tens of milliseconds for a locale's first date or number formatter, which otherwise lengthen the one
 * render that draws the answer. `useEffect(() => warmFormatters(() => formatDate(new Date())), [])`.
 */
export function warmFormatters(...formats: (() => unknown)[]) {
  const timers = formats.map((format) => setTimeout(format));
  return () => timers.forEach(clearTimeout);
}
