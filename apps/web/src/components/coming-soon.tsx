import ConstructionIcon from '@mui/icons-material/Construction';
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './page-header';

/** The one placeholder allowed: a screen a later issue builds. `titleKey` is its nav.* message key. */
export function ComingSoon({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(titleKey)} />
      <Paper sx={{ p: 6 }}>
        <Stack alignItems="center" spacing={1.5} color="text.secondary">
          <ConstructionIcon fontSize="large" />
          <Typography variant="h6">{t('common.comingSoon')}</Typography>
          <Typography>{t('common.comingSoonText')}</Typography>
        </Stack>
      </Paper>
    </>
  );
}
