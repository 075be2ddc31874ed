import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider, type SnackbarProviderProps } from 'notistack';
import { useEffect } from 'react';
import { RouterProvider, type RouterProviderProps } from 'react-router';
import '@/lib/notistack-toaster';
import { applyDocumentLanguage, useLanguage, type Direction } from '@/lib/language';
import { MuiTheme } from './mui-theme';
import { queryClient } from './query-client';

/** What the staff app has around its routes: language and direction, theme, toasts, server data. */
export function AppProviders({
  router,
  snackbar,
}: {
  router: RouterProviderProps['router'];
  /** How many toasts at once and where, for the current direction. */
  snackbar: (direction: Direction) => Pick<SnackbarProviderProps, 'maxSnack' | 'anchorOrigin'>;
}) {
  const { language, direction } = useLanguage();
  useEffect(() => applyDocumentLanguage(language), [language]);
  return (
    <MuiTheme>
      <SnackbarProvider autoHideDuration={4000} {...snackbar(direction)}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SnackbarProvider>
    </MuiTheme>
  );
}
