import type { Language } from '@backoffice/contract';

/**
 * Dates in e-mails and notifications as the web app shows them ("22 Nov 2026" / "22 نوفمبر 2026"):
 * the same locales as apps/web/src/lib/format.ts, Arabic month names with Western digits.
 */
const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG-u-nu-latn' };

// The stored values are wall-clock days and times: read and written in UTC so no time zone shifts them.
const DAY = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
const DAY_TIME = { ...DAY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(language: Language, withTime: boolean) {
  const id = `${language}|${withTime}`;
  if (!cache.has(id)) cache.set(id, new Intl.DateTimeFormat(LOCALES[language], withTime ? DAY_TIME : DAY));
  return cache.get(id) as Intl.DateTimeFormat;
}

const MOMENT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/;

/** '2026-11-22' as "22 Nov 2026"; '2026-11-22 16:00' as "22 Nov 2026, 16:00". Anything else as it is. */
export function formatDay(language: Language, value: string): string {
  const parts = MOMENT.exec(value);
  if (!parts) return value;
  const [, year, month, day, hour, minute] = parts;
  const date = new Date(Date.UTC(+year, +month - 1, +day, +(hour ?? 0), +(minute ?? 0)));
  return formatter(language, hour !== undefined).format(date);
}
