import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { applyDocumentLanguage, useLanguage } from '@/lib/language';
import { DirectionCache } from './direction-cache';
import { queryClient } from './query-client';
import { createRouter } from './router';
import { createAppTheme } from './theme';

const router = createRouter();

// A 401 while signed in: forget the session and everything cached, then sign in again.
setUnauthorizedHandler(() => {
  queryClient.clear();
  void router.navigate('/login', { replace: true });
});

export function App() {
  const { language, direction } = useLanguage();
  const theme = useMemo(() => createAppTheme(direction), [direction]);
  useEffect(() => applyDocumentLanguage(language), [language]);
  return (
    <DirectionCache direction={direction}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider
          maxSnack={4}
          autoHideDuration={4000}
          anchorOrigin={{ vertical: 'bottom', horizontal: direction === 'rtl' ? 'left' : 'right' }}
        >
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </SnackbarProvider>
      </ThemeProvider>
    </DirectionCache>
  );
}
