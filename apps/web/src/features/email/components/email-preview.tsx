import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { emailQueries } from '../api/email-api';

/**
 * The message exactly as it will arrive: the server sanitises the body and fills the branded layout
 * (the same code that sends it), shown in a sandboxed frame that runs no script.
 */
export function EmailPreview({ classId, subject, body }: { classId: number | null; subject: string; body: string }) {
  const { t } = useTranslation();
  const debounced = useDebouncedValue({ subject, body }, 400);
  const preview = useQuery({
    ...emailQueries.preview(classId ?? 0, debounced.subject.trim(), debounced.body),
    enabled: classId !== null,
    placeholderData: keepPreviousData,
  });
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Typography variant="subtitle1" fontWeight={600} component="h2" sx={{ px: 2, py: 1 }}>
        {t('email.preview')}
      </Typography>
      <LinearProgress sx={{ visibility: preview.isFetching ? 'visible' : 'hidden' }} />
      {classId === null ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('email.chooseClassForPreview')}
        </Typography>
      ) : (
        <Box
          component="iframe"
          title={t('email.preview')}
          sandbox=""
          srcDoc={preview.data?.html ?? ''}
          sx={{ display: 'block', width: '100%', height: 560, border: 0, bgcolor: '#f3f4f6' }}
        />
      )}
    </Paper>
  );
}
