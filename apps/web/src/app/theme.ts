import { arEG, enUS } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import type { Direction } from '@/lib/language';

const FOCUS_RING = '2px solid #1e5bb8';

/** The app's theme in one direction: MUI mirrors its components and takes its own texts from the locale. */
export const createAppTheme = (direction: Direction) =>
  createTheme(
    {
      direction,
      palette: {
        primary: { main: '#1e5bb8' },
        // Orange dark enough for 4.5:1 as text on white and under white text (the Center chip, in-progress jobs).
        secondary: { main: '#c2410c' },
        warning: { main: '#c2410c' },
        // MUI's light blue gives white text 3.9:1 (a student's "Submitted" chip): this one gives 4.8:1.
        info: { main: '#0277bd' },
        background: { default: '#f4f6fb' },
      },
      shape: { borderRadius: 10 },
      typography: {
        // The system's own font first (Segoe UI on Windows, Roboto on Android, San Francisco on Apple's), found
        // without a lookup per missing family; Arabic text, where that font has none, in Noto Sans Arabic.
        fontFamily: 'system-ui, "Noto Sans Arabic", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        button: { fontWeight: 600 },
      },
      components: {
        // A visible focus ring on everything reached by the keyboard (MUI draws none by default).
        MuiCssBaseline: {
          styleOverrides: {
            ':focus-visible:not(input, textarea)': { outline: `${FOCUS_RING} !important`, outlineOffset: 2 },
          },
        },
        MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: FOCUS_RING, outlineOffset: 2 } } } },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #e3e8f2' } } },
        MuiAppBar: { styleOverrides: { root: { border: 'none' } } },
        MuiTableCell: { styleOverrides: { head: { fontWeight: 700, backgroundColor: '#f7f9fd' } } },
      },
    },
    direction === 'rtl' ? arEG : enUS,
  );
