import { describe, expect, it } from 'vitest';
import { parseScore, parseTypedNumber } from './score';

describe('numbers as people type them', () => {
  it('reads a decimal point or comma, and Western, Arabic-Indic or Eastern Arabic-Indic digits', () => {
    expect(['7.5', '7,5', ' 7,5 ', '٧٫٥', '٧,٥', '۷.۵', '.5', '8.'].map(parseTypedNumber)).toEqual([7.5, 7.5, 7.5, 7.5, 7.5, 7.5, 0.5, 8]);
    expect(parseTypedNumber('١٠')).toBe(10);
  });

  it('refuses what is no number: letters, two separators, a sign, a thousands grouping', () => {
    expect(['', 'abc', '7.5.1', '7,5,0', '-3', '1,000.5', '7 5', 'e5', 'Infinity'].map(parseTypedNumber)).toEqual(
      Array(9).fill(null),
    );
  });

  it('takes a score within 0..max only', () => {
    expect(parseScore('10', 10)).toBe(10);
    expect(parseScore('١٠٫٥', 10)).toBeNull();
    expect(parseScore('0', 10)).toBe(0);
  });
});
