import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NextIcon, PreviousIcon } from '../directional-icons';

type PaginationBarProps = {
  page: number;
  totalPages: number;
  /** The total is the database's estimate (a long list is not counted row by row): say "about". */
  isEstimate?: boolean;
  onPageChange: (page: number) => void;
};

/** Previous and Next, bounded between 1 and the last page; in Arabic the row (and its arrows) run right to left. */
export function PaginationBar({ page, totalPages, isEstimate = false, onPageChange }: PaginationBarProps) {
  const { t } = useTranslation();
  const last = Math.max(1, totalPages);
  return (
    <Stack direction="row" spacing={2} alignItems="center" justifyContent="flex-end" sx={{ p: 1.5 }}>
      <Button
        variant="outlined"
        size="small"
        startIcon={<PreviousIcon />}
        disabled={page <= 1}
        onClick={() => onPageChange(Math.max(1, page - 1))}
      >
        {t('common.previous')}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {t(isEstimate ? 'common.pageOfAbout' : 'common.pageOf', { page: Math.min(page, last), total: last })}
      </Typography>
      <Button
        variant="outlined"
        size="small"
        endIcon={<NextIcon />}
        disabled={page >= last}
        onClick={() => onPageChange(Math.min(last, page + 1))}
      >
        {t('common.next')}
      </Button>
    </Stack>
  );
}
