import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { isGroup, visibleNavItems, type NavGroup, type NavLink } from './nav-items';

function SidebarLink({ item, nested = false, onNavigate }: { item: NavLink; nested?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const Icon = item.icon;
  return (
    <ListItemButton
      component={RouterLink}
      to={item.to}
      onClick={onNavigate}
      sx={{
        pl: nested ? 4 : 2,
        borderRadius: 2,
        mx: 1,
        '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText', '& svg': { color: 'inherit' } },
      }}
    >
      <ListItemIcon sx={{ minWidth: 36 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={t(item.labelKey)} slotProps={{ primary: { fontSize: 14 } }} />
    </ListItemButton>
  );
}

function SidebarGroup({ group, onNavigate }: { group: NavGroup; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [isOpen, setIsOpen] = useState(() => group.children.some((child) => pathname.startsWith(child.to)));
  const Icon = group.icon;
  return (
    <>
      <ListItemButton onClick={() => setIsOpen((open) => !open)} sx={{ borderRadius: 2, mx: 1 }} aria-expanded={isOpen}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t(group.labelKey)} slotProps={{ primary: { fontSize: 14 } }} />
        {isOpen ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={isOpen} timeout="auto" unmountOnExit>
        <List disablePadding>
          {group.children.map((child) => (
            <SidebarLink key={child.to} item={child} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </>
  );
}

export function Sidebar({ isAdmin, onNavigate }: { isAdmin: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <List component="nav" aria-label={t('common.mainNavigation')} sx={{ py: 1 }}>
      {visibleNavItems(isAdmin).map((item) =>
        isGroup(item) ? (
          <SidebarGroup key={item.labelKey} group={item} onNavigate={onNavigate} />
        ) : (
          <SidebarLink key={item.to} item={item} onNavigate={onNavigate} />
        ),
      )}
    </List>
  );
}
