import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Box,
  Button,
  Drawer,
  IconButton,
  LinearProgress,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import type { StaffRole } from '@backoffice/contract';
import { LogoutIcon } from '../directional-icons';
import { OfflineBanner } from '../offline-queue/offline-banner';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';
import { Sidebar } from './sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

const DRAWER_WIDTH = 250;

type AppShellProps = {
  userName?: string;
  role: StaffRole | undefined;
  onLogout: () => void;
  isLoggingOut: boolean;
  children?: ReactNode;
};

/** Top bar (brand, menu toggle, logout) and sidebar around every staff page. */
export function AppShell({ userName, role, onLogout, isLoggingOut }: AppShellProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'));
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const [isDesktopOpen, setIsDesktopOpen] = useState(true);
  const [isMobileOpen, setIsMobileOpen] = useState(false);
  // A screen's chunk downloads on its first visit: a thin bar under the top bar says so.
  const isNavigating = useNavigation().state === 'loading';
  const isOpen = isDesktop ? isDesktopOpen : isMobileOpen;
  const toggle = () => (isDesktop ? setIsDesktopOpen((open) => !open) : setIsMobileOpen((open) => !open));

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <AppBar position="fixed" color="inherit" sx={{ zIndex: (t) => t.zIndex.drawer + 1, borderBottom: '1px solid #e3e8f2' }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton edge="start" aria-label={t('common.toggleMenu')} onClick={toggle}>
            <MenuIcon />
          </IconButton>
          <Brand />
          <Box sx={{ flexGrow: 1 }} />
          {userName && (
            <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
              {userName}
            </Typography>
          )}
          <LanguageSwitch />
          {isPhone ? (
            // A phone has no room for the word: the icon keeps it as its name.
            <IconButton color="inherit" aria-label={t('common.logout')} onClick={onLogout} disabled={isLoggingOut}>
              <LogoutIcon />
            </IconButton>
          ) : (
            <Button
              color="inherit"
              startIcon={<LogoutIcon />}
              onClick={onLogout}
              disabled={isLoggingOut}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('common.logout')}
            </Button>
          )}
        </Toolbar>
        {isNavigating && (
          <LinearProgress aria-label={t('common.loading')} sx={{ position: 'absolute', insetInline: 0, bottom: 0, height: 2 }} />
        )}
      </AppBar>
      <Drawer
        variant={isDesktop ? 'persistent' : 'temporary'}
        open={isOpen}
        onClose={() => setIsMobileOpen(false)}
        sx={{
          width: isOpen && isDesktop ? DRAWER_WIDTH : 0,
          flexShrink: 0,
          transition: 'width 0.2s',
          '& .MuiDrawer-paper': {
            width: DRAWER_WIDTH,
            boxSizing: 'border-box',
            borderRight: '1px solid #e3e8f2',
            ...scrollCueSx,
          },
        }}
      >
        <Toolbar />
        <Sidebar role={role} onNavigate={isDesktop ? undefined : () => setIsMobileOpen(false)} />
      </Drawer>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        <Outlet />
        <OfflineBanner />
      </Box>
    </Box>
  );
}

/**
 * The sidebar scrolls on short screens: a shadow at the top or bottom edge shows that more entries
 * lie beyond it (shadows that the white covers slide away once the end is reached).
 */
const scrollCueSx = {
  background: [
    'linear-gradient(#fff 30%, rgba(255,255,255,0)) center top',
    'linear-gradient(rgba(255,255,255,0), #fff 70%) center bottom',
    'radial-gradient(farthest-side at 50% 0, rgba(0,0,0,0.18), rgba(0,0,0,0)) center top',
    'radial-gradient(farthest-side at 50% 100%, rgba(0,0,0,0.18), rgba(0,0,0,0)) center bottom',
  ].join(', '),
  backgroundRepeat: 'no-repeat',
  backgroundColor: '#fff',
  backgroundSize: '100% 40px, 100% 40px, 100% 14px, 100% 14px',
  backgroundAttachment: 'local, local, scroll, scroll',
};
