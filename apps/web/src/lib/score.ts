import type { TFunction } from 'i18next';
import { formatNumber } from './format';

/** Arabic-Indic (٠١٢…) and Eastern Arabic-Indic (۰۱۲…) digits, and the Arabic decimal separator (٫). */
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9\u066B]/g;
const westernOf = (character: string) => {
  const code = character.charCodeAt(0);
  if (character === '\u066B') return '.';
  return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
};

/**
 * A number as people type it, or null when it is none: Western or Arabic-Indic digits, and a decimal point or a
 * decimal comma ("7,5", "٧٫٥" and "7.5" are all 7.5). Never a thousands separator: a score has none.
 */
export function parseTypedNumber(text: string): number | null {
  const trimmed = text.trim().replace(ARABIC_DIGITS, westernOf).replace(',', '.');
  if (!/^\d*\.?\d+$|^\d+\.$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** A key that can start or go on typing a number: a digit of either script, a decimal point or comma. */
export const isNumberCharacter = (key: string) => /^[0-9.,\u0660-\u0669\u06F0-\u06F9\u066B]$/.test(key);

/** The score as typed, or null when it is empty, not a number or outside 0..max. */
export function parseScore(text: string, maxScore: number): number | null {
  const score = parseTypedNumber(text);
  return score !== null && score >= 0 && score <= maxScore ? score : null;
}

/** Why a typed score is refused, the same words wherever a score is typed (grid cells, grading editor, corrections). */
export const scoreRangeMessage = (t: TFunction, maxScore: number) => t('common.scoreRange', { max: formatNumber(maxScore) });
