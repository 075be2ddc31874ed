import { describe, expect, it } from 'vitest';
import { arabicMessages } from '@backoffice/contract';
import { paperBodyOf, paperFormDefaults, paperFormSchema } from './components/paper-form-schema';
import { formatDuration } from '@/lib/format';
import { fromSeconds, toSeconds } from './paper-duration';

describe('paper duration', () => {
  it('sends hours, minutes and seconds as seconds and reads them back', () => {
    expect(toSeconds({ hours: 1, minutes: 30, seconds: 15 })).toBe(5415);
    expect(fromSeconds(5415)).toEqual({ hours: 1, minutes: 30, seconds: 15 });
    expect(formatDuration(5400)).toBe('01:30:00');
  });

  it('builds the paper body with the duration in seconds', () => {
    const values = { name: 'Paper 1', maxGrade: 80, averageDate: '2026-06-01', grades: [{ key: 'A', grade: 70 }] };
    expect(paperBodyOf({ ...values, hours: 2, minutes: 0, seconds: 5 })).toEqual({ ...values, duration: 7205 });
  });

  it('opens an existing paper with its duration split', () => {
    const paper = { id: 3, classCategoryId: 1, name: 'P', maxGrade: 50, averageDate: '2026-01-02', duration: 3725, grades: [] };
    expect(paperFormDefaults(paper)).toMatchObject({ hours: 1, minutes: 2, seconds: 5 });
  });

  it('asks for every part, refuses negatives and a zero duration, and says a blank date is missing', () => {
    const blank = paperFormSchema.safeParse({ ...paperFormDefaults(null), minutes: Number.NaN });
    const messages = blank.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'name: Name is required',
        'maxGrade: Max grade is required',
        'averageDate: Average date is required',
        'hours: Hours is required',
        'minutes: Minutes is required',
      ]),
    );
    const base = { name: 'P', maxGrade: 10, averageDate: '2026-01-02', grades: [] };
    const negative = paperFormSchema.safeParse({ ...base, hours: -1, minutes: 0, seconds: 0 });
    expect(negative.error?.issues[0].message).toBe('Hours must be positive');
    const zero = paperFormSchema.safeParse({ ...base, hours: 0, minutes: 0, seconds: 0 });
    expect(zero.error?.issues.map((issue) => issue.message)).toEqual(['Duration must be positive']);
  });

  it('has an Arabic text for every message the form can show', () => {
    const base = { name: 'P', maxGrade: 10, averageDate: '2026-01-02', grades: [{ key: '', grade: Number.NaN }] };
    const inputs = [
      { ...paperFormDefaults(null), minutes: Number.NaN, seconds: Number.NaN },
      { ...base, hours: -1, minutes: -1, seconds: -1 },
      { ...base, hours: 1.5, minutes: 60, seconds: 60 },
      { ...base, averageDate: '2026-13-45', hours: 0, minutes: 0, seconds: 0 },
    ];
    const messages = new Set(
      inputs.flatMap((input) => paperFormSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []),
    );
    expect(messages.size).toBeGreaterThan(10);
    expect([...messages].filter((message) => !(message in arabicMessages))).toEqual([]);
  });
});
