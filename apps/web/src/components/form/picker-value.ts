import { format, isValid, parse } from 'date-fns';

/**
 * The forms keep the values they always had ('2026-09-23', '16:00'); the pickers work on Date
 * objects. An empty or half-typed field stores '' so the schema answers with its "required" message.
 */
export function toPickerValue(value: unknown, pattern: string): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = parse(value, pattern, new Date(2000, 0, 1));
  return isValid(date) ? date : null;
}

export function fromPickerValue(date: Date | null, pattern: string): string {
  return date && isValid(date) ? format(date, pattern) : '';
}
