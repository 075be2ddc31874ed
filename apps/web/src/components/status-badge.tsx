import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, 'warning' | 'success' | 'error'> = {
  in_progress: 'warning',
  completed: 'success',
  failed: 'error',
};

/** A job's status: in_progress orange, completed green, failed red, anything else grey. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Chip size="small" label={t(`common.status.${status}`, { defaultValue: status })} color={COLORS[status] ?? 'default'} />;
}
