import { Card, CardActions, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobMessage, JobProgress, JobStatus } from '@backoffice/contract';
import { formatDateTime, formatNumber } from '@/lib/format';
import { isJobRunning } from './use-jobs-query';
import { JobStatusBadge } from './job-status-badge';
import { useJobMessageText } from './use-job-message';

type JobCardProps = {
  /** What the job is, as a screen reader announces the card. */
  label: string;
  status: JobStatus;
  createdAt: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** What the finished job did (an import's counts). */
  summary?: ReactNode;
  progress: JobProgress;
  error: JobMessage | null;
  /** The job's buttons (Download, Show Errors...). */
  actions: ReactNode;
};

/** One background job of any type: status, date, what it works on, progress while it runs, its message. */
export function JobCard({ label, status, createdAt, title, subtitle, summary, progress, error, actions }: JobCardProps) {
  const { t } = useTranslation();
  const { jobMessage } = useJobMessageText();
  const { done, total, percent } = progress;
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      aria-label={label}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1} sx={{ mb: 1 }}>
          <JobStatusBadge status={status} />
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(createdAt)}
          </Typography>
        </Stack>
        <Typography fontWeight={600} sx={{ wordBreak: 'break-all' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {subtitle}
          </Typography>
        )}
        {summary}
        {isJobRunning(status) && (
          <Stack spacing={0.5} sx={{ mt: 1 }}>
            <LinearProgress
              variant={percent === null ? 'indeterminate' : 'determinate'}
              value={percent ?? undefined}
              aria-label={t('jobs.progressLabel')}
            />
            {done > 0 && (
              <Typography variant="caption" color="text.secondary">
                {total === null
                  ? t('jobs.progressDone', { done: formatNumber(done) })
                  : t('jobs.progressOf', { done: formatNumber(done), total: formatNumber(total) })}
              </Typography>
            )}
          </Stack>
        )}
        {error && (
          <Typography variant="body2" color="error" dir="auto" sx={{ mt: 1 }}>
            {jobMessage(error)}
          </Typography>
        )}
      </CardContent>
      <CardActions>{actions}</CardActions>
    </Card>
  );
}
