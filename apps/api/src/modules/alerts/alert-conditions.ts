import { DEFAULT_SCORE_ITEMS, type AlertDetails, type AlertRuleKind } from '@backoffice/contract';
import { addCalendarDays, todayIn } from '../../lib/school-time';

/** A rule as the conditions read it. */
export type RuleTerms = { kind: AlertRuleKind; threshold: number; windowDays: number | null; itemCount: number | null };

/** What a class holds about one student, newest first in each list. */
export type StudentFacts = {
  /** Marked attendance only (present, late or absent; late counts as present; unknown is no one's decision yet). */
  marks: { date: string; isAbsent: boolean }[];
  /** Homework and classwork past their due dates and not handed in. */
  missing: { name: string; dueDate: string }[];
  /** Graded items in %, newest first. */
  scores: number[];
};

const round1 = (value: number) => Math.round(value * 10) / 10;
const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
/** The first day of a window of `days` ending today on the school's calendar (YYYY-MM-DD). */
export const windowStart = (now: Date, days: number) => addCalendarDays(todayIn(now), -days);

function consecutiveAbsences(terms: RuleTerms, facts: StudentFacts): AlertDetails | null {
  const run: string[] = [];
  for (const mark of facts.marks) {
    if (!mark.isAbsent) break;
    run.push(mark.date);
  }
  return run.length >= terms.threshold ? { count: run.length, dates: run.slice(0, 20) } : null;
}

function absenceRate(terms: RuleTerms, facts: StudentFacts, now: Date): AlertDetails | null {
  const days = terms.windowDays ?? 30;
  const from = windowStart(now, days);
  const marks = facts.marks.filter((mark) => mark.date >= from);
  if (marks.length === 0) return null;
  const absent = marks.filter((mark) => mark.isAbsent);
  const percent = (absent.length / marks.length) * 100;
  return percent >= terms.threshold
    ? { count: absent.length, percent: round1(percent), window_days: days, dates: absent.map((mark) => mark.date).slice(0, 20) }
    : null;
}

function missingWork(terms: RuleTerms, facts: StudentFacts, now: Date): AlertDetails | null {
  const from = terms.windowDays === null ? '' : windowStart(now, terms.windowDays);
  const items = facts.missing.filter((item) => item.dueDate >= from);
  return items.length >= terms.threshold
    ? { count: items.length, items: items.slice(0, 20).map((item) => ({ name: item.name, due_date: item.dueDate })) }
    : null;
}

/** The latest N graded items averaged below threshold %, or N items' average fallen by threshold points from the N before. */
function scoreDrop(terms: RuleTerms, facts: StudentFacts): AlertDetails | null {
  const n = terms.itemCount ?? DEFAULT_SCORE_ITEMS;
  if (facts.scores.length < n) return null;
  const latest = average(facts.scores.slice(0, n));
  const before = facts.scores.length >= 2 * n ? average(facts.scores.slice(n, 2 * n)) : null;
  const drop = before === null ? 0 : before - latest;
  if (latest >= terms.threshold && drop < terms.threshold) return null;
  return { count: n, percent: round1(latest), ...(drop >= terms.threshold ? { drop: round1(drop) } : {}) };
}

/** The facts that make the rule hold for the student, or null when it does not. */
export function ruleHolds(terms: RuleTerms, facts: StudentFacts, now: Date): AlertDetails | null {
  switch (terms.kind) {
    case 'consecutive_absences':
      return consecutiveAbsences(terms, facts);
    case 'absence_rate':
      return absenceRate(terms, facts, now);
    case 'missing_work':
      return missingWork(terms, facts, now);
    case 'score_drop':
      return scoreDrop(terms, facts);
  }
}
