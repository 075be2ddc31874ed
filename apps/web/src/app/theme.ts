import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#1e5bb8' },
    secondary: { main: '#f5a623' },
    background: { default: '#f4f6fb' },
  },
  shape: { borderRadius: 10 },
  typography: { fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', button: { fontWeight: 600 } },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #e3e8f2' } } },
    MuiAppBar: { styleOverrides: { root: { border: 'none' } } },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 700, backgroundColor: '#f7f9fd' } } },
  },
});
