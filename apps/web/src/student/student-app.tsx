import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { applyDocumentLanguage, useLanguage } from '@/lib/language';
import { DirectionCache } from '../app/direction-cache';
import { queryClient } from '../app/query-client';
import { createAppTheme } from '../app/theme';
import { createStudentRouter } from './student-router';

const router = createStudentRouter();

// A 401 while signed in: forget the session and everything cached, then sign in again.
setUnauthorizedHandler(() => {
  queryClient.clear();
  void router.navigate('/login', { replace: true });
});

/** The student app at /student: the staff app's theme, languages and direction, its own routes and session. */
export function StudentApp() {
  const { language, direction } = useLanguage();
  const theme = useMemo(() => createAppTheme(direction), [direction]);
  useEffect(() => applyDocumentLanguage(language), [language]);
  return (
    <DirectionCache direction={direction}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider maxSnack={2} autoHideDuration={4000} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </SnackbarProvider>
      </ThemeProvider>
    </DirectionCache>
  );
}
