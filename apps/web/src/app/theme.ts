import { arEG, enUS } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import type { Direction } from '@/lib/language';

/** The app's theme in one direction: MUI mirrors its components and takes its own texts from the locale. */
export const createAppTheme = (direction: Direction) =>
  createTheme(
    {
      direction,
      palette: {
        primary: { main: '#1e5bb8' },
        secondary: { main: '#f5a623' },
        background: { default: '#f4f6fb' },
      },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily: '"Segoe UI", Roboto, "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
        button: { fontWeight: 600 },
      },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #e3e8f2' } } },
        MuiAppBar: { styleOverrides: { root: { border: 'none' } } },
        MuiTableCell: { styleOverrides: { head: { fontWeight: 700, backgroundColor: '#f7f9fd' } } },
      },
    },
    direction === 'rtl' ? arEG : enUS,
  );
