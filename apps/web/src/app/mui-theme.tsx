import { CssBaseline, ThemeProvider } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useLanguage } from '@/lib/language';
import { DirectionCache } from './direction-cache';
import { createAppTheme } from './theme';

/**
 * What a screen drawn with MUI needs around it: the app's theme, styles in the language's direction, MUI's base
 * styles. Around the whole staff app (app-providers.tsx), and around each student screen drawn with MUI, loaded
 * with such a screen only (student-router.tsx).
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  const { direction } = useLanguage();
  const theme = useMemo(() => createAppTheme(direction), [direction]);
  return (
    <DirectionCache direction={direction}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </DirectionCache>
  );
}
