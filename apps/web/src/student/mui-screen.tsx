import { CssBaseline, ThemeProvider } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useLanguage } from '@/lib/language';
import { DirectionCache } from '../app/direction-cache';
import { createAppTheme } from '../app/theme';

/**
 * What a student screen drawn with MUI needs around it (the staff app's theme, direction and base styles, as
 * app-providers.tsx gives them), loaded with such a screen only. Its toasts are the student app's own (lib/toast.ts).
 */
export function MuiScreen({ children }: { children: ReactNode }) {
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
