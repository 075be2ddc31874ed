import type { TFunction } from 'i18next';
import { formatNumber } from './format';

/** The score as typed, or null when it is empty, not a number or outside 0..max. */
export function parseScore(text: string, maxScore: number): number | null {
  if (text.trim() === '') return null;
  const score = Number(text);
  return Number.isFinite(score) && score >= 0 && score <= maxScore ? score : null;
}

/** Why a typed score is refused, the same words wherever a score is typed (grid cells, grading editor, corrections). */
export const scoreRangeMessage = (t: TFunction, maxScore: number) => t('common.scoreRange', { max: formatNumber(maxScore) });
