import { Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { scoreRangeMessage } from '@/lib/score';
import type { AnsweredQuestion } from '../api/corrections-api';

/**
 * The corrected score typed for an answer, or null when there is no correction: a score of 0, an
 * empty or invalid one (negative, not a number, above the question's points) removes it.
 */
export function parseCorrection(text: string, points: number | undefined): number | null {
  if (text.trim() === '') return null;
  const score = Number(text);
  if (!Number.isFinite(score) || score <= 0) return null;
  return points === undefined || score <= points ? score : null;
}

/** What the student answered: the first selected option's text, or the text answer. */
const answerOf = (answer: AnsweredQuestion) =>
  answer.question.type === 'single_choice' ? (answer.selected_options[0]?.text ?? '') : (answer.text_answer ?? '');

type CorrectionCardProps = { index: number; answer: AnsweredQuestion; value: string; onChange: (value: string) => void };

export function CorrectionCard({ index, answer, value, onChange }: CorrectionCardProps) {
  const { t } = useTranslation();
  const points = answer.question.points;
  const isInvalid = value.trim() !== '' && Number(value) !== 0 && parseCorrection(value, points) === null;
  return (
    <Card variant="outlined" component="li">
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} justifyContent="space-between">
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" fontWeight={700} sx={{ display: 'flex', gap: 0.5 }}>
              <span>{t('grading.correction.questionNumber', { index: index + 1 })}</span>
              {/* The question's own direction (an English question stays left to right in Arabic). */}
              <bdi>{answer.question.text}</bdi>
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <Typography component="span" color="text.secondary">
                {t('grading.correction.answer')}{' '}
              </Typography>
              <bdi>{answerOf(answer) || t('grading.correction.noAnswer')}</bdi>
            </Typography>
            <Typography color="text.secondary">
              {t('grading.correction.originalScore', { score: formatNumber(answer.score ?? 0) })}
              {points !== undefined && ` · ${t('grading.correction.points', { points: formatNumber(points) })}`}
            </Typography>
          </Stack>
          <TextField
            label={t('grading.correction.newScore')}
            size="small"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            error={isInvalid}
            helperText={isInvalid && points !== undefined ? scoreRangeMessage(t, points) : ' '}
            slotProps={{ htmlInput: { min: 0, step: 0.5, max: points, inputMode: 'decimal' } }}
            sx={{ width: 180, flexShrink: 0 }}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
