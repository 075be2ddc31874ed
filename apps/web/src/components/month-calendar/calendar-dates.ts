/** Dates of the month grid, as local calendar days written YYYY-MM-DD (no time zone shifts). */

export type Month = { year: number; month: number /* 1-12 */ };

const pad = (value: number) => String(value).padStart(2, '0');

export const toIsoDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export const monthOf = (date: Date): Month => ({ year: date.getFullYear(), month: date.getMonth() + 1 });

export const formatMonthParam = ({ year, month }: Month) => `${year}-${pad(month)}`;

/** `YYYY-MM` from the URL, or null when absent or malformed. */
export function parseMonthParam(value: string | null): Month | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null;
}

export function addMonths({ year, month }: Month, count: number): Month {
  const date = new Date(year, month - 1 + count, 1);
  return monthOf(date);
}

/** Days from Saturday to Friday, as the product counts its week (JavaScript counts Sunday as 0). */
const SATURDAY = 6;

/** The weeks shown for a month: whole Saturday-to-Friday weeks covering its first and last day. */
export function monthWeeks({ year, month }: Month): Date[][] {
  const first = new Date(year, month - 1, 1);
  const start = new Date(year, month - 1, 1 - ((first.getDay() - SATURDAY + 7) % 7));
  const last = new Date(year, month, 0);
  const weeks: Date[][] = [];
  for (let cursor = start; cursor <= last;) {
    const week: Date[] = [];
    for (let day = 0; day < 7; day += 1) {
      week.push(cursor);
      cursor = new Date(cursor.getFullYear(), cursor.getMonth(), cursor.getDate() + 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** First and last day of the grid, for a from/to query that also fills the days of the months around. */
export function visibleRange(month: Month): { from: string; to: string } {
  const weeks = monthWeeks(month);
  return { from: toIsoDate(weeks[0][0]), to: toIsoDate(weeks[weeks.length - 1][6]) };
}
