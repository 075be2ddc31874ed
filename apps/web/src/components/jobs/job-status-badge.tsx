import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { JobStatus } from '@backoffice/contract';

const COLORS: Partial<Record<JobStatus, 'warning' | 'success' | 'error'>> = {
  in_progress: 'warning',
  completed: 'success',
  failed: 'error',
};

/** A job's status: in_progress orange, completed green, failed red, pending grey. */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" label={t(`jobs.status.${status}`)} color={COLORS[status] ?? 'default'} />;
}
