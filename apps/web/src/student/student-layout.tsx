import LogoutIcon from '@mui/icons-material/Logout';
import { Alert, AppBar, BottomNavigation, BottomNavigationAction, Box, IconButton, Paper, Toolbar } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Brand } from '@/components/shell/brand';
import { LanguageSwitch } from '@/components/shell/language-switch';
import { RouteLoading } from '@/components/route-loading';
import { useIsOnline } from '@/lib/online-status';
import { getToken, removeToken } from '@/lib/session-storage';
import { toastSuccess } from '@/lib/toast';
import { useStudentLogout, useStudentMe } from '@/features/student-auth/api/student-auth-api';
import { forgetOfflineData } from './offline-data';
import { studentScreens } from './student-screens';

const tabs = studentScreens.filter((screen) => screen.nav);

/** Signed-in pages: a top bar (brand, language, sign out), the page, and a bottom bar of the screens' tabs. */
export function StudentLayout() {
  const { t } = useTranslation();
  const me = useStudentMe();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useStudentLogout();
  const isOnline = useIsOnline();
  if (!getToken() || me.isError) {
    return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  if (me.isPending) return <RouteLoading />;
  const current = tabs.findIndex((screen) => matchPath({ path: screen.path, end: false }, location.pathname));

  const onLogout = async () => {
    // The session ends here first, then the server revokes the token: no request goes with a revoked token.
    const token = getToken();
    removeToken();
    queryClient.clear();
    void forgetOfflineData();
    navigate('/login', { replace: true });
    const response = token ? await logout.mutateAsync(token).catch(() => null) : null;
    toastSuccess(response?.message ?? t('auth.loggedOut'));
  };

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default', pb: 9 }}>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Brand />
          </Box>
          <LanguageSwitch />
          <IconButton edge="end" aria-label={t('student.signOut')} onClick={() => void onLogout()} disabled={logout.isPending}>
            <LogoutIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 720, mx: 'auto' }}>
        {!isOnline && (
          <Alert severity="info" role="status" sx={{ mb: 1.5 }}>
            {t('student.offline')}
          </Alert>
        )}
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <Paper
        component="nav"
        aria-label={t('student.nav.label')}
        elevation={3}
        sx={{ position: 'fixed', insetInline: 0, bottom: 0 }}
      >
        <BottomNavigation showLabels value={current} onChange={(_event, index: number) => navigate(`/${tabs[index].path}`)}>
          {tabs.map((screen) => (
            <BottomNavigationAction
              key={screen.path}
              label={t(screen.nav!.labelKey)}
              icon={screen.nav!.icon}
              // six tabs share a 390 px phone: MUI's 80 px minimum per tab would push the last ones off screen
              sx={{
                minWidth: 0,
                px: 0.5,
                '& .MuiBottomNavigationAction-label, & .MuiBottomNavigationAction-label.Mui-selected': {
                  fontSize: '0.7rem',
                  whiteSpace: 'nowrap',
                },
              }}
            />
          ))}
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
