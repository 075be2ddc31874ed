import { Box, Paper, Stack, Typography } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';
import { Brand } from '@/components/shell/brand';

/** The centred card of the guest pages (sign-in, set password): brand, title and a form. */
export function AuthCard({ title, onSubmit, children }: { title: string; onSubmit: FormEventHandler; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper component="form" noValidate onSubmit={onSubmit} sx={{ p: 4, width: '100%', maxWidth: 420 }}>
        <Stack spacing={2.5}>
          <Brand size="large" />
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
