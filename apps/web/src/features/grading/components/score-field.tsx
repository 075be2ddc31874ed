import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';

/** The score as typed, or null when it is empty or outside 0..max. */
export function parseScore(text: string, maxScore: number): number | null {
  if (text.trim() === '') return null;
  const score = Number(text);
  return Number.isFinite(score) && score >= 0 && score <= maxScore ? score : null;
}

type ScoreFieldProps = { value: string; maxScore: number; onChange: (value: string) => void };

/** The grade of the submission: a number from 0 to the item's max score. */
export function ScoreField({ value, maxScore, onChange }: ScoreFieldProps) {
  const { t } = useTranslation();
  const isInvalid = value.trim() !== '' && parseScore(value, maxScore) === null;
  return (
    <TextField
      label={t('grading.score')}
      type="number"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={isInvalid}
      helperText={
        isInvalid ? t('grading.scoreRange', { max: formatNumber(maxScore) }) : t('grading.outOf', { max: formatNumber(maxScore) })
      }
      slotProps={{ htmlInput: { min: 0, max: maxScore, step: 'any', inputMode: 'decimal' } }}
      sx={{ width: 180 }}
    />
  );
}
