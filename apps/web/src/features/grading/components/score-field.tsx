import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { parseScore, scoreRangeMessage } from '@/lib/score';

type ScoreFieldProps = { value: string; maxScore: number; onChange: (value: string) => void };

/** The grade of the submission: a number from 0 to the item's max score. */
export function ScoreField({ value, maxScore, onChange }: ScoreFieldProps) {
  const { t } = useTranslation();
  const isInvalid = value.trim() !== '' && parseScore(value, maxScore) === null;
  return (
    <TextField
      label={t('grading.score')}
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={isInvalid}
      helperText={isInvalid ? scoreRangeMessage(t, maxScore) : t('grading.outOf', { max: formatNumber(maxScore) })}
      slotProps={{ htmlInput: { min: 0, max: maxScore, step: 'any', inputMode: 'decimal' } }}
      sx={{ width: 180 }}
    />
  );
}
