import { Button, Stack, Typography } from '@mui/material';

type PaginationBarProps = { page: number; totalPages: number; onPageChange: (page: number) => void };

/** Previous and Next, bounded between 1 and the last page. */
export function PaginationBar({ page, totalPages, onPageChange }: PaginationBarProps) {
  const last = Math.max(1, totalPages);
  return (
    <Stack direction="row" spacing={2} alignItems="center" justifyContent="flex-end" sx={{ p: 1.5 }}>
      <Button variant="outlined" size="small" disabled={page <= 1} onClick={() => onPageChange(Math.max(1, page - 1))}>
        Previous
      </Button>
      <Typography variant="body2" color="text.secondary">
        Page {Math.min(page, last)} of {last}
      </Typography>
      <Button variant="outlined" size="small" disabled={page >= last} onClick={() => onPageChange(Math.min(last, page + 1))}>
        Next
      </Button>
    </Stack>
  );
}
