import { GRADES, type GradingRange, type GradingType } from '@backoffice/contract';

/**
 * The grade of a score on the item's own scale: the range holding the score when the item has ranges,
 * else its place on the item's scale (1-9 by default: 9 best; a-u: A best) by percent of the max.
 */
export function gradeOf(score: number | null, max: number, gradingType: GradingType | null, grading: GradingRange[]): string {
  if (score === null) return '';
  const range = grading.find((r) => score >= r.from && score <= r.to);
  if (range) return range.grade;
  const scale = GRADES[gradingType ?? '1-9'];
  const share = Math.min(1, Math.max(0, score / max));
  const step = Math.min(scale.length - 1, Math.floor(share * scale.length));
  // 1-9 rises with the score; letters run from A (best) down.
  return gradingType === 'a-u' ? scale[scale.length - 1 - step] : scale[step];
}
