import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '@/lib/format';

/** The due date as stored (wall clock, no zone) shown as it was entered. */
export const formatDue = (dueDate: string) => formatDateTime(dueDate.replace(' ', 'T'));

type WorkItemCardProps = {
  name: string;
  dueDate?: string;
  statusLabel: string;
  statusColor: 'default' | 'success' | 'warning' | 'info' | 'error';
  score?: number | null;
  maxScore?: number;
  grade?: string | null;
  children?: ReactNode;
};

/** One item of a class tab: name, due date, my status, my score once there is one, and its actions. */
export function WorkItemCard({ name, dueDate, statusLabel, statusColor, score, maxScore, grade, children }: WorkItemCardProps) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" component="article">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} alignItems="flex-start" justifyContent="space-between">
            <Typography variant="subtitle1" component="h2" fontWeight={700}>
              {name}
            </Typography>
            <Chip size="small" color={statusColor} label={statusLabel} />
          </Stack>
          {dueDate && (
            <Typography variant="body2" color="text.secondary">
              {t('student.work.due', { date: formatDue(dueDate) })}
            </Typography>
          )}
          {score !== undefined && score !== null && maxScore !== undefined && (
            <Typography variant="body2" fontWeight={700}>
              {t('student.work.score', { score: formatNumber(score), max: formatNumber(maxScore) })}
              {grade ? ` · ${t('student.work.grade', { grade })}` : ''}
            </Typography>
          )}
          {children && (
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
              {children}
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
