import { GRADES, type GradingRange } from '@backoffice/contract';

/** What the demo's class items share: dates counted from today, grade ranges and a spread of marks. */
export const DAY = 24 * 60 * 60 * 1000;
export const dateOf = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
export const dueOf = (offsetDays: number, time = '18:00') => `${dateOf(offsetDays)} ${time}:00`;

/** Equal ranges over 0..max, best grade first. */
export function rangesOf(type: '1-9' | 'a-u', max: number): GradingRange[] {
  const grades = type === '1-9' ? [...GRADES['1-9']].reverse() : [...GRADES['a-u']];
  const step = max / grades.length;
  return grades.map((grade, i) => {
    const to = Math.round((max - i * step) * 100) / 100;
    const from = i === grades.length - 1 ? 0 : Math.round((max - (i + 1) * step) * 100) / 100;
    return { id: i + 1, grade, from, to };
  });
}

/** A deterministic spread of values for student i of item j. */
export const spread = (i: number, j: number, mod: number) => (i * 7 + j * 3) % mod;
