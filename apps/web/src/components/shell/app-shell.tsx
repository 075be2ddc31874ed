import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, Drawer, IconButton, Toolbar, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';
import { Sidebar } from './sidebar';

const DRAWER_WIDTH = 250;

type AppShellProps = { userName?: string; isAdmin: boolean; onLogout: () => void; isLoggingOut: boolean; children?: ReactNode };

/** Top bar (brand, menu toggle, logout) and sidebar around every staff page. */
export function AppShell({ userName, isAdmin, onLogout, isLoggingOut }: AppShellProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'));
  const [isDesktopOpen, setIsDesktopOpen] = useState(true);
  const [isMobileOpen, setIsMobileOpen] = useState(false);
  const isOpen = isDesktop ? isDesktopOpen : isMobileOpen;
  const toggle = () => (isDesktop ? setIsDesktopOpen((open) => !open) : setIsMobileOpen((open) => !open));

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
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
          <Button color="inherit" startIcon={<LogoutIcon />} onClick={onLogout} disabled={isLoggingOut}>
            {t('common.logout')}
          </Button>
        </Toolbar>
      </AppBar>
      <Drawer
        variant={isDesktop ? 'persistent' : 'temporary'}
        open={isOpen}
        onClose={() => setIsMobileOpen(false)}
        sx={{
          width: isOpen && isDesktop ? DRAWER_WIDTH : 0,
          flexShrink: 0,
          transition: 'width 0.2s',
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box', borderRight: '1px solid #e3e8f2' },
        }}
      >
        <Toolbar />
        <Sidebar isAdmin={isAdmin} onNavigate={isDesktop ? undefined : () => setIsMobileOpen(false)} />
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
