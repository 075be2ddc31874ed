import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StagedChanges } from './staged-changes';

/** "3 pending changes" and Discard, shown while the screen has something to save. */
export function PendingChanges({ staged }: { staged: StagedChanges }) {
  const { t } = useTranslation();
  if (staged.count === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" role="status">
        {t('grid.pendingChanges', { count: staged.count })}
      </Typography>
      <Button size="small" color="inherit" aria-label={t('grid.discardChanges')} onClick={staged.discard}>
        {t('grid.discard')}
      </Button>
    </Stack>
  );
}
