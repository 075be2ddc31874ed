import { Chip } from '@mui/material';

const COLORS: Record<string, 'warning' | 'success' | 'error'> = {
  in_progress: 'warning',
  completed: 'success',
  failed: 'error',
};

const labelOf = (status: string) => {
  const text = status.replace(/_/g, ' ');
  return text[0] ? text[0].toUpperCase() + text.slice(1) : text;
};

/** A job's status: in_progress orange, completed green, failed red, anything else grey. */
export function StatusBadge({ status }: { status: string }) {
  return <Chip size="small" label={labelOf(status)} color={COLORS[status] ?? 'default'} />;
}
