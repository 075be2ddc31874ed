import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider, type SnackbarProviderProps } from 'notistack';
import { useEffect, useMemo } from 'react';
import { RouterProvider, type RouterProviderProps } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-request';
import '@/lib/notistack-toaster';
import { applyDocumentLanguage, useLanguage, type Direction } from '@/lib/language';
import { DirectionCache } from './direction-cache';
import { queryClient } from './query-client';
import { createAppTheme } from './theme';

type AppRouter = RouterProviderProps['router'];

/** A 401 while signed in: forget the session and everything cached, then sign in again. */
export function signInAgainOnUnauthorized(router: AppRouter) {
  setUnauthorizedHandler(() => {
    queryClient.clear();
    void router.navigate('/login', { replace: true });
  });
}

/** What the staff and student apps share around their routes: language and direction, theme, toasts, server data. */
export function AppProviders({
  router,
  snackbar,
}: {
  router: AppRouter;
  /** How many toasts at once and where, for the current direction. */
  snackbar: (direction: Direction) => Pick<SnackbarProviderProps, 'maxSnack' | 'anchorOrigin'>;
}) {
  const { language, direction } = useLanguage();
  const theme = useMemo(() => createAppTheme(direction), [direction]);
  useEffect(() => applyDocumentLanguage(language), [language]);
  return (
    <DirectionCache direction={direction}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider autoHideDuration={4000} {...snackbar(direction)}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </SnackbarProvider>
      </ThemeProvider>
    </DirectionCache>
  );
}
