import { describe, expect, it } from 'vitest';
import { fromPickerValue, toPickerValue } from './picker-value';

describe('picker values keep the form values the API knows', () => {
  it('reads a yyyy-MM-dd date and writes it back unchanged', () => {
    const date = toPickerValue('2026-09-23', 'yyyy-MM-dd');
    expect(date?.getFullYear()).toBe(2026);
    expect(date?.getMonth()).toBe(8);
    expect(date?.getDate()).toBe(23);
    expect(fromPickerValue(date, 'yyyy-MM-dd')).toBe('2026-09-23');
  });

  it('reads an HH:mm time and writes it back on the 24-hour clock', () => {
    expect(fromPickerValue(toPickerValue('17:05', 'HH:mm'), 'HH:mm')).toBe('17:05');
  });

  it('treats empty, unknown and half-typed values as empty', () => {
    expect(toPickerValue('', 'yyyy-MM-dd')).toBeNull();
    expect(toPickerValue(undefined, 'yyyy-MM-dd')).toBeNull();
    expect(toPickerValue('2026-13-45', 'yyyy-MM-dd')).toBeNull();
    expect(fromPickerValue(null, 'yyyy-MM-dd')).toBe('');
    expect(fromPickerValue(new Date(Number.NaN), 'HH:mm')).toBe('');
  });
});
