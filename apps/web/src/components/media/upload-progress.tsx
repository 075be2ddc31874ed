import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The progress bar of an upload with its cancel button. */
export function UploadProgress({ progress, onCancel }: { progress: number; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={progress}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
        aria-label={t('media.upload.progress')}
      />
      <Typography variant="body2" sx={{ minWidth: 48 }} aria-live="polite">
        {t('media.percent', { value: progress })}
      </Typography>
      <Button color="error" onClick={onCancel}>
        {t('media.upload.cancel')}
      </Button>
    </Stack>
  );
}
