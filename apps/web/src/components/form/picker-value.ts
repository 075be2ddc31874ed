import { format, isValid, parse } from 'date-fns';

/**
 * What a date field holds when something was typed that is no day (31/02/2026, or a day typed only in part):
 * not '' (which the schema calls missing), so the form can say the date does not exist (formResolver).
 */
export const IMPOSSIBLE_DATE = 'impossible-date';

/**
 * The forms keep the values they always had ('2026-09-23', '16:00'); the pickers work on Date
 * objects. An empty field stores '' so the schema answers with its "required" message.
 */
export function toPickerValue(value: unknown, pattern: string): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  // The picker keeps what was typed while the form holds an impossible date (an invalid Date, not null).
  if (value === IMPOSSIBLE_DATE) return new Date(Number.NaN);
  const date = parse(value, pattern, new Date(2000, 0, 1));
  return isValid(date) ? date : null;
}

/** The form's value of what the picker holds; `invalid` for a date (or time) that is typed but is none. */
export function fromPickerValue(date: Date | null, pattern: string, invalid = ''): string {
  if (!date) return '';
  return isValid(date) ? format(date, pattern) : invalid;
}
