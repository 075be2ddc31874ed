import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack alignItems="center" justifyContent="center" spacing={2} sx={{ minHeight: '70vh', textAlign: 'center' }}>
      <Typography variant="h2" component="p" fontWeight={800} color="primary" aria-hidden>
        404
      </Typography>
      <Typography variant="h5" component="h1">
        {t('common.notFoundTitle')}
      </Typography>
      <Typography color="text.secondary">{t('common.notFoundText')}</Typography>
      <Button component={Link} to="/" variant="contained">
        {t('common.goToDashboard')}
      </Button>
    </Stack>
  );
}
