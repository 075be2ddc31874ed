import { Box, Paper, Stack, Typography } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '@/components/shell/brand';
import { LanguageSwitch } from '@/components/shell/language-switch';

/** The student's guest pages (sign in, forgotten password, set password): full width on a phone. */
export function StudentAuthCard({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: FormEventHandler;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: { xs: 1.5, sm: 2 }, bgcolor: 'background.default' }}
    >
      <Paper component="form" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth: 420 }}>
        <Stack spacing={2.5}>
          <Stack direction="row" justifyContent="space-between" alignItems="center">
            <Brand size="large" />
            <LanguageSwitch />
          </Stack>
          <Typography variant="overline" color="text.secondary">
            {t('student.appName')}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ mt: '0 !important' }}>
            {title}
          </Typography>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
