import { describe, expect, it } from 'vitest';
import { ruleHolds, windowStart } from './alert-conditions';

describe('alert windows on the school clock (Cairo)', () => {
  // 00:30 on Tuesday 24 November in Cairo is 22:30 UTC on Monday 23
  const now = new Date('2026-11-23T22:30:00Z');

  it("counts a window's days back from the school's today, not the server's", () => {
    expect(windowStart(now, 7)).toBe('2026-11-17');
    expect(windowStart(new Date('2026-11-23T21:30:00Z'), 7)).toBe('2026-11-16'); // 23:30 on Monday there
  });

  it('leaves out of a 7-day absence window the absence of eight days before', () => {
    const terms = { kind: 'absence_rate' as const, threshold: 50, windowDays: 7, itemCount: null };
    const facts = {
      marks: [
        { date: '2026-11-22', isAbsent: false },
        { date: '2026-11-16', isAbsent: true },
      ],
      missing: [],
      scores: [],
    };
    expect(ruleHolds(terms, facts, now)).toBeNull();
  });
});
