import { Alert, AlertTitle, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { GradingSubmission } from '@backoffice/contract';
import { formatNumber } from '@/lib/format';

type ConflictAlertProps = { message: string; before: GradingSubmission; now: GradingSubmission; onClose: () => void };

/**
 * A save refused with 409: who changed the submission, and what changed between the version this grader
 * opened and the one on the server now (score, corrected file). Nothing was overwritten.
 */
export function ConflictAlert({ message, before, now, onClose }: ConflictAlertProps) {
  const { t } = useTranslation();
  const score = (value: number | null) => (value === null ? t('grading.noScore') : formatNumber(value));
  return (
    <Alert severity="error" sx={{ mb: 2 }} onClose={onClose} data-testid="grading-conflict">
      <AlertTitle>{t('grading.conflictTitle')}</AlertTitle>
      <Typography>{message}</Typography>
      {before.score !== now.score && (
        <Typography>{t('grading.scoreChanged', { before: score(before.score), now: score(now.score) })}</Typography>
      )}
      {before.updatedFile !== now.updatedFile && <Typography>{t('grading.fileChanged')}</Typography>}
      <Typography>{t('grading.conflictHint')}</Typography>
    </Alert>
  );
}
